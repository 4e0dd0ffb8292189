import { PICKEM_MESSAGES, pickLocksAt } from '@csz/core';
import { and, eq, ilike, not, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { members } from '../accounts/schema';
import { gameResults, games } from '../games/schema';
import { RequestError } from '../http/errors';
import { sports } from '../lookups/schema';
import { describeOnEngines } from '../testing/engines';
import { startTestServer } from '../testing/testServer';
import { pickemPicks } from './schema';
import { makePick } from './writes';

describeOnEngines('a member’s pick', startTestServer, (server) => {
  const db = () => server.handle.db;
  let memberId: number;
  /** A game of a sport without ties, and one of soccer, with their teams' schools. */
  const played: Record<'football' | 'soccer', { id: number; schools: number[] }> = {
    football: { id: 0, schools: [] },
    soccer: { id: 0, schools: [] },
  };

  const gameOf = async (sport: 'football' | 'soccer') => {
    // A game of two teams (not a custom event).
    const [game] = await db()
      .select({ id: games.id })
      .from(games)
      .innerJoin(sports, eq(sports.id, games.sportId))
      .innerJoin(gameResults, eq(gameResults.gameId, games.id))
      .where(
        and(
          eq(games.gameType, 'Game'),
          sport === 'soccer' ? ilike(sports.name, '%soccer%') : not(ilike(sports.name, '%soccer%')),
        ),
      )
      .groupBy(games.id)
      .having(sql`count(*) = 2`)
      .limit(1);
    const teams = await db()
      .select({ schoolId: gameResults.schoolId })
      .from(gameResults)
      .where(eq(gameResults.gameId, game!.id));
    // Every game here starts at 7 pm in New York on a Friday.
    await db()
      .update(games)
      .set({
        eventDate: '2026-12-04',
        startTime: '19:00:00',
        tz: 'America/New_York',
        status: 'Active',
        startTimeUnknown: false,
        isTbd: false,
      })
      .where(eq(games.id, game!.id));
    return { id: game!.id, schools: teams.map((team) => team.schoolId) };
  };

  beforeAll(async () => {
    const [member] = await db()
      .insert(members)
      .values({ email: 'picks@example.com', passwordHash: 'x' })
      .returning({ id: members.id });
    memberId = member!.id;
    played.football = await gameOf('football');
    played.soccer = await gameOf('soccer');
  });

  const locks = pickLocksAt({
    eventDate: '2026-12-04',
    startTime: '19:00:00',
    startTimeUnknown: false,
    isTBD: false,
    tz: 'America/New_York',
  });

  /** The answer to a pick: 'ok', or the refusal's status and words. */
  const pick = (gameId: number, choice: Parameters<typeof makePick>[2]['choice'], at: Date) =>
    makePick(db(), at, { memberId, gameId, choice }).then(
      () => 'ok',
      (error: unknown) =>
        error instanceof RequestError ? `${error.status} ${error.message}` : String(error),
    );

  it('takes picks racing the lock up to its last millisecond, and none from its first', async () => {
    const { id, schools } = played.football;
    const moments = Array.from({ length: 20 }, (_, i) => new Date(locks.getTime() - 10 + i));
    const answers = await Promise.all(
      moments.map((at, i) => pick(id, { teamId: schools[i % 2]! }, at)),
    );
    expect(answers.slice(0, 10)).toEqual(Array(10).fill('ok'));
    expect(answers.slice(10)).toEqual(Array(10).fill(`409 ${PICKEM_MESSAGES.locked}`));
    const rows = await db()
      .select()
      .from(pickemPicks)
      .where(and(eq(pickemPicks.memberId, memberId), eq(pickemPicks.gameId, id)));
    expect(rows).toHaveLength(1);
  });

  it('takes a team of the game, or a tie where the sport has them, and refuses anything else', async () => {
    const early = new Date(locks.getTime() - 60_000);
    const { football, soccer } = played;
    expect(await pick(soccer.id, 'tie', early)).toBe('ok');
    expect(await pick(football.id, 'tie', early)).toBe(`400 ${PICKEM_MESSAGES.noTies}`);
    const stranger = Math.max(...football.schools, ...soccer.schools) + 1000;
    expect(await pick(football.id, { teamId: stranger }, early)).toBe(
      `400 ${PICKEM_MESSAGES.notATeam}`,
    );
    expect(await pick(2_000_000_000, { teamId: 1 }, early)).toBe('404 Game is not found');
    await db().update(games).set({ status: 'Postponed' }).where(eq(games.id, soccer.id));
    expect(await pick(soccer.id, 'tie', early)).toBe(`409 ${PICKEM_MESSAGES.notPlayed}`);
  });
});
