import { pickLocksAt } from '@csz/core';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { members } from '../accounts/schema';
import { gameResults, games } from '../games/schema';
import { describeOnEngines } from '../testing/engines';
import { startTestServer } from '../testing/testServer';
import { pickemPicks } from './schema';

// The database's own lock of a game's picks (migration 0020), beside the server's check: whatever
// writes a choice at or after the game's start is refused, at the moment the transaction says.

describeOnEngines('the lock of a game’s picks in the database', startTestServer, (server) => {
  let gameId: number;
  let schoolId: number;
  let memberId: number;

  beforeAll(async () => {
    const [game] = await server.handle.db
      .select({ id: games.id })
      .from(games)
      .innerJoin(gameResults, eq(gameResults.gameId, games.id))
      .limit(1);
    gameId = game!.id;
    const [team] = await server.handle.db
      .select({ schoolId: gameResults.schoolId })
      .from(gameResults)
      .where(eq(gameResults.gameId, gameId))
      .limit(1);
    schoolId = team!.schoolId!;
    const [member] = await server.handle.db
      .insert(members)
      .values({ email: 'picker@example.com', passwordHash: 'x' })
      .returning({ id: members.id });
    memberId = member!.id;
  });

  /** Sets the game's day, start and zone, as a re-timing would. */
  const timeGame = (set: Partial<typeof games.$inferInsert>) =>
    server.handle.db.update(games).set(set).where(eq(games.id, gameId));

  /** Picks (or changes the pick) at a moment, as the server's transaction would: 'ok' or the refusal. */
  const pickAt = async (at: Date, choice: { schoolId: number | null; isTie: boolean }) => {
    try {
      await server.handle.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('csz.now', ${at.toISOString()}, true)`);
        await tx
          .insert(pickemPicks)
          .values({ memberId, gameId, ...choice })
          .onConflictDoUpdate({
            target: [pickemPicks.memberId, pickemPicks.gameId],
            set: { ...choice, updatedAt: sql`now()` },
          });
      });
      return 'ok';
    } catch (error) {
      const cause = (error as { cause?: { message?: string } }).cause?.message;
      return cause ?? (error as Error).message;
    }
  };

  it('takes a pick until the second the game starts where it is played, and none from then', async () => {
    const start = { eventDate: '2026-11-01', startTime: '19:00:00', tz: 'America/New_York' };
    await timeGame({ ...start, status: 'Active', startTimeUnknown: false, isTbd: false });
    const locks = pickLocksAt({ ...start, startTimeUnknown: false, isTBD: false });
    // The day the clocks went back: 7 pm is midnight UTC, as core says.
    expect(locks.toISOString()).toBe('2026-11-02T00:00:00.000Z');
    const team = { schoolId, isTie: false };
    expect(await pickAt(new Date(locks.getTime() - 1000), team)).toBe('ok');
    expect(await pickAt(new Date(locks.getTime() - 1), { schoolId: null, isTie: true })).toBe('ok');
    expect(await pickAt(locks, team)).toMatch(/^The picks of game \d+ locked at /);
    // Refused: the pick stays as it was.
    const [kept] = await server.handle.db
      .select()
      .from(pickemPicks)
      .where(eq(pickemPicks.gameId, gameId));
    expect(kept).toMatchObject({ schoolId: null, isTie: true });
  });

  it('moves the lock with a re-timed game, and locks a game of unknown time at its day’s start', async () => {
    await timeGame({ eventDate: '2026-11-20', startTime: '17:30:00', tz: 'America/Chicago' });
    const team = { schoolId, isTie: false };
    expect(await pickAt(new Date('2026-11-20T23:29:59Z'), team)).toBe('ok');
    expect(await pickAt(new Date('2026-11-20T23:30:00Z'), team)).toMatch(/locked/);
    await timeGame({ startTimeUnknown: true });
    expect(await pickAt(new Date('2026-11-20T05:59:59Z'), team)).toBe('ok');
    expect(await pickAt(new Date('2026-11-20T06:00:00Z'), team)).toMatch(/locked/);
  });

  it('refuses a pick of a game postponed or cancelled, and lets a grade be written after the lock', async () => {
    await timeGame({ startTimeUnknown: false, status: 'Postponed' });
    expect(await pickAt(new Date('2026-11-01T00:00:00Z'), { schoolId, isTie: false })).toMatch(
      /locked/,
    );
    await server.handle.db
      .update(pickemPicks)
      .set({ grade: 'void' })
      .where(eq(pickemPicks.gameId, gameId));
    const [graded] = await server.handle.db
      .select({ grade: pickemPicks.grade })
      .from(pickemPicks)
      .where(eq(pickemPicks.gameId, gameId));
    expect(graded!.grade).toBe('void');
  });

  it('holds one choice per pick: a school or a tie, never both or neither', async () => {
    await timeGame({ status: 'Active' });
    const at = new Date('2026-11-01T00:00:00Z');
    expect(await pickAt(at, { schoolId, isTie: true })).toMatch(/pickem_picks_one_choice/);
    expect(await pickAt(at, { schoolId: null, isTie: false })).toMatch(/pickem_picks_one_choice/);
  });
});
