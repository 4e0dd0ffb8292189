import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A throwaway PostgreSQL server for the tests (docs/architecture.md "Data"): initdb and pg_ctl from Debian's
 * packages, on 127.0.0.1, a free port and a temporary directory. Started once per test run.
 */
export interface PostgresCluster {
  /** Superuser URL of the cluster's postgres database. */
  url: string;
  stop(): Promise<void>;
}

/** The folder with initdb and pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/<v>/bin. */
function findBinaries(): string {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv && existsSync(join(fromEnv, 'initdb'))) return fromEnv;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0] == null) {
    throw new Error(
      'PostgreSQL server programs (initdb, pg_ctl) are not installed; run `bash scripts/setup.sh --test`, which installs postgresql-15 from Debian.',
    );
  }
  return join(root, versions[0], 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs a PostgreSQL program; as root it runs as the postgres user, since initdb refuses root. */
function run(program: string, args: string[], asPostgres: boolean): void {
  if (asPostgres)
    execFileSync('runuser', ['-u', 'postgres', '--', program, ...args], { stdio: 'pipe' });
  else execFileSync(program, args, { stdio: 'pipe' });
}

/** Starts a cluster. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findBinaries();
  const asPostgres = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'csz-pg-'));
  if (asPostgres) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  try {
    run(
      join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync'],
      asPostgres,
    );
    run(
      join(bin, 'pg_ctl'),
      [
        '-D',
        data,
        '-l',
        join(dir, 'log'),
        '-w',
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
        'start',
      ],
      asPostgres,
    );
  } catch (error) {
    const output = error instanceof Error && 'stderr' in error ? String(error.stderr) : '';
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`Could not start PostgreSQL: ${output || String(error)}`, { cause: error });
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'], asPostgres);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Creates a database in the cluster for one test file: a copy of a template database (migrated, or
 * migrated and seeded, made once per run by the global set-up), else an empty one. It is not
 * dropped: the cluster and its directory go when the run ends, and dropping a database under a
 * pool that is still closing only makes its connections fail.
 */
export async function createDatabase(
  clusterUrl: string,
  template?: string,
  name = `csz_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`,
): Promise<{ url: string; name: string }> {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template == null ? '' : ` template ${template}`}`);
  await admin.end();
  return { url: clusterUrl.replace(/\/postgres$/, `/${name}`), name };
}
