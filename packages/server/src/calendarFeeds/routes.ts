import {
  calendarFeedMaxAge,
  calendarFeedWindow,
  scheduleExportParamsSchema,
  scheduleExportQuerySchema,
  schoolFeedParamsSchema,
  seasonOf,
  teamFeedParamsSchema,
} from '@csz/core';
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { PUBLIC } from '../http/openapi';
import { etagOf, ifNoneMatch } from '../http/staticFiles';
import { valid } from '../http/validation';
import { schoolSchedules } from '../games/scheduleQueries';
import { icsFeed } from './icsFeed';
import { scheduleCsv, scheduleExportRows } from './scheduleExport';
import { feedGames, feedOwnerNames, type FeedOwner } from './queries';

/** The UID domain without PUBLIC_URL: a fixed name, so UIDs do not follow the Host a client used. */
export const DEFAULT_UID_DOMAIN = 'calendar.csz';

const TEXT_CALENDAR = 'text/calendar; charset=utf-8';

/** A name as a file name's part: lower-case ASCII letters and digits between dashes. */
function fileNamePart(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function describeFeed(summary: string) {
  return describeRoute({
    tags: ['Schedules'],
    summary,
    security: PUBLIC,
    responses: {
      200: { description: summary, content: { 'text/calendar': { schema: { type: 'string' } } } },
      304: { description: 'The feed has not changed since the ETag in If-None-Match.' },
      400: { description: 'An id is not valid; the message says which and why.' },
      404: { description: 'No such school or sport.' },
    },
  });
}

/**
 * iCalendar feeds anyone can subscribe to (issue 19 "Subscriptions"): a school's games, and a
 * team's (a school in one sport), eight months either side of today. Not kept by the response
 * cache: games change through every write path (the SEQUENCE triggers see them all), and a feed
 * says itself how long it may be kept.
 */
export function calendarFeedRoutes({ handle, clock, urls }: AppDeps) {
  const { db } = handle;
  const uidDomain = urls.site == null ? DEFAULT_UID_DOMAIN : new URL(urls.site).hostname;

  async function answer(c: Context, owner: FeedOwner, file: string): Promise<Response> {
    const names = await feedOwnerNames(db, owner);
    if (names.school == null) throw notFound(`No school with id ${owner.schoolId}`);
    if (owner.sportId != null && names.sport == null) {
      throw notFound(`No sport with id ${owner.sportId}`);
    }
    const today = clock.today();
    const games = await feedGames(db, owner, calendarFeedWindow(today), today);
    const maxAge = calendarFeedMaxAge(
      games.map((g) => g.eventDate),
      today,
    );
    const body = new TextEncoder().encode(
      icsFeed({
        name: names.sport == null ? names.school : `${names.school} ${names.sport}`,
        games,
        uidDomain,
        siteOrigin: urls.site ?? new URL(c.req.url).origin,
        refreshSeconds: maxAge,
      }),
    );
    const etag = etagOf(body);
    const headers = {
      'Content-Type': TEXT_CALENDAR,
      'Cache-Control': `public, max-age=${maxAge}`,
      'Content-Disposition': `inline; filename="${file}"`,
      ETag: etag,
    };
    if (ifNoneMatch(c.req.header('If-None-Match'), etag)) {
      return new Response(null, { status: 304, headers });
    }
    return c.body(body, 200, headers);
  }

  return new Hono()
    .get(
      '/schedules/export/:schoolId/:file',
      describeRoute({
        tags: ['Schedules'],
        summary:
          "A team's schedule and results of a season as a file: {sportId}.csv (a header row, then one game a row, from the school's side) or {sportId}.json; the season of today without ?season",
        security: PUBLIC,
        responses: {
          200: {
            description: 'The file, as an attachment.',
            content: {
              'text/csv': { schema: { type: 'string' } },
              'application/json': { schema: { type: 'object' } },
            },
          },
          400: { description: 'An id, the file name or the season is not valid.' },
          404: { description: 'No such school or sport.' },
        },
      }),
      valid('param', scheduleExportParamsSchema),
      valid('query', scheduleExportQuerySchema),
      async (c) => {
        const { schoolId, file } = c.req.valid('param');
        const { sportId, format } = file;
        const today = clock.today();
        const season = c.req.valid('query').season ?? seasonOf(today);
        const names = await feedOwnerNames(db, { schoolId, sportId });
        if (names.school == null) throw notFound(`No school with id ${schoolId}`);
        if (names.sport == null) throw notFound(`No sport with id ${sportId}`);
        const { schedules } = await schoolSchedules(db, { schoolId, season, sportId }, today);
        const rows = scheduleExportRows(schedules[0], schoolId);
        const name = `${fileNamePart(names.school)}-${fileNamePart(names.sport)}-${season}.${format}`;
        c.header('Content-Disposition', `attachment; filename="${name}"`);
        if (format === 'json') {
          return c.json({
            school: { id: schoolId, name: names.school },
            sport: { id: sportId, name: names.sport },
            season,
            games: rows,
          });
        }
        return c.body(scheduleCsv(rows), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
      },
    )
    .get(
      '/calendar/school/:file',
      describeFeed(
        "A school's games as an iCalendar feed ({schoolId}.ics), eight months either side of today; webcal:// subscribes to it",
      ),
      valid('param', schoolFeedParamsSchema),
      (c) => {
        const { file } = c.req.valid('param');
        return answer(c, { schoolId: file, sportId: null }, `school-${file}.ics`);
      },
    )
    .get(
      '/calendar/team/:schoolId/:file',
      describeFeed(
        "A team's games (a school in one sport, {sportId}.ics) as an iCalendar feed, eight months either side of today",
      ),
      valid('param', teamFeedParamsSchema),
      (c) => {
        const { schoolId, file } = c.req.valid('param');
        return answer(c, { schoolId, sportId: file }, `team-${schoolId}-${file}.ics`);
      },
    );
}
