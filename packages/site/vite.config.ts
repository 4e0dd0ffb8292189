import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** Where the server (`pnpm dev` starts it) serves the API, the embeds, logos, ads and uploads. */
const SERVICE = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Workspace packages resolve to their source, as everywhere in the workspace (README "Layout").
    conditions: ['@csz/source', ...defaultClientConditions],
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/admin', '/embed', '/logos', '/ads', '/uploads', '/dev'].map((path) => [
        path,
        SERVICE,
      ]),
    ),
  },
  build: {
    outDir: 'dist',
    // Read by scripts/size.mjs to measure what each route loads first.
    manifest: true,
    emptyOutDir: true,
  },
});
