import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** Where `pnpm start` serves the API, the admin API, the embeds and the logos in development. */
const SERVICE = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Workspace packages resolve to their source, as everywhere in the workspace (README "Layout").
    conditions: ['@csz/source', ...defaultClientConditions],
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/admin', '/embed', '/logos'].map((path) => [path, SERVICE]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
