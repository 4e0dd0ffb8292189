// `pnpm seed [--scale tiny|demo|national] [--today yyyy-MM-dd] [--seed N] [--reset]`: fills the
// database (DATABASE_URL or DATA_DIR, as the server) with the demo data set.
import '../../../../scripts/requireNode.mjs';
import { parseArgs } from 'node:util';
import { dateStringSchema } from '@csz/core';
import { z } from 'zod';
import { systemClock } from '../clock';
import { readConfig } from '../config';
import { run } from './run';
import { configuredLocation, openDatabase } from '../db/client';
import { clearSportsData, isEmpty, seedDemoData } from '../demo/seed';
import { diskStorage } from '../storage/storage';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'demo' },
    today: { type: 'string' },
    seed: { type: 'string', default: '2026' },
    reset: { type: 'boolean', default: false },
  },
});
const args = z
  .object({
    scale: z.enum(['tiny', 'demo', 'national'], {
      error: '--scale must be tiny, demo or national',
    }),
    today: dateStringSchema.optional(),
    seed: z.coerce.number({ error: '--seed must be a number' }).int(),
    reset: z.boolean(),
  })
  .safeParse(values);
if (!args.success) {
  console.error(args.error.issues.map((i) => i.message).join('\n'));
  process.exit(2);
}
run(async () => {
  const config = readConfig(process.env);
  const handle = await openDatabase(configuredLocation(config));
  try {
    if (!(await isEmpty(handle.db))) {
      if (!args.data.reset) {
        console.error('The database already holds data. Run with --reset to replace it.');
        process.exit(1);
      }
      await clearSportsData(handle.db);
    }
    const today = args.data.today ?? config.TODAY ?? systemClock.today();
    console.log(
      `Generating the ${args.data.scale} data set around ${today} (seed ${args.data.seed})...`,
    );
    const report = await seedDemoData(
      handle,
      { scale: args.data.scale, today, seed: args.data.seed },
      diskStorage(`${config.DATA_DIR}/uploads`),
    );
    const { milliseconds, ...counts } = report;
    console.log(`Done in ${(milliseconds / 1000).toFixed(1)} s:`, counts);
  } finally {
    await handle.close();
  }
});
