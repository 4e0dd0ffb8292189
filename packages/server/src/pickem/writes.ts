import {
  GAME_MESSAGES,
  PICKEM_MESSAGES,
  sportAllowsTies,
  takesPicks,
  type PickChoice,
} from '@csz/core';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { gameResults, games } from '../games/schema';
import { conflict, badInput, notFound, sqlState } from '../http/errors';
import { sports } from '../lookups/schema';
import { pickemPicks } from './schema';

// Pick 'Em's writes (issue 32 point 2): a member's pick of a game, one per game, changeable until the
// game starts. The lock is decided here, in the pick's transaction, against the game's start as it is
// stored then (its row held against a re-timing meanwhile), at the server's moment; the database's
// trigger (migration 0020) refuses the same at the same moment, whatever else would write a pick.

/**
 * Makes or changes a member's pick of a game at `now` (the server's clock): a school of the game
 * (by its school's id) or a tie where the sport allows one. Refused with 404 for no such game, 400
 * for a choice the game does not offer, 409 once the game has started or is not to be played.
 */
export async function makePick(
  db: Database,
  now: Date,
  pick: { memberId: number; gameId: number; choice: PickChoice },
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('csz.now', ${now.toISOString()}, true)`);
      const [game] = await tx
        .select({
          status: games.status,
          eventDate: games.eventDate,
          startTime: games.startTime,
          startTimeUnknown: games.startTimeUnknown,
          isTBD: games.isTbd,
          tz: games.tz,
          sport: sports.name,
        })
        .from(games)
        .innerJoin(sports, eq(sports.id, games.sportId))
        .where(eq(games.id, pick.gameId))
        .for('share', { of: games });
      if (game == null) throw notFound(GAME_MESSAGES.gameNotFound);
      if (game.status !== 'Active') throw conflict(PICKEM_MESSAGES.notPlayed);
      if (!takesPicks(game, now)) throw conflict(PICKEM_MESSAGES.locked);
      const { choice } = pick;
      if (choice === 'tie') {
        if (!sportAllowsTies(game.sport)) throw badInput(PICKEM_MESSAGES.noTies);
      } else {
        const teams = await tx
          .select({ schoolId: gameResults.schoolId })
          .from(gameResults)
          .where(eq(gameResults.gameId, pick.gameId));
        if (!teams.some((team) => team.schoolId === choice.teamId)) {
          throw badInput(PICKEM_MESSAGES.notATeam);
        }
      }
      const chosen =
        choice === 'tie'
          ? { schoolId: null, isTie: true }
          : { schoolId: choice.teamId, isTie: false };
      await tx
        .insert(pickemPicks)
        .values({ memberId: pick.memberId, gameId: pick.gameId, ...chosen })
        .onConflictDoUpdate({
          target: [pickemPicks.memberId, pickemPicks.gameId],
          set: { ...chosen, updatedAt: sql`now()` },
        });
    });
  } catch (error) {
    // The database's lock said no (raised by migration 0020's trigger): the game has started.
    if (sqlState(error) === 'P0001') throw conflict(PICKEM_MESSAGES.locked);
    throw error;
  }
}
