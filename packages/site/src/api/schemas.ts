// The schemas the site reads answers with, in a chunk of their own: the client loads it while a
// request is under way, so that the validation library is not in a page's first load (docs/architecture.md
// budget "site JS before the first route renders"). API modules pick from here (client.ts).
import {
  districtSchema,
  divisionSchema,
  leagueSchema,
  pagedSchema,
  playoffSchema,
  roleEntrySchema,
  schoolSchema,
  scoreHistoryEntrySchema,
  spiritPointsByDateSchema,
  spiritPointsByMonthSchema,
  sportSchema,
  stateSchema,
  streamSchema,
} from '@csz/core';
import { z } from 'zod';

export {
  accountCheckResponseSchema,
  bracketSchema,
  calendarMessageSchema,
  calendarSaveAnswerSchema,
  categoriesSchema,
  chosenAdSchema,
  coachReportSchema,
  coachReportsPageSchema,
  commentsPageSchema,
  duplicateGamesReportSchema,
  embedBuilderSettingsSchema,
  gamePostAnswerSchema,
  gameReactionSchema,
  gameSchema,
  gamesPageSchema,
  headCoachResponseSchema,
  imageUploadAnswerSchema,
  leaderboardSchema,
  linkPreviewSchema,
  loginResponseSchema,
  memberFeedPageSchema,
  missingScoresReportSchema,
  moderationQueueSchema,
  notificationsPageSchema,
  pinnedPostSchema,
  postSchema,
  postsPageSchema,
  profileSchema,
  scheduleDatesSchema,
  schedulesResponseSchema,
  scoreDecisionsAnswerSchema,
  scoreReportAnswerSchema,
  scoreReviewQueueSchema,
  shareGameResponseSchema,
  spiritStatsSchema,
  standingsResponseSchema,
  teamCalendarSchema,
  uploadScoresSchema,
} from '@csz/core';

export const statesPage = pagedSchema(stateSchema);
export const districtsPage = pagedSchema(districtSchema);
export const schoolsPage = pagedSchema(schoolSchema);
export { schoolSchema as school };
export const leaguesPage = pagedSchema(leagueSchema);
export const divisionsPage = pagedSchema(divisionSchema);
export const sportsPage = pagedSchema(sportSchema);
export const streamsPage = pagedSchema(streamSchema);
export const playoffsList = z.array(playoffSchema);
export const scoreHistory = z.array(scoreHistoryEntrySchema);
export const roleEntries = z.object({ items: z.array(roleEntrySchema) });
export { roleEntrySchema as roleEntry };
/** PUT forums/reactions/{id}: the post's likes as the server counts them after the like. */
export const postReactionAnswer = z.object({
  upvotes: z.number().int().nonnegative(),
  youVoted: z.boolean(),
});
/** GET memberRoles/pending: the oldest 200 requests the caller may decide, and how many wait. */
export const pendingRoles = z.object({
  items: z.array(roleEntrySchema.extend({ memberEmail: z.string(), memberName: z.string() })),
  total: z.number().int().nonnegative(),
});
/** POST notifications/read: how many are unread now (none). */
export const unreadAnswer = z.object({ unread: z.number().int().nonnegative() });
export const pointsByDate = z.array(spiritPointsByDateSchema);
export const pointsByMonth = z.array(spiritPointsByMonthSchema);
/** An answer whose body only says what happened ('Message Sent'). */
export const message = z.object({ message: z.string() });
/** An answer whose body the caller does not read. */
export const anything = z.unknown();
