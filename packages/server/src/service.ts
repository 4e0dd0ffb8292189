// The service as `pnpm start` runs it (main.ts loads it): opens (and on first start creates and
// fills) the database, serves HTTP on PORT, and shuts down gracefully on SIGINT and SIGTERM.
import { enabledAccountTabs } from '@csz/core';
import { ensureSiteAdmin } from './auth/admin';
import { signingSecret } from './auth/secret';
import { run } from './cli/run';
import { fixedClock, systemClock } from './clock';
import { readConfig } from './config';
import { configuredLocation, openDatabase } from './db/client';
import { isEmpty, seedDemoData } from './demo/seed';
import { proxyTrust } from './http/rateLimit';
import { outboxMailer, smtpMailer } from './mail/mailer';
import { startServer } from './server';
import { diskStorage } from './storage/storage';

/** Runs the service with the settings of an environment (main.ts's, read before it changed). */
export function runService(env: NodeJS.ProcessEnv): void {
  run(() => serve(env));
}

async function serve(env: NodeJS.ProcessEnv): Promise<void> {
  const config = readConfig(env);
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
    const report = await seedDemoData(
      handle,
      { scale: config.DEMO_SCALE, today: clock.today() },
      diskStorage(`${config.DATA_DIR}/uploads`),
    );
    console.log(
      `Loaded ${report.schools} schools, ${report.games} games and ${report.members} demo members in ${(report.milliseconds / 1000).toFixed(1)} s.`,
    );
  }
  if (config.ADMIN_EMAIL != null && config.ADMIN_PASSWORD != null) {
    const admin = await ensureSiteAdmin(handle.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    if (admin.created) console.log(`Created the SiteAdmin ${config.ADMIN_EMAIL}.`);
  }
  const mode = config.NODE_ENV === 'production' ? 'production' : 'development';
  if (config.SMTP_URL == null) {
    console.log(
      mode === 'development'
        ? 'Mail: SMTP_URL is not set; emails are kept in the outbox at /dev/outbox.'
        : 'Mail: SMTP_URL is not set; emails are kept in the database table mail_outbox and not sent.',
    );
  }

  const server = await startServer({
    handle,
    clock,
    port: config.PORT,
    log: config.LOG === 'on',
    benchFloor: config.BENCH_FLOOR === 'on',
    mode,
    trustProxy: proxyTrust(config.TRUST_PROXY),
    tokens: {
      secret: await signingSecret(handle.db, config.JWT_SECRET),
      accessTtlSeconds: config.ACCESS_TOKEN_TTL,
      refreshTtlDays: config.REFRESH_TOKEN_DAYS,
    },
    mailer:
      config.SMTP_URL == null
        ? outboxMailer(handle.db)
        : smtpMailer(config.SMTP_URL, config.MAIL_FROM),
    staffEmail: config.STAFF_EMAIL,
    accountTabs: enabledAccountTabs(config.ACCOUNT_TABS),
    storage: diskStorage(`${config.DATA_DIR}/uploads`),
    ...(config.PUBLIC_URL == null ? {} : { publicUrl: config.PUBLIC_URL.replace(/\/$/, '') }),
    ...(config.EMBED_URL == null ? {} : { embedUrl: config.EMBED_URL.replace(/\/$/, '') }),
    // A stopped clock (TODAY) has no nights passing: the nightly reminders need the real one.
    jobs: { nightly: config.TODAY == null },
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
}
