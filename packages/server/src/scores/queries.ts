import {
  memberDisplayName,
  reportingAccuracy,
  ROLE_LABELS,
  SCORE_CHANGE_AUTHORS,
  type DateString,
  type GamePostView,
  type ScoreHistoryEntry,
  type ScoreReviewQueue,
} from '@csz/core';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import { memberRoles, members } from '../accounts/schema';
import { gameResults, games } from '../games/schema';
import { schools } from '../lookups/schema';
import { scoreCorrections } from './schema';
import { loadGames } from '../games/queries';
import { scoreReports } from './schema';
import { forumPosts } from '../forum/schema';
import { GUEST_AUTHOR } from '../forum/queries';

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
  const [shown, posts] = await Promise.all([loadGames(db, ids, today), gamePostsOf(db, ids)]);
  const loaded = new Map(shown.map((g) => [g.id, g]));
  return {
    items: ids.flatMap((id) => {
      const game = loaded.get(id);
      const reports = byGame.get(id)!.reports;
      return game == null ? [] : [{ game, reports, posts: posts.get(id) ?? [] }];
    }),
  };
}

/**
 * The posts of some games from the score upload page, newest first, by game: for staff, with the
 * member's name (never an email) or 'Guest', and whether the post is held.
 */
export async function gamePostsOf(
  db: Database,
  gameIds: readonly number[],
): Promise<Map<number, GamePostView[]>> {
  const byGame = new Map<number, GamePostView[]>();
  if (gameIds.length === 0) return byGame;
  const rows = await db
    .select({
      post: {
        id: forumPosts.id,
        gameId: forumPosts.gameId,
        held: forumPosts.held,
        message: forumPosts.message,
        sources: forumPosts.sources,
        createdAt: forumPosts.createdAt,
      },
      member: {
        displayName: members.displayName,
        firstName: members.firstName,
        lastName: members.lastName,
      },
    })
    .from(forumPosts)
    .leftJoin(members, eq(members.id, forumPosts.memberId))
    .where(
      and(
        inArray(forumPosts.gameId, [...gameIds]),
        isNull(forumPosts.deletedAt),
        isNull(forumPosts.hiddenAt),
      ),
    )
    .orderBy(desc(forumPosts.createdAt), desc(forumPosts.id));
  for (const { post, member } of rows) {
    if (post.gameId == null) continue;
    const list = byGame.get(post.gameId) ?? [];
    list.push({
      id: post.id,
      authorName: member == null ? GUEST_AUTHOR : memberDisplayName(member),
      held: post.held,
      message: post.message === '' ? null : post.message,
      photos: post.sources
        .filter((source) => source.type === 'Image')
        .map(({ url, name }) => ({ url, name: name ?? '' })),
      created: post.createdAt.toISOString(),
    });
    byGame.set(post.gameId, list);
  }
  return byGame;
}

/** The role words of a school's reporter: the role that let them publish, by its label. */
const SCHOOL_ROLES = ['HeadCoach', 'AssistantCoach', 'AthleticDirector', 'LeagueDirector'] as const;

/**
 * A game's public score history (issue 16), oldest first: each score members published (by the
 * school, in the words of the reporter's role; or by two reporters) and each staff correction,
 * with every team's score before and after. Never a name or an email.
 */
export async function scoreHistory(db: Database, gameId: number): Promise<ScoreHistoryEntry[]> {
  const [teams, corrections, published] = await Promise.all([
    db
      .select({ id: gameResults.id, name: schools.name, score: gameResults.score })
      .from(gameResults)
      .innerJoin(schools, eq(schools.id, gameResults.schoolId))
      .where(eq(gameResults.gameId, gameId))
      .orderBy(asc(gameResults.position)),
    db
      .select({ at: scoreCorrections.createdAt, changes: scoreCorrections.changes })
      .from(scoreCorrections)
      .where(eq(scoreCorrections.gameId, gameId)),
    db
      .select({
        at: scoreReports.createdAt,
        scores: scoreReports.scores,
        bySchool: scoreReports.bySchool,
        memberId: scoreReports.memberId,
      })
      .from(scoreReports)
      .where(and(eq(scoreReports.gameId, gameId), eq(scoreReports.outcome, 'published'))),
  ]);
  if (teams.length === 0) {
    const [game] = await db.select({ id: games.id }).from(games).where(eq(games.id, gameId));
    if (game == null) throw notFound(`No game with id ${gameId}`);
  }
  const reporterRoles = await db
    .select({ memberId: memberRoles.memberId, role: memberRoles.role })
    .from(memberRoles)
    .where(
      and(
        inArray(memberRoles.memberId, [0, ...published.map((p) => p.memberId)]),
        inArray(memberRoles.role, [...SCHOOL_ROLES]),
        eq(memberRoles.status, 'Approved'),
      ),
    );
  const roleWords = (memberId: number) => {
    const role = reporterRoles.find((r) => r.memberId === memberId)?.role;
    return role == null ? SCORE_CHANGE_AUTHORS.school : ROLE_LABELS[role];
  };
  type Change = {
    at: Date;
    by: string;
    provenance: ScoreHistoryEntry['provenance'];
    /** The score a team had before, as the change recorded it (corrections do), else undefined. */
    before: (id: number) => number | null | undefined;
    after: (id: number, now: number | null) => number | null;
  };
  const changes: Change[] = [
    ...published.map((p) => ({
      at: p.at,
      by: p.bySchool ? roleWords(p.memberId) : SCORE_CHANGE_AUTHORS.twoReporters,
      provenance: p.bySchool ? ('school' as const) : ('confirmed' as const),
      before: () => undefined,
      after: (id: number) => p.scores[id] ?? null,
    })),
    ...corrections.map((c) => ({
      at: c.at,
      by: SCORE_CHANGE_AUTHORS.staff,
      provenance: 'verified' as const,
      before: (id: number) => c.changes.find((x) => x.id === id)?.before,
      // A correction names the teams it changed; the others keep their score.
      after: (id: number, now: number | null) => {
        const change = c.changes.find((x) => x.id === id);
        return change == null ? now : change.after;
      },
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  // Replayed in order, so each change's "before" is the score it found. Where each team started
  // is found by walking back from its score now: a correction gives the score it found, a report
  // was published onto no score, and a correction that does not name the team left it as it was
  // (so a score from before any change, an import, shows as what the first correction found).
  const startOf = (id: number, now: number | null): number | null => {
    let score = now;
    for (const change of [...changes].reverse()) {
      if (change.provenance !== 'verified') score = null;
      else score = change.before(id) === undefined ? score : change.before(id)!;
    }
    return score;
  };
  const current = new Map<number, number | null>(teams.map((t) => [t.id, startOf(t.id, t.score)]));
  return changes.map((change) => ({
    at: change.at.toISOString(),
    by: change.by,
    provenance: change.provenance,
    teams: teams.map((t) => {
      const before = change.before(t.id) ?? current.get(t.id) ?? null;
      const after = change.after(t.id, before);
      current.set(t.id, after);
      return { name: t.name, before, after };
    }),
  }));
}
