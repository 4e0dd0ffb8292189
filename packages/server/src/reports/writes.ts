import { CALENDAR_MESSAGES, teamOutcomes, type MarkNotPlayed } from '@csz/core';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { gameLikes, gameResults, games } from '../games/schema';
import { notifications } from '../notifications/schema';
import { bracketMatches } from '../playoffs/schema';
import { scoreCorrections, scoreReports } from '../scores/schema';
import { badInput, conflict, notFound } from '../http/errors';
import type { SportsDataWriter } from '../live/sportsData';
import { recordScheduleChange } from '../scheduleAlerts/writes';
import { reports } from './schema';

/**
 * Stores a night's list for a place, or finds the one stored before (a job run twice, or two jobs
 * at once): the first list of a night stays, so every mail of that night links the same report.
 */
export async function storeReport(
  tx: Database,
  values: Pick<typeof reports.$inferInsert, 'kind' | 'scope' | 'placeId' | 'night' | 'gameIds'>,
): Promise<number> {
  const [inserted] = await tx
    .insert(reports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (inserted != null) return inserted.id;
  const [found] = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.kind, values.kind),
        eq(reports.scope, values.scope),
        eq(reports.placeId, values.placeId),
        eq(reports.night, values.night),
      ),
    );
  return found!.id;
}

/**
 * A game of a missing-scores report was not played: it is marked postponed or canceled (spec §3
 * game status), so it leaves the missing lists and the reminders, open pages hear of it, and its
 * teams' followers are told (a status it already had tells nobody again).
 */
export async function markNotPlayed(
  writeSportsData: SportsDataWriter,
  { gameId, status }: MarkNotPlayed,
  actorMemberId: number,
  now: Date,
): Promise<void> {
  await writeSportsData(async (tx, changes) => {
    const [before] = await tx
      .select({ status: games.status, nextPostponeGameId: games.nextPostponeGameId })
      .from(games)
      .where(eq(games.id, gameId))
      .for('update');
    if (before == null) throw notFound(`No game with id ${gameId}`);
    // As the calendar's actions: a game given a new date is changed through that one, and a
    // canceled game is not postponed; a game postponed without a new date may be canceled
    // (asking for what it already is changes nothing).
    if (before.nextPostponeGameId != null) throw conflict(CALENDAR_MESSAGES.superseded);
    if (before.status === 'Canceled' && status !== 'Canceled') {
      throw conflict(CALENDAR_MESSAGES.canceled);
    }
    // A played game stays played (issue 30 point 1): only a game still waiting for its score was
    // perhaps not played; one with a score is corrected by staff, with its history.
    const [scored] = await tx
      .select({ id: gameResults.id })
      .from(gameResults)
      .where(and(eq(gameResults.gameId, gameId), isNotNull(gameResults.score)))
      .limit(1);
    if (scored != null) throw conflict(CALENDAR_MESSAGES.scored);
    await tx.update(games).set({ status, updatedAt: now }).where(eq(games.id, gameId));
    changes.other();
    if (before.status === status) {
      changes.games([gameId]);
      return;
    }
    await recordScheduleChange(tx, changes, {
      gameId,
      kind: status === 'Postponed' ? 'postponed' : 'canceled',
      actorMemberId,
    });
  });
}

/** The rows that point at a game, moved to another (null: let go) before it is deleted. */
export async function repoint(tx: Transaction, from: number, to: number | null): Promise<void> {
  await tx.update(bracketMatches).set({ gameId: to }).where(eq(bracketMatches.gameId, from));
  await tx.update(notifications).set({ gameId: to }).where(eq(notifications.gameId, from));
  // A postponed game's calendar event is its rescheduled game's, whose SEQUENCE adds up the
  // chain's (calendarFeeds/queries.ts eventVersions): the game that pointed at this one takes its
  // versions over and one more, so the event's SEQUENCE only ever rises for subscribers.
  const [gone] = await tx
    .select({ sequence: games.sequence, calendarUidGameId: games.calendarUidGameId })
    .from(games)
    .where(eq(games.id, from));
  const before = await tx
    .update(games)
    .set({
      nextPostponeGameId: to,
      sequence: sql`${games.sequence} + ${(gone?.sequence ?? 0) + 2}`,
    })
    .where(eq(games.nextPostponeGameId, from))
    .returning({ id: games.id });
  // The chain's first game goes: its new date keeps its UID, and its versions and one more.
  if (gone != null && to != null && before.length === 0) {
    await tx
      .update(games)
      .set({
        calendarUidGameId: gone.calendarUidGameId ?? from,
        sequence: sql`${games.sequence} + ${gone.sequence + 2}`,
      })
      .where(eq(games.id, to));
  }
}

/** Deletes a possible duplicate game (staff): its results, likes and reports go with it. */
export async function deleteDuplicate(
  writeSportsData: SportsDataWriter,
  gameId: number,
): Promise<void> {
  await writeSportsData(async (tx, changes) => {
    await repoint(tx, gameId, null);
    const deleted = await tx.delete(games).where(eq(games.id, gameId)).returning({ id: games.id });
    if (deleted.length === 0) throw notFound(`No game with id ${gameId}`);
    changes.other();
  });
}

/**
 * Merges a duplicate into the game kept (staff), in one transaction: the kept game's scores stay
 * when it has them, else it takes the duplicate's whole score and provenance; the duplicate's likes
 * move (a member who liked both counts once), its posts count adds up, its members' score reports
 * and staff corrections move with their team ids turned into the kept game's (a member's open
 * report on the kept game stays the open one), and what pointed at it points at the kept game.
 * Then the duplicate is deleted. Both must be the same sport, day and schools.
 */
export async function mergeDuplicate(
  writeSportsData: SportsDataWriter,
  keepId: number,
  removeId: number,
  now: Date,
): Promise<void> {
  if (keepId === removeId) throw badInput('A game cannot be merged into itself');
  await writeSportsData(async (tx, changes) => {
    const both = await tx
      .select()
      .from(games)
      .where(inArray(games.id, [keepId, removeId]))
      .orderBy(games.id)
      .for('update');
    const keep = both.find((g) => g.id === keepId);
    const remove = both.find((g) => g.id === removeId);
    if (keep == null || remove == null) throw notFound('No such game');
    const results = await tx
      .select()
      .from(gameResults)
      .where(inArray(gameResults.gameId, [keepId, removeId]));
    const kept = results.filter((r) => r.gameId === keepId);
    const gone = results.filter((r) => r.gameId === removeId);
    const schoolsOf = (rows: typeof results) =>
      rows
        .map((r) => r.schoolId)
        .sort((a, b) => a - b)
        .join(',');
    if (
      keep.sportId !== remove.sportId ||
      keep.eventDate !== remove.eventDate ||
      schoolsOf(kept) !== schoolsOf(gone)
    ) {
      throw conflict('Only games of the same sport, day and schools can be merged');
    }
    // A result of the duplicate, as the kept game's result of the same school.
    const keptOf = new Map(
      gone.map((r) => [r.id, kept.find((k) => k.schoolId === r.schoolId)!] as const),
    );
    const complete = (rows: typeof results) => rows.every((r) => r.score != null);
    if (!complete(kept) && complete(gone)) {
      const outcomes = teamOutcomes(gone.map((r) => ({ id: r.id, score: r.score })));
      for (const r of gone) {
        await tx
          .update(gameResults)
          .set({ score: r.score, isWon: outcomes.get(r.id) === 'W', updatedAt: now })
          .where(eq(gameResults.id, keptOf.get(r.id)!.id));
      }
    }
    const moved = await tx
      .insert(gameLikes)
      .select(
        tx
          .select({
            gameId: sql<number>`${keepId}`.as('game_id'),
            memberId: gameLikes.memberId,
            createdAt: gameLikes.createdAt,
          })
          .from(gameLikes)
          .where(eq(gameLikes.gameId, removeId)),
      )
      .onConflictDoNothing()
      .returning({ memberId: gameLikes.memberId });
    const [goneLikes] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(gameLikes)
      .where(eq(gameLikes.gameId, removeId));
    // Likes counted on the duplicate, less those of members who also liked the kept game.
    const addedVotes = remove.votesCount - (goneLikes!.count - moved.length);
    await tx
      .update(games)
      .set({
        votesCount: keep.votesCount + Math.max(0, addedVotes),
        postsCount: keep.postsCount + remove.postsCount,
        scoreDisputed: keep.scoreDisputed || remove.scoreDisputed,
        ...(!complete(kept) && complete(gone) ? { scoreProvenance: remove.scoreProvenance } : {}),
        updatedAt: now,
      })
      .where(eq(games.id, keepId));

    const remap = <T>(entries: [string, T][]) =>
      entries.map(([id, value]) => [keptOf.get(Number(id))?.id ?? Number(id), value] as const);
    const openOnKept = new Set(
      (
        await tx
          .select({ memberId: scoreReports.memberId })
          .from(scoreReports)
          .where(and(eq(scoreReports.gameId, keepId), eq(scoreReports.status, 'open')))
      ).map((r) => r.memberId),
    );
    const movedReports = await tx
      .select()
      .from(scoreReports)
      .where(eq(scoreReports.gameId, removeId));
    for (const report of movedReports) {
      await tx
        .update(scoreReports)
        .set({
          gameId: keepId,
          scores: Object.fromEntries(remap(Object.entries(report.scores))),
          ...(report.status === 'open' && openOnKept.has(report.memberId)
            ? { status: 'replaced' as const }
            : {}),
        })
        .where(eq(scoreReports.id, report.id));
    }
    const corrections = await tx
      .select()
      .from(scoreCorrections)
      .where(eq(scoreCorrections.gameId, removeId));
    for (const correction of corrections) {
      await tx
        .update(scoreCorrections)
        .set({
          gameId: keepId,
          changes: correction.changes.map((c) => ({ ...c, id: keptOf.get(c.id)?.id ?? c.id })),
        })
        .where(eq(scoreCorrections.id, correction.id));
    }
    await repoint(tx, removeId, keepId);
    await tx.delete(games).where(eq(games.id, removeId));
    changes.games([keepId]);
    changes.other();
  });
}
