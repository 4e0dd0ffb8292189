// The database's own facts (Drizzle; PostgreSQL 15 and PGlite alike): which demo data it holds,
// the signing secret. Every area keeps its tables in its own schema.ts (docs/architecture.md);
// drizzle-kit reads them all (drizzle.config.ts).
import { pgTable, text } from 'drizzle-orm/pg-core';

/** Facts about the database itself, such as which demo data it holds. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
