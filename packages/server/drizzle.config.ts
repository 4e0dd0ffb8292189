import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each area keeps its own tables in its schema.ts; this file re-exports them all.
  schema: './src/db/schema.ts',
  out: './drizzle',
});
