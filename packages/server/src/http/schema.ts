import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * The rate limits' counters when PostgreSQL is the database, shared by every server process
 * (rate-limiter-flexible's RateLimiterPostgres reads and writes it; its columns are the library's).
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
