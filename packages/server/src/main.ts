// The server's entry point: `pnpm start`. Opens (and on first start creates and fills) the
// database, serves HTTP on PORT, and shuts down gracefully on SIGINT and SIGTERM.
import { fixedClock, systemClock } from './clock';
import { run } from './cli/run';
import { readConfig } from './config';
import { configuredLocation, openDatabase } from './db/client';
import { isEmpty, seedDemoData } from './demo/seed';
import { startServer } from './server';

run(async () => {
  const config = readConfig(process.env);
  const clock = config.TODAY == null ? systemClock : fixedClock(config.TODAY);
  const handle = await openDatabase(configuredLocation(config));
  console.log(
    handle.engine === 'postgres'
      ? 'Database: PostgreSQL (DATABASE_URL)'
      : `Database: PGlite in ${config.DATA_DIR}/pglite`,
  );

  if (await isEmpty(handle.db)) {
    console.log(
      `First start: loading the ${config.DEMO_SCALE} data set around ${clock.today()} (this takes a little while)...`,
    );
    const report = await seedDemoData(handle, { scale: config.DEMO_SCALE, today: clock.today() });
    console.log(
      `Loaded ${report.schools} schools and ${report.games} games in ${(report.milliseconds / 1000).toFixed(1)} s.`,
    );
  }

  const server = await startServer({
    handle,
    clock,
    port: config.PORT,
    adminToken: config.ADMIN_TOKEN ?? null,
    log: config.LOG === 'on',
    benchFloor: config.BENCH_FLOOR === 'on',
  });
  console.log(
    `Serving on ${server.url.replace('localhost', '0.0.0.0')} (API at /api/csz/, description at /api/openapi.json)`,
  );

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then closing the database.`);
    const timer = setTimeout(() => {
      console.error('Requests did not finish within 10 s; stopping anyway.');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await server.close();
    await handle.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
});
