import {
  memberDisplayName,
  reportingAccuracy,
  type DateString,
  type ScoreReviewQueue,
} from '@csz/core';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { games, members } from '../db/schema';
import { loadGames } from '../games/queries';
import { scoreReports } from './schema';

/** The most games the review queue shows at once: staff work from the top. */
const QUEUE_GAMES = 200;

/**
 * The staff review queue (issue 16): every game with open reports, disputed games first, then by
 * their oldest report; each report with its member's name and accuracy so far. Never an email.
 */
export async function reviewQueue(db: Database, today: DateString): Promise<ScoreReviewQueue> {
  const rows = await db
    .select({
      report: scoreReports,
      disputed: games.scoreDisputed,
      member: {
        displayName: members.displayName,
        firstName: members.firstName,
        lastName: members.lastName,
        statTrue: members.statTrue,
        statFalse: members.statFalse,
      },
    })
    .from(scoreReports)
    .innerJoin(games, eq(games.id, scoreReports.gameId))
    .innerJoin(members, eq(members.id, scoreReports.memberId))
    .where(eq(scoreReports.status, 'open'))
    .orderBy(asc(scoreReports.createdAt), asc(scoreReports.id));
  const byGame = new Map<
    number,
    { disputed: boolean; reports: ScoreReviewQueue['items'][number]['reports'] }
  >();
  for (const { report, disputed, member } of rows) {
    const entry = byGame.get(report.gameId) ?? { disputed, reports: [] };
    entry.reports.push({
      id: report.id,
      memberId: report.memberId,
      memberName: memberDisplayName(member),
      bySchool: report.bySchool,
      outcome: report.outcome,
      scores: Object.fromEntries(Object.entries(report.scores)),
      accuracy: reportingAccuracy(member.statTrue, member.statFalse),
      created: report.createdAt.toISOString(),
    });
    byGame.set(report.gameId, entry);
  }
  // Disputed first; otherwise the order of their oldest report (the map keeps insertion order).
  const ids = [...byGame]
    .sort(([, a], [, b]) => Number(b.disputed) - Number(a.disputed))
    .slice(0, QUEUE_GAMES)
    .map(([id]) => id);
  const loaded = new Map((await loadGames(db, ids, today)).map((g) => [g.id, g]));
  return {
    items: ids.flatMap((id) => {
      const game = loaded.get(id);
      return game == null ? [] : [{ game, reports: byGame.get(id)!.reports }];
    }),
  };
}
