import {
  allowsScoreSubmission,
  can,
  isCustomEvent,
  decideScoreReport,
  hasStarted,
  publishedScoreStands,
  GAME_MESSAGES,
  maxScoreFor,
  reportsForTheSchool,
  sameScores,
  scoreLimitMessage,
  SPIRIT_POINTS,
  teamOutcomes,
  type Actor,
  type DateString,
  type FinalScores,
  type GameType,
  type MemberScores,
  type OpenReport,
  type ScoreDecisions,
  type ScoreCorrection,
  type ScoreDecisionsAnswer,
  type ScoreReportAnswer,
  SCORE_REVIEW_MESSAGES,
} from '@csz/core';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { members } from '../accounts/schema';
import { gameResults, games } from '../games/schema';
import { sports } from '../lookups/schema';
import { scoreCorrections } from './schema';
import { badInput, conflict, forbidden, notFound, RequestError } from '../http/errors';
import type { SportsDataChanges, SportsDataWriter } from '../live/sportsData';
import { awardPoints } from '../points/writes';
import { scoreReports } from './schema';

/** A report as a member sends it, with who they are and when. */
export interface ScoreReportRequest {
  gameId: number;
  actor: NonNullable<Actor>;
  scores: MemberScores['scores'];
  /** The service's day, which decides whether the game has started. */
  today: DateString;
  now: Date;
}

/**
 * The scores a report gives, checked against the game's teams: every team once, no other, each
 * within its sport's limit (core). Throws a 400 that says which is wrong.
 */
function reportedScores(
  gameId: number,
  sportName: string,
  resultIds: readonly number[],
  scores: MemberScores['scores'],
): FinalScores {
  const given: Record<number, number> = {};
  for (const { gameResultId, score } of scores) {
    if (!resultIds.includes(gameResultId)) {
      throw badInput(`Result ${gameResultId} is not a team of game ${gameId}`);
    }
    if (given[gameResultId] != null) throw badInput(`Result ${gameResultId} is given twice`);
    if (score > maxScoreFor(sportName)) throw badInput(scoreLimitMessage(sportName));
    given[gameResultId] = score;
  }
  if (resultIds.some((id) => given[id] == null)) {
    throw badInput("Every team's final score is required");
  }
  return given;
}

/** The game's published score by result id, or null while any team has none. */
function publishedScores(
  results: readonly { id: number; score: number | null }[],
): FinalScores | null {
  return results.every((r) => r.score != null)
    ? Object.fromEntries(results.map((r) => [r.id, r.score!]))
    : null;
}

/** Writes final scores on a game's results, each team's won/lost flag worked out by core. */
async function writeFinalScores(tx: Transaction, scores: FinalScores, now: Date): Promise<void> {
  const outcomes = teamOutcomes(
    Object.entries(scores).map(([id, score]) => ({ id: Number(id), score })),
  );
  for (const [id, score] of Object.entries(scores)) {
    await tx
      .update(gameResults)
      .set({ score, isWon: outcomes.get(Number(id)) === 'W', updatedAt: now })
      .where(eq(gameResults.id, Number(id)));
  }
}

/**
 * The open reports on a game from active members: a closed account's report neither confirms nor
 * disputes anyone's.
 */
function openReports(tx: Transaction, gameId: number): Promise<OpenReport[]> {
  return tx
    .select({
      memberId: scoreReports.memberId,
      scores: scoreReports.scores,
      bySchool: scoreReports.bySchool,
    })
    .from(scoreReports)
    .innerJoin(members, eq(members.id, scoreReports.memberId))
    .where(
      and(
        eq(scoreReports.gameId, gameId),
        eq(scoreReports.status, 'open'),
        eq(members.isActive, true),
      ),
    );
}

/**
 * The members whose accuracy a game already counts (a report of theirs on it was decided): a
 * member's accuracy counts each game once, however often they report it.
 */
async function membersSettledOn(tx: Transaction, gameId: number): Promise<Set<number>> {
  const rows = await tx
    .selectDistinct({ memberId: scoreReports.memberId })
    .from(scoreReports)
    .where(
      and(
        eq(scoreReports.gameId, gameId),
        eq(scoreReports.status, 'decided'),
        isNotNull(scoreReports.isCorrect),
      ),
    );
  return new Set(rows.map((r) => r.memberId));
}

/** Counts a decided report in its member's accuracy, once per game, and awards its points. */
async function countDecided(
  tx: Transaction,
  report: { memberId: number; gameId: number; isCorrect: boolean },
  settled: Set<number>,
  now: Date,
): Promise<void> {
  if (!settled.has(report.memberId)) {
    settled.add(report.memberId);
    await tx
      .update(members)
      .set(
        report.isCorrect
          ? { statTrue: sql`${members.statTrue} + 1` }
          : { statFalse: sql`${members.statFalse} + 1` },
      )
      .where(eq(members.id, report.memberId));
  }
  // The ledger awards each type once per member and game (its unique key).
  const subject = `game:${report.gameId}`;
  await awardPoints(tx, report.memberId, SPIRIT_POINTS.reportedScore, subject, now);
  if (report.isCorrect) {
    await awardPoints(tx, report.memberId, SPIRIT_POINTS.reportedCorrectScore, subject, now);
  }
}

/**
 * A member reports a game's final score (POST memberScores; issue 16), in one transaction with the
 * game's row locked, so two reports of one game are decided one after the other: the member's
 * earlier open report is replaced, core's rules decide what this one does (publish as *reported by
 * the school* or *confirmed by two reporters*, agree, wait for review, or dispute), and a
 * published score or a dispute goes out live when it commits (the sports-data hook). Every report
 * stays listed for staff.
 */
export async function reportScore(
  writeSportsData: SportsDataWriter,
  request: ScoreReportRequest,
): Promise<ScoreReportAnswer> {
  const { gameId, actor, now } = request;
  return writeSportsData(async (tx, changes) => {
    const [game] = await tx.select().from(games).where(eq(games.id, gameId)).for('update');
    if (game == null) throw notFound(`No game with id ${gameId}`);
    if (!allowsScoreSubmission(game, request.today)) {
      throw conflict(
        'This game takes no score: it has not started, or it is a scrimmage or an event',
      );
    }
    if (!hasStarted({ ...game, isTBD: game.isTbd }, now)) {
      throw conflict(GAME_MESSAGES.gameNotStarted);
    }
    const [sport] = await tx
      .select({ name: sports.name })
      .from(sports)
      .where(eq(sports.id, game.sportId));
    const results = await tx
      .select({
        id: gameResults.id,
        schoolId: gameResults.schoolId,
        districtId: gameResults.districtId,
        score: gameResults.score,
      })
      .from(gameResults)
      .where(eq(gameResults.gameId, gameId));
    const scores = reportedScores(
      gameId,
      sport!.name,
      results.map((r) => r.id),
      request.scores,
    );
    const bySchool = reportsForTheSchool(actor, {
      gameType: game.gameType,
      sportId: game.sportId,
      teams: results,
    });

    // A member has one open report per game: a new one replaces the last (the unique index
    // score_reports_open_once stands behind this).
    await tx
      .update(scoreReports)
      .set({ status: 'replaced' })
      .where(
        and(
          eq(scoreReports.gameId, gameId),
          eq(scoreReports.memberId, actor.memberId),
          eq(scoreReports.status, 'open'),
        ),
      );
    const others = await openReports(tx, gameId);
    const shown = publishedScores(results);
    const published = shown == null ? null : { scores: shown, provenance: game.scoreProvenance };
    const outcome = decideScoreReport({
      reporterIsSchool: bySchool,
      reporterId: actor.memberId,
      scores,
      // A score that no longer stands on its reports (a school correcting its own) is decided
      // again as if none were published.
      published: published != null && publishedScoreStands(published, others) ? published : null,
      others,
    });
    if (outcome.kind === 'alreadyVerified') throw conflict(GAME_MESSAGES.scoreAlreadyVerified);
    await tx.insert(scoreReports).values({
      gameId,
      memberId: actor.memberId,
      scores,
      bySchool,
      outcome: outcome.kind,
      createdAt: now,
    });

    let provenance = published == null ? null : game.scoreProvenance;
    if (outcome.kind === 'published') {
      await writeFinalScores(tx, scores, now);
      provenance = outcome.provenance;
      await tx
        .update(games)
        .set({ scoreProvenance: provenance, updatedAt: now })
        .where(eq(games.id, gameId));
      changes.games([gameId]);
    } else if (outcome.kind === 'disputed' && !game.scoreDisputed) {
      await tx
        .update(games)
        .set({ scoreDisputed: true, updatedAt: now })
        .where(eq(games.id, gameId));
      changes.games([gameId]);
    }
    return {
      message: GAME_MESSAGES.scoreSubmitted,
      outcome: outcome.kind,
      scoreProvenance: provenance,
    };
  });
}

/**
 * Staff have settled a game's final score (a correction, an approval): it is *verified*, no longer
 * disputed, and every open report on it is decided: right or wrong against the final score, which
 * counts in its member's accuracy (statTrue, statFalse) and earns Spirit Points, 20 for reporting
 * and 16 more for reporting it right. Runs in the staff write's transaction.
 */
export async function settleReports(
  tx: Transaction,
  changes: SportsDataChanges,
  gameId: number,
  finalScores: FinalScores,
  now: Date,
): Promise<void> {
  await tx
    .update(games)
    .set({ scoreProvenance: 'verified', scoreDisputed: false, updatedAt: now })
    .where(eq(games.id, gameId));
  const settled = await membersSettledOn(tx, gameId);
  const open = await tx
    .update(scoreReports)
    .set({ status: 'decided', decidedAt: now })
    .where(and(eq(scoreReports.gameId, gameId), eq(scoreReports.status, 'open')))
    .returning({
      id: scoreReports.id,
      memberId: scoreReports.memberId,
      scores: scoreReports.scores,
    });
  for (const report of open) {
    const isCorrect = sameScores(report.scores, finalScores);
    await tx.update(scoreReports).set({ isCorrect }).where(eq(scoreReports.id, report.id));
    await countDecided(tx, { memberId: report.memberId, gameId, isCorrect }, settled, now);
  }
  changes.games([gameId]);
}

/** 403 in words when a member of staff has an open report of their own on a game. */
async function refuseOwnOpenReport(tx: Transaction, gameId: number, memberId: number) {
  const [own] = await tx
    .select({ id: scoreReports.id })
    .from(scoreReports)
    .where(
      and(
        eq(scoreReports.gameId, gameId),
        eq(scoreReports.memberId, memberId),
        eq(scoreReports.status, 'open'),
      ),
    )
    .limit(1);
  if (own != null) throw forbidden(SCORE_REVIEW_MESSAGES.ownOnGame);
}

/**
 * An open report for a staff decision, with its game: 404 when there is none, 409 once decided.
 * The game's row is locked first and the report's after it, the order a member's report takes
 * (reportScore), so a decision and a new report of the same game wait for each other instead of
 * deadlocking.
 */
async function lockForDecision(tx: Transaction, id: number, decider: NonNullable<Actor>) {
  const [found] = await tx
    .select({ gameId: scoreReports.gameId })
    .from(scoreReports)
    .where(eq(scoreReports.id, id));
  if (found == null) throw notFound(`No score report with id ${id}`);
  const [game] = await tx.select().from(games).where(eq(games.id, found.gameId)).for('update');
  const [report] = await tx
    .select()
    .from(scoreReports)
    .where(eq(scoreReports.id, id))
    .for('update');
  if (!can(decider, { action: 'reviewScoreReport', memberId: report!.memberId }).allowed) {
    throw forbidden(SCORE_REVIEW_MESSAGES.ownReport);
  }
  // Deciding another report of a game settles or reshapes the decider's own open one there
  // (rejecting a rival report clears the dispute around it): another member of staff decides it.
  await refuseOwnOpenReport(tx, found.gameId, decider.memberId);
  if (report!.status !== 'open') throw conflict(SCORE_REVIEW_MESSAGES.decided);
  return { report: report!, game: game! };
}

/**
 * Staff approve a report: its scores become the game's, *verified*, through the correction path
 * (its history row says who), and every open report on the game is settled against them. A game
 * that no longer takes a score (made a scrimmage, postponed, canceled) is refused.
 */
export async function approveReport(
  writeSportsData: SportsDataWriter,
  reportId: number,
  decider: NonNullable<Actor>,
  now: Date,
): Promise<number> {
  return writeSportsData(async (tx, changes) => {
    const { report, game } = await lockForDecision(tx, reportId, decider);
    const takesScore =
      (game.gameType === 'Game' || game.gameType === 'Tournament') && game.status === 'Active';
    if (!takesScore) throw conflict(GAME_MESSAGES.gameTakesNoScore);
    const results = Object.entries(report.scores).map(([id, finalScore]) => ({
      id: Number(id),
      finalScore,
    }));
    await applyCorrection(tx, changes, report.gameId, decider.memberId, { results }, now);
    return report.gameId;
  });
}

/**
 * Staff reject a report: it counts against its member's accuracy (once per game) and earns the
 * points for reporting. A published score that stood on it (the school's report, one of two
 * confirming ones) is taken down, as nothing vouches for it any more; the game is disputed only
 * while the open reports left disagree (with each other or with a score still up). To publish
 * another score, staff correct it.
 */
export async function rejectReport(
  writeSportsData: SportsDataWriter,
  reportId: number,
  decider: NonNullable<Actor>,
  now: Date,
): Promise<number> {
  return writeSportsData(async (tx, changes) => {
    const { report, game } = await lockForDecision(tx, reportId, decider);
    const { gameId } = report;
    const settled = await membersSettledOn(tx, gameId);
    await tx
      .update(scoreReports)
      .set({ status: 'decided', isCorrect: false, decidedAt: now })
      .where(eq(scoreReports.id, report.id));
    await countDecided(tx, { memberId: report.memberId, gameId, isCorrect: false }, settled, now);
    const left = await openReports(tx, gameId);
    const results = await tx
      .select({ id: gameResults.id, score: gameResults.score })
      .from(gameResults)
      .where(eq(gameResults.gameId, gameId));
    let shown = publishedScores(results);
    let provenance = game.scoreProvenance;
    if (shown != null && !publishedScoreStands({ scores: shown, provenance }, left)) {
      await tx
        .update(gameResults)
        .set({ score: null, isWon: null, updatedAt: now })
        .where(eq(gameResults.gameId, gameId));
      shown = null;
      provenance = null;
    }
    const disputed = left.some((r) => !sameScores(r.scores, shown ?? left[0]!.scores));
    if (game.scoreDisputed !== disputed || game.scoreProvenance !== provenance) {
      await tx
        .update(games)
        .set({ scoreDisputed: disputed, scoreProvenance: provenance, updatedAt: now })
        .where(eq(games.id, gameId));
      changes.games([gameId]);
    }
    return gameId;
  });
}

/**
 * Staff decide several reports in one request (POST scoreReports/decisions), each in a transaction
 * of its own, in the order given: approving one report settles every open report of its game, so a
 * later report of that game is then 'already decided', which is said for that report (as a single
 * decision would) while the others still go through; one transaction for all would let that one
 * answer undo every decision before it.
 */
export async function decideReports(
  writeSportsData: SportsDataWriter,
  decisions: ScoreDecisions,
  decider: NonNullable<Actor>,
  now: Date,
): Promise<ScoreDecisionsAnswer> {
  const results: ScoreDecisionsAnswer['results'] = [];
  for (const reportId of new Set(decisions.reportIds)) {
    try {
      const gameId =
        decisions.decision === 'approve'
          ? await approveReport(writeSportsData, reportId, decider, now)
          : await rejectReport(writeSportsData, reportId, decider, now);
      const message = decisions.decision === 'approve' ? 'Approved' : 'Rejected';
      results.push({ reportId, ok: true, status: 200, message, gameId });
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      results.push({
        reportId,
        ok: false,
        status: error.status,
        message: error.message,
        gameId: null,
      });
    }
  }
  return { results };
}

/**
 * Writes a staff correction of a game's scores in one transaction: the scores, each team's
 * won/lost flag worked out again with core's rule, and a history row; the change goes out live to
 * open pages and embeds when it commits (the sports-data hook).
 */
export async function correctScores(
  writeSportsData: SportsDataWriter,
  gameId: number,
  memberId: number,
  correction: ScoreCorrection,
  now: Date,
): Promise<void> {
  await writeSportsData(async (tx, changes) => {
    // The correction settles every open report of the game: one of the decider's own among them
    // would be decided by its author (issue 30 point 2). Another member of staff corrects it.
    // (An approval's own check is lockForDecision's.)
    await refuseOwnOpenReport(tx, gameId, memberId);
    await applyCorrection(tx, changes, gameId, memberId, correction, now);
  });
}

/**
 * {@link correctScores} inside a sports-data write of the caller's (a staff approval of a report
 * is a correction with that report's scores).
 */
export async function applyCorrection(
  tx: Transaction,
  changes: SportsDataChanges,
  gameId: number,
  memberId: number,
  correction: ScoreCorrection,
  now: Date,
): Promise<void> {
  const [game] = await tx
    .select({ id: games.id, gameType: games.gameType, sportName: sports.name })
    .from(games)
    .innerJoin(sports, eq(sports.id, games.sportId))
    .where(eq(games.id, gameId))
    .for('update', { of: games });
  if (game == null) throw notFound(`No game with id ${gameId}`);
  if (isCustomEvent(game.gameType as GameType)) {
    throw badInput('An event has no scores to correct');
  }
  // Staff keep to the sport's bound as reporters do: a slip of the keyboard is one for anyone.
  if (
    correction.results.some(({ finalScore }) => (finalScore ?? 0) > maxScoreFor(game.sportName))
  ) {
    throw badInput(scoreLimitMessage(game.sportName));
  }
  const results = await tx
    .select({ id: gameResults.id, score: gameResults.score })
    .from(gameResults)
    .where(eq(gameResults.gameId, gameId));
  const known = new Map(results.map((r) => [r.id, r.score]));
  const seen = new Set<number>();
  for (const { id } of correction.results) {
    if (!known.has(id)) throw badInput(`Result ${id} is not a team of game ${gameId}`);
    if (seen.has(id)) throw badInput(`Result ${id} is given twice`);
    seen.add(id);
  }
  const after = new Map(known);
  for (const { id, finalScore } of correction.results) after.set(id, finalScore);
  const outcomes = teamOutcomes([...after].map(([id, score]) => ({ id, score })));
  for (const [id, score] of after) {
    await tx
      .update(gameResults)
      .set({ score, isWon: outcomes.get(id) === 'W', updatedAt: now })
      .where(eq(gameResults.id, id));
  }
  // Staff have set the score: verified, and the reports on it decided against it. A score
  // cleared is no score at all.
  const final = [...after].flatMap(([id, score]) => (score == null ? [] : [[id, score] as const]));
  if (final.length === after.size) {
    await settleReports(tx, changes, gameId, Object.fromEntries(final), now);
  } else {
    await tx.update(games).set({ scoreProvenance: null }).where(eq(games.id, gameId));
  }
  await tx.insert(scoreCorrections).values({
    gameId,
    memberId,
    createdAt: now,
    changes: correction.results.map(({ id, finalScore }) => ({
      id,
      before: known.get(id) ?? null,
      after: finalScore,
    })),
  });
  changes.games([gameId]);
}
