import { resolve } from 'node:path';
import { CONTACT_EMAIL, DEFAULT_ACCOUNT_TABS, dateStringSchema } from '@csz/core';
import { z } from 'zod';

/** The environment the server reads (README "Configuration"). */
export const configSchema = z.object({
  PORT: z.coerce
    .number({ error: 'Must be a port number' })
    .int('Must be a port number')
    .min(0, 'Must be a port number')
    .max(65535, 'Must be 65535 or less')
    .default(3000),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'Must start with postgres:// or postgresql://')
    .optional(),
  /** 'production' hides development helpers such as /dev/outbox. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Where the site is reached, for links in emails. */
  PUBLIC_URL: z.url({ error: 'Must be a URL' }).optional(),
  /**
   * Where embed code points, when a CDN serves /embed/ from another address; without it, PUBLIC_URL
   * or the builder page's own address.
   */
  EMBED_URL: z.url({ error: 'Must be a URL' }).optional(),
  /** SMTP server for email (smtp://user:pass@host:587); without it mail waits in the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'Must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('CSZ <no-reply@countysportszone.com>'),
  /** Where contact-form messages are mailed (spec §5 "Contact"). */
  STAFF_EMAIL: z.email({ error: 'Must be an email address' }).default(CONTACT_EMAIL),
  /** Key that signs access tokens; without it one is made and kept in the database. */
  JWT_SECRET: z.string().min(32, 'Must be 32 characters or more').optional(),
  /** Access-token lifetime in seconds (spec §4: 86400). */
  ACCESS_TOKEN_TTL: z.coerce
    .number({ error: 'Must be a number' })
    .int()
    .min(60)
    .max(2_592_000)
    .default(86_400),
  REFRESH_TOKEN_DAYS: z.coerce
    .number({ error: 'Must be a number' })
    .int()
    .min(1)
    .max(365)
    .default(30),
  /** A SiteAdmin created on start when it does not exist yet. */
  ADMIN_EMAIL: z.email({ error: 'Must be an email address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'Must be 8 characters or more').max(100).optional(),
  /**
   * Proxies in front of the server whose X-Forwarded-For hops are believed, for rate limits: 'off',
   * how many ('1'; 'on' is 1), or their addresses and subnets ('loopback,10.0.0.0/8').
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(on|off|\d{1,2}|[\w.:/]+(,[\w.:/]+)*)$/, {
      error: "Must be 'off', a number of proxies, or proxy addresses separated by commas",
    })
    .default('off'),
  /** 'off' silences the request log. */
  LOG: z.enum(['on', 'off']).default('on'),
  /** How much demo data a first start loads. */
  DEMO_SCALE: z.enum(['tiny', 'demo', 'national']).default('demo'),
  /** 'on' serves /bench/floor for the API benchmark. */
  BENCH_FLOOR: z.enum(['on', 'off']).default('off'),
  /**
   * The account page's tabs that are on (spec §2 "Tab availability is set by an enabled flag per
   * tab"), comma-separated: home, profile, schedule (the team calendar), activity. All are on by
   * default.
   */
  ACCOUNT_TABS: z
    .string()
    .regex(/^\s*(home|profile|schedule|activity)(\s*,\s*(home|profile|schedule|activity))*\s*$/, {
      error: 'Must name tabs among home, profile, schedule and activity, separated by commas',
    })
    .default(DEFAULT_ACCOUNT_TABS.join(',')),
  /** Pretend today is this day (demos, screenshots, tests). */
  TODAY: dateStringSchema.optional(),
});
export type Config = z.output<typeof configSchema>;

/** Reads the configuration, or explains in one message per variable what is wrong. */
export function readConfig(env: NodeJS.ProcessEnv): Config {
  const result = configSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')),
  );
  // pnpm runs package scripts in the package's folder; paths are meant from where it was called.
  const base = env.INIT_CWD ?? process.cwd();
  if (result.success) return { ...result.data, DATA_DIR: resolve(base, result.data.DATA_DIR) };
  const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  throw new Error(`Configuration is not valid:\n  ${problems.join('\n  ')}`);
}
