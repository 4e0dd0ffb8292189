import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { asc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from './client';
import { memberRoles, members } from '../accounts/schema';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The migrations folder as it stood after migration `last`: the data a later one meets. */
function migrationsUpTo(last: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'csz-migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

describe('migration 0005 (one row per member, role and place)', () => {
  const before = migrationsUpTo(4);
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it('keeps the approved role of duplicates, else the pending one, else the first', async () => {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    const [member] = await db
      .insert(members)
      .values({ email: 'twice@example.com', passwordHash: 'x' })
      .returning({ id: members.id });
    const role = (kind: 'Fan' | 'Player', status: 'Approved' | 'Pending' | 'Rejected') => ({
      memberId: member!.id,
      role: kind,
      status,
    });
    // Made before the constraint: the same role asked for at once, then decided differently.
    const rows = await db
      .insert(memberRoles)
      .values([
        role('Fan', 'Rejected'),
        role('Fan', 'Approved'),
        role('Fan', 'Pending'),
        role('Player', 'Rejected'),
        role('Player', 'Pending'),
        role('Player', 'Rejected'),
      ])
      .returning({ id: memberRoles.id });

    await migrate(db, { migrationsFolder: MIGRATIONS });

    const left = await db
      .select({ id: memberRoles.id, role: memberRoles.role, status: memberRoles.status })
      .from(memberRoles)
      .orderBy(asc(memberRoles.id));
    expect(left).toEqual([
      { id: rows[1]!.id, role: 'Fan', status: 'Approved' },
      { id: rows[4]!.id, role: 'Player', status: 'Pending' },
    ]);
    await expect(db.insert(memberRoles).values(role('Fan', 'Pending'))).rejects.toThrow();
    await client.close();
  });
});
