import { z } from 'zod';
import { MAX_IMAGE_NAME_LENGTH, MAX_IMAGES } from '../constants';
import { dateStringSchema, seasonSchema, timeStringSchema } from '../contract/primitives';
import { secondsOfDay, type DateString } from '../dates/dateStrings';
import { GAME_TYPES, isCustomEvent } from '../games/gameTypes';
import { optionalId, optionalText, requiredId, requiredText, scoreField } from './fields';
import { UPLOAD_MESSAGES, UPLOADED_IMAGE_URL } from '../scores/scoreUpload';
import { imageNamesTooLongMessage, maxLengthMessage, VALIDATION } from './messages';
import { nfhsLinkSchema, youtubeLinkSchema } from './streamLinks';

const optionalTime = timeStringSchema.nullable().optional();

/** The most teams a game or tournament lists. */
export const MAX_GAME_TEAMS = 64;

/** A school listed twice in one game's teams (ours: the spec is silent). */
export const SCHOOL_TWICE_MESSAGE = 'A school can be listed only once';

/** A game's name or place: one line (it is a title, a feed's SUMMARY, an email's subject). */
const oneLine = z.string().regex(/^[^\r\n]*$/, VALIDATION.oneLine);

/** Whether a start and an end are both given and the end comes first (spec §5 "Game form"). */
function endsBeforeStart(times: {
  startTime?: string | null | undefined;
  endTime?: string | null | undefined;
}): boolean {
  return (
    times.startTime != null &&
    times.endTime != null &&
    secondsOfDay(times.endTime) < secondsOfDay(times.startTime)
  );
}

/** A team on the game form; its score may be blank until the game is played. */
export const gameFormTeamSchema = z.object({
  /** The game result's id, when editing. */
  id: optionalId(),
  schoolId: optionalId(),
  isHomeTeam: z.boolean().default(false),
  finalScore: z
    .union([z.literal(''), z.null(), scoreField(VALIDATION.scoreMin)])
    .optional()
    .transform((v) => (v === '' || v == null ? null : v)),
});
export type GameFormTeam = z.output<typeof gameFormTeamSchema>;

/**
 * The game form and the calendar's create/update body (spec §5 "Game form", spec §7 "Calendar").
 * Games need two teams, each with a school, and a home team unless 'No Home Team' is set; custom
 * events that have a time need a start and an end, the end not before the start.
 */
export const gameFormSchema = z
  .object({
    id: optionalId(),
    /** Save even though duplicates were found (spelled as the API spells it). */
    ignoreDublicates: z.boolean().default(false),
    gameType: z.enum(GAME_TYPES, { error: VALIDATION.required }),
    sportId: requiredId(),
    eventDate: requiredText().pipe(dateStringSchema),
    startTime: optionalTime,
    endTime: optionalTime,
    startTimeUnknown: z.boolean().default(false),
    endTimeUnknown: z.boolean().default(false),
    name: optionalText().pipe(oneLine.max(200, maxLengthMessage(200)).optional()),
    location: optionalText().pipe(oneLine.max(200, maxLengthMessage(200)).optional()),
    notes: z.string().max(10_000, maxLengthMessage(10_000)).nullable().optional(),
    youtubeLink: youtubeLinkSchema,
    nfhsLink: nfhsLinkSchema,
    year: seasonSchema.optional(),
    noHomeTeam: z.boolean().default(false),
    teams: z
      .array(gameFormTeamSchema)
      .max(MAX_GAME_TEAMS, `Must be ${MAX_GAME_TEAMS} teams or fewer`)
      .default([]),
    /** Custom events belong to a school, district and state instead of teams. */
    schoolId: optionalId(),
    districtId: optionalId(),
    stateId: optionalId(),
  })
  .superRefine((game, ctx) => {
    // Whatever the type, an end given with a start comes after it.
    if (!game.startTimeUnknown && endsBeforeStart(game)) {
      ctx.addIssue({ code: 'custom', message: VALIDATION.endBeforeStart, path: ['endTime'] });
    }
    if (isCustomEvent(game.gameType)) {
      if (game.startTimeUnknown) return;
      if (game.startTime == null) {
        ctx.addIssue({ code: 'custom', message: VALIDATION.required, path: ['startTime'] });
      }
      if (game.endTime == null) {
        ctx.addIssue({ code: 'custom', message: VALIDATION.required, path: ['endTime'] });
      }
      return;
    }
    if (game.teams.length < 2) {
      ctx.addIssue({ code: 'custom', message: VALIDATION.twoTeams, path: ['teams'] });
    }
    const listed = new Set<number>();
    game.teams.forEach((team, index) => {
      if (team.schoolId == null) {
        ctx.addIssue({
          code: 'custom',
          message: VALIDATION.schoolRequired,
          path: ['teams', index, 'schoolId'],
        });
      } else if (listed.has(team.schoolId)) {
        ctx.addIssue({
          code: 'custom',
          message: SCHOOL_TWICE_MESSAGE,
          path: ['teams', index, 'schoolId'],
        });
      } else listed.add(team.schoolId);
    });
    if (!game.noHomeTeam && !game.teams.some((t) => t.isHomeTeam)) {
      ctx.addIssue({ code: 'custom', message: VALIDATION.homeTeamRequired, path: ['homeTeam'] });
    }
  });
export type GameFormInput = z.input<typeof gameFormSchema>;
export type GameForm = z.output<typeof gameFormSchema>;

/**
 * Postpone a game (spec §5 "Postpone", spec §7 POST postpone): the new date is not before the
 * original, and 'date unknown' clears the time.
 */
export function postponeSchema(originalDate: DateString) {
  return z
    .object({
      copyFromId: requiredId(),
      eventDate: requiredText().pipe(dateStringSchema),
      startDateUnknown: z.boolean().default(false),
      startTime: optionalTime,
      startTimeUnknown: z.boolean().default(false),
      endTime: optionalTime,
      endTimeUnknown: z.boolean().default(false),
    })
    .refine((v) => v.eventDate >= originalDate, {
      error: VALIDATION.postponeBeforeOriginal,
      path: ['eventDate'],
    })
    .refine((v) => v.startDateUnknown || v.startTimeUnknown || !endsBeforeStart(v), {
      error: VALIDATION.endBeforeStart,
      path: ['endTime'],
    })
    .transform((v) =>
      v.startDateUnknown
        ? { ...v, startTime: null, startTimeUnknown: true, endTime: null, endTimeUnknown: true }
        : v,
    );
}
export type Postpone = z.output<ReturnType<typeof postponeSchema>>;

export { checkScoreEntries, type ScoreEntryCheck, type ScoreFormTeam } from './scoreEntries';

/** POST memberScores: a game and its scores (spec §7). */
export const memberScoresSchema = z.object({
  gameId: requiredId(),
  scores: z
    .array(z.object({ gameResultId: requiredId(), score: scoreField() }))
    .min(1, VALIDATION.required),
});
export type MemberScores = z.output<typeof memberScoresSchema>;

/**
 * The score upload page's scores (spec §3 "Score upload": teams with finalScore), sent with PUT
 * uploadScores/{id}. Its message and photos go apart, as a game post (gamePostSchema), so that
 * they can be added after the score, or by a reader who cannot report it (spec §4 step 2).
 */
export const scoreUploadSchema = z.object({
  teams: z
    .array(z.object({ id: requiredId(), finalScore: scoreField() }))
    .min(1, VALIDATION.required),
});
export type ScoreUpload = z.output<typeof scoreUploadSchema>;

/** The longest message of a game post (not given by the spec; a few paragraphs). */
export const GAME_POST_MESSAGE_MAX = 2000;

/** A photo of a game post: a picture our upload stored, and its file's name (spec §3 "sources"). */
const postSourceSchema = z.object({
  url: z.string().regex(UPLOADED_IMAGE_URL, 'Must be a picture uploaded here'),
  name: z
    .string()
    .trim()
    .min(1, VALIDATION.required)
    .max(MAX_IMAGE_NAME_LENGTH, imageNamesTooLongMessage(MAX_IMAGE_NAME_LENGTH)),
});

/**
 * POST posts/game/{id} (spec §7: gameId, message, sources with url and name): more about a game
 * from the score upload page: a message, photos (at most MAX_IMAGES), or both; never neither.
 */
export const gamePostSchema = z
  .object({
    gameId: requiredId(),
    message: optionalText().pipe(
      z.string().max(GAME_POST_MESSAGE_MAX, maxLengthMessage(GAME_POST_MESSAGE_MAX)).optional(),
    ),
    sources: z.array(postSourceSchema).max(MAX_IMAGES, VALIDATION.maxImages).default([]),
  })
  .refine((post) => post.message != null || post.sources.length > 0, {
    message: UPLOAD_MESSAGES.addSomething,
    path: ['message'],
  });
export type GamePost = z.output<typeof gamePostSchema>;

/** The staff score correction body: each result's final score, null to clear it. */
export const scoreCorrectionSchema = z.object({
  results: z
    .array(
      z.object({
        id: requiredId(),
        finalScore: z.union([z.null(), scoreField()]),
      }),
    )
    .min(1, VALIDATION.required),
});
export type ScoreCorrection = z.output<typeof scoreCorrectionSchema>;
