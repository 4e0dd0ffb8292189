import { resolve } from 'node:path';
import { dateStringSchema } from '@csz/core';
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
  /** Bearer token for staff endpoints until SiteAdmin accounts exist. */
  ADMIN_TOKEN: z.string().trim().min(16, 'Must be 16 characters or more').optional(),
  /** 'off' silences the request log. */
  LOG: z.enum(['on', 'off']).default('on'),
  /** How much demo data a first start loads. */
  DEMO_SCALE: z.enum(['tiny', 'demo', 'national']).default('demo'),
  /** 'on' serves /bench/floor for the API benchmark. */
  BENCH_FLOOR: z.enum(['on', 'off']).default('off'),
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
