import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each area keeps its own tables; drizzle-kit reads them all.
  schema: ['./src/db/schema.ts', './src/jobs/schema.ts'],
  out: './drizzle',
});
