import { z } from 'zod';
import { AD_SLOTS } from '../ads/ads';
import { PAGE_SIZES } from '../constants';
import { EVENT_TYPE_FILTERS } from '../games/gameTypes';
import { GAME_STATUSES } from '../games/gameTypes';
import { booleanParamSchema, dateStringSchema, idParamSchema, seasonSchema } from './primitives';

/**
 * Query and path parameters of the read API (spec §7). Every request is parsed with one of these,
 * so a bad value gets a 400 with the message below and never reaches the database.
 */

/** A page number: a whole number from 1. */
export const pageParamSchema = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .min(1, 'Must be 1 or more')
  .max(1_000_000, 'Must be 1000000 or less')
  .default(1);

/** A page size from 1 to the spec's largest, 5000. */
export function perPageParamSchema(defaultSize: number) {
  return z.coerce
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(1, 'Must be 1 or more')
    .max(PAGE_SIZES.lookupsMax, `Must be ${PAGE_SIZES.lookupsMax} or less`)
    .default(defaultSize);
}

/** isActive, page and perPage, which every list takes (spec §7). */
function listParams(defaultSize: number) {
  return {
    /** Only active records. @default true */
    isActive: blankAsMissing(booleanParamSchema.default(true)),
    page: blankAsMissing(pageParamSchema),
    perPage: blankAsMissing(perPageParamSchema(defaultSize)),
  };
}

/** An empty query value (`stateId=`, as forms send an unpicked field) counts as left out. */
function blankAsMissing<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema);
}

/** A query parameter that may be left out. */
function optionalParam<T extends z.ZodType>(schema: T) {
  return blankAsMissing(schema.optional());
}

const optionalId = optionalParam(idParamSchema);
const optionalDate = optionalParam(dateStringSchema);
const optionalSeason = optionalParam(seasonSchema);
const searchTerm = z.string().trim().max(100, 'Must be 100 characters or less').optional();

/** A comma-separated list of ids in a query string: '3,5,8'. */
export const idListParamSchema = z
  .string()
  .trim()
  .regex(/^\d+(,\d+)*$/, 'Must be ids separated by commas')
  .transform((v) => [...new Set(v.split(',').map(Number))])
  .refine((ids) => ids.length <= 100, 'Must be 100 ids or fewer')
  .refine((ids) => ids.every((id) => id > 0), 'Must be positive ids');

/** GET states. */
export const statesQuerySchema = z.object(listParams(PAGE_SIZES.lookups));

/** GET districts (counties, conferences) of a state. */
export const districtsQuerySchema = z.object({
  stateId: optionalId,
  ...listParams(PAGE_SIZES.lookups),
});

/** GET schools: by district, or by searchTerm within a state or all states. */
export const schoolsQuerySchema = z.object({
  districtId: optionalId,
  stateId: optionalId,
  searchTerm,
  /** Search every state, not only stateId's. @default false */
  isAllStates: blankAsMissing(booleanParamSchema.default(false)),
  ...listParams(PAGE_SIZES.lookups),
});

/** GET sports with the spec's filters. */
export const sportsQuerySchema = z.object({
  districtId: optionalId,
  schoolId: optionalId,
  stateId: optionalId,
  season: optionalSeason,
  /** Only sports that have playoff brackets. */
  isForPlayoff: optionalParam(booleanParamSchema),
  /** Only parent sports (true) or only playable sports (false). */
  isParent: optionalParam(booleanParamSchema),
  sort: z.enum(['name', 'weight'], { error: 'Must be name or weight' }).default('weight'),
  order: z.enum(['asc', 'desc'], { error: 'Must be asc or desc' }).default('asc'),
  searchTerm,
  ...listParams(PAGE_SIZES.lookups),
});

/** GET leagues. */
export const leaguesQuerySchema = z.object({
  stateId: optionalId,
  districtId: optionalId,
  ...listParams(PAGE_SIZES.lookups),
});

/** GET divisions: a league's divisions, in the league's order. */
export const divisionsQuerySchema = z.object({
  leagueId: idParamSchema,
  page: blankAsMissing(pageParamSchema),
  perPage: blankAsMissing(perPageParamSchema(PAGE_SIZES.lookups)),
});

const dateRange = {
  from: optionalDate,
  to: optionalDate,
};

function fromNotAfterTo(v: { from?: string | undefined; to?: string | undefined }) {
  return v.from == null || v.to == null || v.from <= v.to;
}
const RANGE_ORDER = { error: 'Must not be after to', path: ['from'] };

/**
 * GET games: the scoreboard and lists of games. `countyId` is accepted for `districtId`. With
 * hideFuture the season filter is dropped (spec §5: "The games fetch drops the season filter when
 * future games are hidden"), so the latest results show across a season's turn.
 */
export const gamesQuerySchema = z
  .object({
    date: optionalDate,
    ...dateRange,
    stateId: optionalId,
    districtId: optionalId,
    countyId: optionalId,
    schoolId: optionalId,
    sportId: optionalId,
    season: optionalSeason,
    year: optionalSeason,
    eventType: z
      .enum(Object.keys(EVENT_TYPE_FILTERS) as ['games', 'scrimmages'], {
        error: 'Must be games or scrimmages',
      })
      .optional(),
    status: z.enum(GAME_STATUSES, { error: 'Must be Active, Postponed or Canceled' }).optional(),
    /** Only games up to today. @default false */
    hideFuture: blankAsMissing(booleanParamSchema.default(false)),
    ...listParams(PAGE_SIZES.default),
  })
  .refine(fromNotAfterTo, RANGE_ORDER)
  .transform(({ countyId, year, ...v }) => ({
    ...v,
    districtId: v.districtId ?? countyId,
    season: v.hideFuture ? undefined : (v.season ?? year),
  }));
export type GamesQuery = z.output<typeof gamesQuerySchema>;

/** GET games/groupedBySports: a day's games by sport. */
export const groupedBySportsQuerySchema = z.object({
  date: dateStringSchema,
  stateId: optionalId,
  districtId: optionalId,
  sportId: optionalId,
});

/** GET games/streams: games with a live stream link. */
export const streamsQuerySchema = z
  .object({
    date: optionalDate,
    ...dateRange,
    stateId: optionalId,
    districtId: optionalId,
    schoolId: optionalId,
    sportId: optionalId,
    ...listParams(PAGE_SIZES.default),
  })
  .refine(fromNotAfterTo, RANGE_ORDER);

/** The longest span a calendar or dates query covers: the ±8-month calendar window and some. */
export const MAX_RANGE_DAYS = 500;

function spanDays(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** GET games/calendar and GET games/dates: games (or days with games) between two days. */
export const calendarQuerySchema = z
  .object({
    from: dateStringSchema,
    to: dateStringSchema,
    stateId: optionalId,
    districtId: optionalId,
    schoolId: optionalId,
    sportId: optionalId,
  })
  .refine(fromNotAfterTo, RANGE_ORDER)
  .refine((v) => spanDays(v.from, v.to) <= MAX_RANGE_DAYS, {
    error: `Must span ${MAX_RANGE_DAYS} days or fewer`,
    path: ['to'],
  });

/** GET events: custom events (no teams to score). */
export const eventsQuerySchema = z
  .object({
    ...dateRange,
    stateId: optionalId,
    districtId: optionalId,
    schoolId: optionalId,
    ...listParams(PAGE_SIZES.default),
  })
  .refine(fromNotAfterTo, RANGE_ORDER);

/** GET standings (spec §7: stateId, countyId, sportId, schoolIds, year). */
export const standingsQuerySchema = z.object({
  stateId: optionalId,
  countyId: optionalId,
  sportId: optionalId,
  schoolIds: optionalParam(idListParamSchema),
  year: optionalSeason,
});

/** GET standings/bySchools: the records of some schools in a sport. */
export const standingsBySchoolsQuerySchema = z.object({
  schoolIds: idListParamSchema,
  sportId: idParamSchema,
  year: optionalSeason,
});

/** GET schedules/v2 (spec §7: stateId, countyId, schoolId, season, optional sportId). */
export const schedulesQuerySchema = z.object({
  stateId: optionalId,
  countyId: optionalId,
  schoolId: optionalId,
  season: optionalSeason,
  sportId: optionalId,
});

/** GET playoffs: a state's brackets by sport for a season. */
export const playoffsQuerySchema = z.object({
  stateId: optionalId,
  sportId: optionalId,
  season: optionalSeason,
});

/** GET brackets: a flat list of brackets, with the playoffs filters. */
export const bracketsQuerySchema = playoffsQuerySchema.extend(listParams(PAGE_SIZES.lookups));

/**
 * GET ads: the ad for a slot where the reader is (spec §1 "chosen by region"). `countyId` is
 * accepted for `districtId`; `rotation` turns through ads of equal rank (a page-view counter, say).
 */
export const adsQuerySchema = z
  .object({
    slot: z.enum(AD_SLOTS, { error: `Must be one of ${AD_SLOTS.join(', ')}` }),
    stateId: optionalId,
    districtId: optionalId,
    countyId: optionalId,
    rotation: blankAsMissing(
      z.coerce
        .number({ error: 'Must be a number' })
        .int('Must be a whole number')
        .min(0, 'Must be 0 or more')
        .max(1_000_000, 'Must be 1000000 or less')
        .default(0),
    ),
  })
  .transform(({ countyId, ...v }) => ({ ...v, districtId: v.districtId ?? countyId }));
export type AdsQuery = z.output<typeof adsQuerySchema>;

/** A path with one id: games/{id}, playoffsforest/{id}. */
export const idPathSchema = z.object({ id: idParamSchema });

/**
 * The score upload page's link token (GET and PUT uploadScores/{id}, POST posts/game/{id}):
 * optional, as a member may report logged in instead; the server checks its signature and game.
 */
export const uploadTokenQuerySchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(2000, 'Must be 2000 characters or less')
    .optional(),
});

/** headCoach/{schoolId}/{sportId}. */
export const headCoachPathSchema = z.object({ schoolId: idParamSchema, sportId: idParamSchema });

/**
 * GET /api/live/scores: the score changes of the games a page or an embed frame shows, pushed as
 * server-sent events. Every filter is optional; a change is sent when it matches all that are given.
 */
export const liveScoresQuerySchema = z
  .object({
    stateId: optionalId,
    districtId: optionalId,
    countyId: optionalId,
    schoolId: optionalId,
    sportId: optionalId,
    date: optionalDate,
  })
  .transform(({ countyId, ...v }) => ({ ...v, districtId: v.districtId ?? countyId }));
export type LiveScoresQuery = z.output<typeof liveScoresQuerySchema>;
