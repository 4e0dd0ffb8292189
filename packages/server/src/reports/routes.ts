import {
  CALENDAR_MESSAGES,
  seasonOf,
  duplicateGamesReportSchema,
  idPathSchema,
  markNotPlayedSchema,
  missingScoresReportSchema,
  resolveDuplicateSchema,
  type ReportKind,
  type ReportPlace,
} from '@csz/core';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  authenticate,
  authorize,
  caller,
  noStore,
  requireMember,
  type AuthEnv,
} from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { badInput, conflict, forbidden, notFound } from '../http/errors';
import { describeJson } from '../http/openapi';
import { valid } from '../http/validation';
import { loadGames } from '../games/queries';
import {
  duplicateCandidates,
  duplicateGroups,
  gameIsAt,
  missingGameIdsOf,
  missingScoreItems,
  placeOf,
  reportById,
  reportSummary,
  type ReportRow,
} from './queries';
import { deleteDuplicate, markNotPlayed, mergeDuplicate } from './writes';

/** A report the caller may see, and its place. */
interface Viewable {
  row: ReportRow;
  place: ReportPlace;
}

/**
 * The stored reports (issue 16; spec §7 msreports, missingscores, mcreports), for those who may see
 * the report's place (core's viewReport: the school's athletic director and coaches, the league's
 * directors, staff). A report that does not exist, or is of another kind, answers as one the caller
 * may not see (403), so a stranger learns nothing of which ids exist; staff get 404.
 */
export function reportRoutes(deps: AppDeps) {
  const { handle, tokens, clock, writeSportsData } = deps;
  const { db } = handle;

  // The report each request read, once its caller was found allowed to see it.
  const viewed = new WeakMap<Request, Viewable>();
  const viewing = (c: Context<AuthEnv>): Viewable => viewed.get(c.req.raw)!;

  /** Reads the path's report of a kind, and checks the caller may see it, before any body. */
  const report =
    (kind: ReportKind): MiddlewareHandler<AuthEnv> =>
    async (c, next) => {
      const { actor } = caller(c);
      // The path was read by idPathSchema just before: digits within an id's range.
      const row = await reportById(db, Number(c.req.param('id')));
      const place = row == null || row.kind !== kind ? null : await placeOf(db, row);
      if (row == null || place == null) {
        throw actor.isSiteAdmin ? notFound('No such report') : forbidden();
      }
      authorize(c, { action: 'viewReport', place });
      viewed.set(c.req.raw, { row, place });
      await next();
    };
  const reading = (kind: ReportKind) =>
    [
      authenticate(db, tokens),
      noStore,
      requireMember,
      valid('param', idPathSchema),
      report(kind),
    ] as const;

  const nightList = async ({ row }: Viewable) => ({
    report: await reportSummary(db, row),
    items: await missingScoreItems(db, row.gameIds, clock.today()),
  });
  const missingNow = async ({ row, place }: Viewable) => ({
    report: await reportSummary(db, row),
    items: await missingScoreItems(
      db,
      await missingGameIdsOf(db, place, seasonOf(row.night), clock.today(), clock.now()),
      clock.today(),
    ),
  });
  const duplicates = async ({ row }: Viewable) => ({
    report: await reportSummary(db, row),
    groups: (await duplicateCandidates(db, await duplicateGroups(db, { gameIds: row.gameIds })))
      .filter((games) => games.length > 1)
      .map((games) => ({ games })),
  });

  /** Marks a game of the place not played, for those who may cancel it (core's markGameNotPlayed). */
  const notPlayed = async (
    c: Context<AuthEnv>,
    { gameId, status }: { gameId: number; status: 'Postponed' | 'Canceled' },
    listed: boolean,
  ) => {
    const { place } = viewing(c);
    const notInReport = () => badInput(`Game ${gameId} is not in this report`);
    if (!(await gameIsAt(db, gameId, place))) throw notInReport();
    const [game] = await loadGames(db, [gameId], clock.today());
    // Sent twice (a second tap, a retry): the game is what was asked, and nothing changes.
    if (game!.status === status && game!.nextPostponeGame == null) return;
    if (!listed) throw notInReport();
    // A played game stays played, whoever asks (the write checks again under its lock).
    if (game!.teams.some((t) => t.score != null)) throw conflict(CALENDAR_MESSAGES.scored);
    authorize(c, {
      action: 'markGameNotPlayed',
      game: {
        gameType: game!.gameType,
        sportId: game!.sport.id,
        teams: game!.teams,
      },
    });
    await markNotPlayed(writeSportsData, { gameId, status }, caller(c).member.id, clock.now());
  };

  const missingDescription = (summary: string, body?: boolean) =>
    describeJson('Reports', summary, {
      response: missingScoresReportSchema,
      session: true,
      ...(body ? { body: markNotPlayedSchema } : {}),
    });

  return new Hono<AuthEnv>()
    .get(
      '/msreports/:id',
      missingDescription(
        "A missing-scores report as stored for its night (/ms-rp/:reportId): that night's games without a score, each as it is now",
      ),
      ...reading('missingScores'),
      async (c) => c.json(await nightList(viewing(c))),
    )
    .put(
      '/msreports/:id',
      missingDescription(
        "Mark a game of the report's night not played (Postponed or Canceled): it leaves the missing lists; answers the report",
        true,
      ),
      ...reading('missingScores'),
      valid('json', markNotPlayedSchema),
      async (c) => {
        const body = c.req.valid('json');
        await notPlayed(c, body, viewing(c).row.gameIds.includes(body.gameId));
        return c.json(await nightList(viewing(c)));
      },
    )
    .get(
      '/missingscores/:id',
      missingDescription(
        "The report's school or league's past games without a score now, newest first (/ms-rp-ad/:reportId)",
      ),
      ...reading('missingScores'),
      async (c) => c.json(await missingNow(viewing(c))),
    )
    .put(
      '/missingscores/:id',
      missingDescription(
        'Mark a game of the place that has no score not played (Postponed or Canceled); answers what is missing now',
        true,
      ),
      ...reading('missingScores'),
      valid('json', markNotPlayedSchema),
      async (c) => {
        const body = c.req.valid('json');
        const { row, place } = viewing(c);
        // What the page lists: a game of the place still missing its score now.
        const missing = await missingGameIdsOf(
          db,
          place,
          seasonOf(row.night),
          clock.today(),
          clock.now(),
        );
        await notPlayed(c, body, missing.includes(body.gameId));
        return c.json(await missingNow(viewing(c)));
      },
    )
    .get(
      '/mcreports/:id',
      describeJson(
        'Reports',
        "A league's possible duplicate games (/mc-rp-ad/:reportId): same sport, day and schools, in groups",
        { response: duplicateGamesReportSchema, session: true },
      ),
      ...reading('duplicateGames'),
      async (c) => c.json(await duplicates(viewing(c))),
    )
    .put(
      '/mcreports/:id',
      describeJson(
        'Reports',
        'Staff merge a duplicate into the game kept (scores, likes, reports and history move) or delete one; answers the report',
        { body: resolveDuplicateSchema, response: duplicateGamesReportSchema, session: true },
      ),
      ...reading('duplicateGames'),
      async (c, next) => {
        authorize(c, { action: 'resolveDuplicates' });
        await next();
      },
      valid('json', resolveDuplicateSchema),
      async (c) => {
        const body = c.req.valid('json');
        const viewable = viewing(c);
        const groups = await duplicateGroups(db, { gameIds: viewable.row.gameIds });
        const together = (...ids: number[]) =>
          groups.some((g) => ids.every((id) => g.includes(id)));
        if (body.action === 'merge') {
          if (!together(body.keepId, body.removeId)) {
            throw badInput('Both games must be possible duplicates of each other in this report');
          }
          await mergeDuplicate(writeSportsData, body.keepId, body.removeId, clock.now());
        } else {
          if (!together(body.gameId)) {
            throw badInput(`Game ${body.gameId} is not a possible duplicate in this report`);
          }
          await deleteDuplicate(writeSportsData, body.gameId);
        }
        return c.json(await duplicates(viewable));
      },
    );
}
