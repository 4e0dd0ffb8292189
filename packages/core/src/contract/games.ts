import { z } from 'zod';
import { GAME_STATUSES, GAME_TYPES } from '../games/gameTypes';
import { SCORE_PROVENANCES } from '../scores/scoreReports';
import { listLeagueSchema } from './lookups';
import {
  dateStringSchema,
  idSchema,
  seasonSchema,
  timeStringSchema,
  timestampSchema,
  urlSchema,
} from './primitives';

/** A team's record with home and away splits, shown per team on the game page (spec §3). */
export const teamRecordSchema = z.object({
  won: z.number().int().nonnegative(),
  lose: z.number().int().nonnegative(),
  tie: z.number().int().nonnegative(),
  homeWon: z.number().int().nonnegative(),
  homeLose: z.number().int().nonnegative(),
  homeTie: z.number().int().nonnegative(),
  awayWon: z.number().int().nonnegative(),
  awayLose: z.number().int().nonnegative(),
  awayTie: z.number().int().nonnegative(),
});
export type TeamRecord = z.infer<typeof teamRecordSchema>;

/** A team in a game with its result (spec §3 "Game team/result"); id is the game result's id. */
export const gameTeamSchema = z.object({
  id: idSchema,
  name: z.string(),
  shortName: z.string(),
  imgUrl: z.string().nullable(),
  /** Final score, null until reported. */
  score: z.number().int().nonnegative().nullable(),
  /** Null until the game has a result. */
  isWon: z.boolean().nullable(),
  isHome: z.boolean(),
  schoolId: idSchema,
  districtId: idSchema,
  stateId: idSchema,
  sportId: idSchema,
  /** Whether the viewer may enter this team's score (spec §6). */
  canEdit: z.boolean(),
  /** The team's season record, on the game page. */
  standings: teamRecordSchema.optional(),
});
export type GameTeam = z.infer<typeof gameTeamSchema>;

/** A coach on file for a team (spec §3 "Coach"). */
export const coachSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  cellPhone: z.string().nullable(),
  email: z.string().nullable(),
});
export type Coach = z.infer<typeof coachSchema>;

/** Win, loss and tie counts of a team, in schedule views. */
export const wltSchema = z.object({
  win: z.number().int().nonnegative(),
  loss: z.number().int().nonnegative(),
  tie: z.number().int().nonnegative(),
});

/** A game or event (spec §3 "Game"). */
export const gameSchema = z.object({
  id: idSchema,
  /** The same id under its other name. */
  gameId: idSchema.optional(),
  name: z.string(),
  sport: z.object({ id: idSchema, name: z.string() }),
  /** Null means a custom event. */
  gameType: z.enum(GAME_TYPES).nullable(),
  status: z.enum(GAME_STATUSES),
  eventDate: dateStringSchema,
  isEventDateTBD: z.boolean(),
  startTime: timeStringSchema.nullable(),
  endTime: timeStringSchema.nullable(),
  startTimeUnknown: z.boolean(),
  isTBD: z.boolean(),
  /** IANA time zone of the venue. */
  tz: z.string(),
  location: z.string().nullable(),
  /** Sanitised HTML. */
  notes: z.string().nullable(),
  teams: z.array(gameTeamSchema),
  canSubmitScores: z.boolean(),
  /** Where the published score comes from (core scores/scoreReports.ts); null without one. */
  scoreProvenance: z.enum(SCORE_PROVENANCES).nullable().default(null),
  /** Reports disagree with each other or with the published score, until staff decide. */
  isScoreDisputed: z.boolean().default(false),
  hasNotes: z.boolean(),
  translationKey: z.string().nullable(),
  youtubeLink: urlSchema.nullable(),
  nfhsLink: urlSchema.nullable(),
  postsCount: z.number().int().nonnegative(),
  votesCount: z.number().int().nonnegative(),
  youVoted: z.boolean(),
  noHomeTeam: z.boolean(),
  /** The game that replaced this one when it was postponed. */
  nextPostponeGame: idSchema.nullable(),
  year: seasonSchema,
  results: z.array(gameTeamSchema).optional(),
  coaches: z.array(coachSchema).optional(),
  league: listLeagueSchema.optional(),
  /** From the viewing school's side, in schedules. */
  gameScoreStatus: z.enum(['W', 'L', 'T']).nullable().optional(),
  myScore: z.number().int().nonnegative().nullable().optional(),
  opponentScore: z.number().int().nonnegative().nullable().optional(),
  wlt: wltSchema.optional(),
  opponent: z.string().optional(),
  created: timestampSchema,
});
export type Game = z.infer<typeof gameSchema>;

/** The answer to a score report (POST memberScores): what it did, in the spec's words. */
export const scoreReportAnswerSchema = z.object({
  message: z.string(),
  /** published: the score is up; agrees: it matches the score up; pending: staff review it;
   *  disputed: it disagrees with the score up or another report, and staff decide. */
  outcome: z.enum(['published', 'agrees', 'pending', 'disputed']),
  /** The provenance of the score now published, if any. */
  scoreProvenance: z.enum(SCORE_PROVENANCES).nullable(),
});
export type ScoreReportAnswer = z.infer<typeof scoreReportAnswerSchema>;

/** One member's open report in the staff review queue. */
export const scoreReviewReportSchema = z.object({
  id: idSchema,
  memberId: idSchema,
  memberName: z.string(),
  /** The reporter reported for one of the schools (coach, director). */
  bySchool: z.boolean(),
  /** What it did when it came (scoreReportAnswerSchema's outcome). */
  outcome: z.enum(['published', 'agrees', 'pending', 'disputed']),
  /** Final scores by game result id. */
  scores: z.record(z.string(), z.number().int().nonnegative()),
  /** The reporter's accuracy so far: correct of decided, and percent (100 with none). */
  accuracy: z.object({
    correct: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    percent: z.number().int().min(0).max(100),
  }),
  created: timestampSchema,
});
export type ScoreReviewReport = z.infer<typeof scoreReviewReportSchema>;

/**
 * A post about a game from the score upload page (POST posts/game/{id}), as staff read it: who
 * (a member's name, or 'Guest' for a post without an account, which is held until staff look),
 * the message and the photos.
 */
export const gamePostViewSchema = z.object({
  id: idSchema,
  authorName: z.string(),
  /** Sent without an account or link: kept from the public until staff have looked at it. */
  held: z.boolean(),
  message: z.string().nullable(),
  photos: z.array(z.object({ url: z.string(), name: z.string() })),
  created: timestampSchema,
});
export type GamePostView = z.infer<typeof gamePostViewSchema>;

/** The answer to a game post: its id, whether it is held for staff, and the spec's thanks. */
export const gamePostAnswerSchema = z.object({
  id: idSchema,
  held: z.boolean(),
  message: z.string(),
});
export type GamePostAnswer = z.infer<typeof gamePostAnswerSchema>;

/** The answer to an image upload (POST upload/images): where the stored picture is served. */
export const imageUploadAnswerSchema = z.object({ url: z.string() });
export type ImageUploadAnswer = z.infer<typeof imageUploadAnswerSchema>;

/**
 * GET uploadScores/{id}: the game, each team's canEdit for this reader (core uploadCanEdit), and
 * who the reader is: 'link' (a valid upload link), 'member' (logged in) or null (asked to log in).
 */
export const uploadScoresSchema = z.object({
  game: gameSchema,
  reader: z.enum(['link', 'member']).nullable(),
});
export type UploadScores = z.infer<typeof uploadScoresSchema>;

/** The staff review queue: games with open reports, disputed first, then the oldest. */
export const scoreReviewQueueSchema = z.object({
  items: z.array(
    z.object({
      game: gameSchema,
      reports: z.array(scoreReviewReportSchema),
      /** The game's posts from the upload page, newest first. */
      posts: z.array(gamePostViewSchema).default([]),
    }),
  ),
});
export type ScoreReviewQueue = z.infer<typeof scoreReviewQueueSchema>;

/** The most reports staff decide in one request. */
export const MAX_BULK_DECISIONS = 100;

/** POST scoreReports/decisions: staff approve or reject several reports in one request. */
export const scoreDecisionsSchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: 'Must be approve or reject' }),
  reportIds: z
    .array(idSchema)
    .min(1, 'Choose at least one report')
    .max(MAX_BULK_DECISIONS, `Choose at most ${MAX_BULK_DECISIONS} reports`),
});
export type ScoreDecisions = z.infer<typeof scoreDecisionsSchema>;

/**
 * What became of each report of a bulk decision, in the order sent: decided (ok, with its game), or
 * refused with the status and words a single decision would have had (404 no such report, 409
 * already decided, as when approving another report of its game settled it).
 */
export const scoreDecisionsAnswerSchema = z.object({
  results: z.array(
    z.object({
      reportId: idSchema,
      ok: z.boolean(),
      status: z.number().int(),
      message: z.string(),
      gameId: idSchema.nullable(),
    }),
  ),
});
export type ScoreDecisionsAnswer = z.infer<typeof scoreDecisionsAnswerSchema>;

/**
 * One change of a game's published score, in its public history (issue 16): when, by whom in
 * words (a role, 'Two reporters', 'CSZ staff'; never an email), what the score became, and each
 * team's score before and after.
 */
export const scoreHistoryEntrySchema = z.object({
  at: timestampSchema,
  by: z.string(),
  provenance: z.enum(SCORE_PROVENANCES),
  teams: z.array(
    z.object({
      name: z.string(),
      before: z.number().int().nonnegative().nullable(),
      after: z.number().int().nonnegative().nullable(),
    }),
  ),
});
export type ScoreHistoryEntry = z.infer<typeof scoreHistoryEntrySchema>;

/** Games of a day grouped by sport (games/groupedBySports). */
export const gamesBySportSchema = z.object({
  sportId: idSchema,
  sportName: z.string(),
  games: z.array(gameSchema),
});
export type GamesBySport = z.infer<typeof gamesBySportSchema>;

/** The scoreboard's games page: items, total and the league (spec §7). */
export const gamesPageSchema = z.object({
  items: z.array(gameSchema),
  total: z.number().int().nonnegative(),
  league: listLeagueSchema,
});
export type GamesPage = z.infer<typeof gamesPageSchema>;

/** A live stream link (spec §3 "Stream"). */
export const streamSchema = z.object({
  id: idSchema,
  youtubeLink: urlSchema.nullable(),
  nfhsLink: urlSchema.nullable().optional(),
  results: z.array(z.object({ school: z.object({ name: z.string() }) })),
  eventDate: dateStringSchema,
});
export type Stream = z.infer<typeof streamSchema>;

/** One sport's schedule for a school (spec §3 "Schedule"). */
export const scheduleSchema = z.object({
  sportId: idSchema,
  sportName: z.string(),
  gamesPast: z.array(gameSchema),
  gamesFuture: z.array(gameSchema),
});
export type Schedule = z.infer<typeof scheduleSchema>;

/** schedules/v2: a school's schedules and its league (spec §7). */
export const schedulesResponseSchema = z.object({
  schedules: z.array(scheduleSchema),
  league: listLeagueSchema,
});
export type SchedulesResponse = z.infer<typeof schedulesResponseSchema>;

/** Days with games, for the date strip and calendar: ['yyyy-MM-dd', games] pairs (spec §7). */
export const scheduleDatesSchema = z.array(
  z.tuple([dateStringSchema, z.number().int().nonnegative()]),
);
export type ScheduleDates = z.infer<typeof scheduleDatesSchema>;

/** A game found to clash with one being saved (spec §3 "Duplicate-game report"). */
export const duplicateGameSchema = z.object({
  eventDate: dateStringSchema,
  startTime: timeStringSchema.nullable(),
  sportName: z.string(),
  teams: z.array(z.object({ schoolName: z.string() })),
  created: timestampSchema,
  createdBy: z.string(),
});
export type DuplicateGame = z.infer<typeof duplicateGameSchema>;

/** The headCoach/{a}/{b} answer: items[0] is the coach (spec §7). */
export const headCoachResponseSchema = z.object({ items: z.array(coachSchema) });

/** What a member does to a game with PUT games/reactions/{id} (spec §7). */
export const GAME_REACTIONS = ['Like', 'Unlike'] as const;

/** One of {@link GAME_REACTIONS}. */
export type GameReactionType = (typeof GAME_REACTIONS)[number];

/** The body of PUT games/reactions/{id}: a like or an unlike (spec §4 "Game like"). */
export const gameReactionRequestSchema = z.object({
  type: z.enum(GAME_REACTIONS, { error: 'Must be Like or Unlike' }),
});
export type GameReactionRequest = z.infer<typeof gameReactionRequestSchema>;

/** The answer to a like or an unlike: the game's count and whether the member now likes it. */
export const gameReactionSchema = z.object({
  votesCount: z.number().int().nonnegative(),
  youVoted: z.boolean(),
});
export type GameReaction = z.infer<typeof gameReactionSchema>;
