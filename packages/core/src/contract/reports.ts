import { z } from 'zod';
import { dateStringSchema, idSchema, timestampSchema } from './primitives';
import { duplicateGameSchema, gameSchema } from './games';
import { NOT_PLAYED_STATUSES } from '../games/gameTypes';

/**
 * Stored reports (issue 16; spec §2 /ms-rp, /ms-rp-ad, /mc-rp-ad; §7 msreports, missingscores,
 * mcreports). A report id names a list the nightly jobs stored for one place and one night: the
 * games of a school still without a score when the reminders went out (9:30 pm), the games of a
 * league (county or conference) still without one the morning after (7 am), or a league's possible
 * duplicate games. The mailed link shows that night's list; the pages also show what is missing now.
 */

/** What a report lists. */
export const REPORT_KINDS = ['missingScores', 'duplicateGames'] as const;

/** One of {@link REPORT_KINDS}. */
export type ReportKind = (typeof REPORT_KINDS)[number];

/** A report's place: one school, or one league (a county or conference, a district). */
export const REPORT_SCOPES = ['school', 'district'] as const;

/** A stored report as its pages head it. */
export const reportSummarySchema = z.object({
  id: idSchema,
  kind: z.enum(REPORT_KINDS),
  scope: z.enum(REPORT_SCOPES),
  /** The school's or the league's id. */
  placeId: idSchema,
  /** The school's or the league's name. */
  placeName: z.string(),
  /** The service day whose games it lists. */
  night: dateStringSchema,
  created: timestampSchema,
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** A game of a missing-scores report: the game as it is now, and where its score is reported. */
export const missingScoreGameSchema = z.object({
  game: gameSchema,
  /** Whether it still has no final score. */
  isMissing: z.boolean(),
  /** The score upload page of the game (spec §2 /uploadScores/:id). */
  reportPath: z.string(),
});
export type MissingScoreGame = z.infer<typeof missingScoreGameSchema>;

/**
 * GET msreports/{id}: the report's night as it was stored, each game as it is now (the staff and
 * league view, /ms-rp/:reportId). GET missingscores/{id}: the report's place's past active games
 * that have no score now, newest first, at most {@link MISSING_NOW_LIMIT} (the athletic director's
 * view, /ms-rp-ad/:reportId).
 */
export const missingScoresReportSchema = z.object({
  report: reportSummarySchema,
  items: z.array(missingScoreGameSchema),
});
export type MissingScoresReport = z.infer<typeof missingScoresReportSchema>;

/** The most games 'missing now' lists: a season's worth for a busy league. */
export const MISSING_NOW_LIMIT = 200;

/**
 * PUT msreports/{id} and PUT missingscores/{id}: a game of the report was not played; it is marked
 * postponed or canceled, leaves the list and is no longer reminded. Answers the report again.
 */
export const markNotPlayedSchema = z.strictObject({
  gameId: idSchema,
  status: z.enum(NOT_PLAYED_STATUSES, { error: 'Must be Postponed or Canceled' }),
});
export type MarkNotPlayed = z.infer<typeof markNotPlayedSchema>;

/** A game of a possible-duplicates group (spec §3 "Duplicate-game report"), with what hangs on it. */
export const duplicateCandidateSchema = duplicateGameSchema.extend({
  id: idSchema,
  /** Whether every team has a final score. */
  hasScore: z.boolean(),
  votesCount: z.number().int().nonnegative(),
  /** Members' score reports on it. */
  reportsCount: z.number().int().nonnegative(),
});
export type DuplicateCandidate = z.infer<typeof duplicateCandidateSchema>;

/**
 * GET mcreports/{id}: the league's possible duplicate games, in groups (same sport, same day, same
 * schools), oldest game first; a group once resolved is gone.
 */
export const duplicateGamesReportSchema = z.object({
  report: reportSummarySchema,
  groups: z.array(z.object({ games: z.array(duplicateCandidateSchema) })),
});
export type DuplicateGamesReport = z.infer<typeof duplicateGamesReportSchema>;

/**
 * PUT mcreports/{id} (staff): merge a duplicate into the game kept (its scores fill the kept
 * game's missing ones; its likes, score reports and history move over; then it is deleted), or
 * delete a duplicate. Answers the report again.
 */
export const resolveDuplicateSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('merge'), keepId: idSchema, removeId: idSchema }),
    z.strictObject({ action: z.literal('delete'), gameId: idSchema }),
  ],
  { error: 'Must be merge or delete' },
);
export type ResolveDuplicate = z.infer<typeof resolveDuplicateSchema>;
