import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** Where the server (`pnpm dev` starts it) serves the API, the embeds, logos, ads and uploads. */
const SERVICE = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig(({ command }) => ({
  plugins: [react()],
  // A build is for serving: React's production build, even when a test runner (NODE_ENV=test)
  // starts it. Vite would otherwise take NODE_ENV from its environment.
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
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
}));
