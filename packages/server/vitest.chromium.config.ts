import { serverProject } from './vitest.config';

/**
 * The server's suites that drive Chromium: the site's journeys and the embeds on host pages. Run
 * apart from the unit and HTTP tests (`pnpm test:chromium`), beside the widgets' browser tests,
 * which keep one core busy while these wait on their pages and their server.
 */
export default serverProject(
  { name: 'server-chromium', include: ['src/**/*.browser.test.ts'] },
  // PGlite alone: no PostgreSQL server to start, nor its templates to make.
  './src/testing/globalSetupBrowser.ts',
);
