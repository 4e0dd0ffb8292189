import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

describe('openDatabase on a PGlite directory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'csz-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second opener while the first holds it, and frees it on close', async () => {
    const dataDir = join(dir, 'pglite');
    const first = await openDatabase({ engine: 'pglite', dataDir });
    // Another live process holds it: pid 1 is always alive.
    writeFileSync(`${dataDir}.lock`, '1');
    await expect(openDatabase({ engine: 'pglite', dataDir })).rejects.toThrow(
      /open in another process \(pid 1\)/,
    );
    writeFileSync(`${dataDir}.lock`, String(process.pid));
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dataDir = join(dir, 'stale');
    writeFileSync(`${dataDir}.lock`, '999999999');
    const handle = await openDatabase({ engine: 'pglite', dataDir });
    await handle.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
