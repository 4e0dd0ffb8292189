// `pnpm create-admin --email <address> [--password <password>]`: makes (or promotes) a SiteAdmin in
// the database the server uses. The password may come from ADMIN_PASSWORD instead of the command
// line, which keeps it out of the shell's history.
import '../../../../scripts/requireNode.mjs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ensureSiteAdmin } from '../auth/admin';
import { readConfig } from '../config';
import { configuredLocation, openDatabase } from '../db/client';
import { run } from './run';

run(async () => {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' } },
  });
  const args = z
    .object({
      email: z.email({ error: '--email must be an email address' }),
      password: z
        .string({ error: 'give --password or ADMIN_PASSWORD' })
        .min(8, 'the password must be 8 characters or more'),
    })
    .safeParse({ email: values.email, password: values.password ?? process.env.ADMIN_PASSWORD });
  if (!args.success) throw new Error(args.error.issues.map((i) => i.message).join('\n'));
  const handle = await openDatabase(configuredLocation(readConfig(process.env)));
  try {
    const result = await ensureSiteAdmin(handle.db, args.data.email, args.data.password);
    console.log(
      result.created
        ? `Created the SiteAdmin ${args.data.email}.`
        : `${args.data.email} already had an account; it is now a SiteAdmin (its password is unchanged).`,
    );
  } finally {
    await handle.close();
  }
});
