import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each area keeps its own tables in its schema.ts (docs/architecture.md).
  schema: './src/*/schema.ts',
  out: './drizzle',
});
