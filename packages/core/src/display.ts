/**
 * The zod-free part of core, for the embed bundle (docs/architecture.md "Toolchain": bundling zod grows an
 * embed from ~7 KB to ~31 KB gzipped). Nothing reachable from here may import zod; display.test.ts
 * bundles this file and fails if it does.
 */
export {
  CONTACT_EMAIL,
  DEFAULT_PAGE_TITLE,
  MAX_TEAMS_SHOWN,
  NETWORK_NAME,
  PAGE_SIZES,
  SEE_MORE_TEAMS,
  TIMERS_MS,
  WIDGET_DEFAULTS,
} from './constants';
export { MESSAGES } from './messages/catalogue';
export { GENERAL_MESSAGES } from './messages/general';
export { ROLE_LIST_MESSAGES } from './messages/roles';
export { scoreAccuracy } from './spirit/spiritPoints';
export { GAME_MESSAGES, SCORE_MESSAGES } from './messages/scores';
export { STANDINGS_MESSAGES } from './messages/standings';
export { SCHEDULE_MESSAGES, emptyLeagueScheduleMessage } from './messages/schedules';
export {
  daysBetween,
  isDateString,
  isTimeString,
  shiftDate,
  toDate,
  toDateString,
  type DateString,
  type TimeString,
} from './dates/dateStrings';
export {
  FIRST_SEASON_START_YEAR,
  SEASON_ROLLOVER,
  isSeason,
  seasonLabel,
  seasonOf,
  seasonWindow,
  seasonsList,
  type Season,
} from './dates/seasons';
export {
  CALENDAR_DAYS_AHEAD,
  CALENDAR_FIRST_DAY,
  calendarRange,
  dateStrip,
  isInCalendarRange,
  nearestAvailableDate,
  relativeDayLabel,
  shortDayLabel,
  type DateWithGames,
} from './dates/calendar';
export { formatNumber } from './text/numbers';
export {
  formatLongDate,
  formatMonthDay,
  formatMonthYear,
  monthName,
  formatShortDate,
  formatStartTime,
  formatTime,
  weekdayName,
} from './dates/format';
export {
  GAME_TYPES,
  GAME_STATUSES,
  isCustomEvent,
  type GameStatus,
  type GameType,
} from './games/gameTypes';
export { hasAnyScore, scoreLabel, type ScoreLabel, type ScoreLabelGame } from './games/scoreLabel';
export { orderTeamsForDisplay, teamOutcomes, visibleTeams, type Outcome } from './games/gameTeams';
export { isVisibleOnCalendar, statusLabel } from './games/calendarVisibility';
export { TEAMS_TO_COME, matchup, scoreSummary, type SummaryGame } from './games/scoreSummary';
export { aLine, formatWinPercentage, winPercentage } from './standings/records';
export { describeTiebreakOrder } from './standings/tiebreakers';
export {
  AD_SLOTS,
  AD_SLOT_INFO,
  AD_CADENCE,
  gamesWithAds,
  interleaveAds,
  type AdSlot,
  type AdSize,
  type WithAds,
} from './ads/ads';
export type { ListState } from './lists/listLoad';
export { pageTitle } from './text/pageTitle';
export { isTrustedStreamUrl, toEmbedVideoUrl, watchUrl } from './text/videoLinks';
export { parseHexColor, readableTextOn, schoolAccents, type ThemeAccents } from './text/colors';
export { linkHost, safeWebLink } from './text/links';
export {
  PATHS,
  bracketPath,
  calendarFeedPath,
  gamePath,
  scheduleExportPath,
  selectionPath,
  webcalUrl,
  type SelectionPage,
} from './routes/paths';
export { isCountyPickerEnabled } from './selection/fetchConditions';
export { EMPTY_SELECTION, type Selection } from './selection/selection';
export type { Coach, Game, GameTeam, Schedule, Stream } from './contract/games';
export type { District, School, Sport, State } from './contract/lookups';
export type { Bracket, BracketMatch, BracketSlot, BracketTeam, Playoff } from './contract/playoffs';
export type { LinkPreview, Post, PostSource, PostTag } from './contract/forum';
export type {
  Leaderboard,
  Notification,
  Profile,
  SpiritPointsByDate,
  SpiritPointsByMonth,
  SpiritStats,
} from './contract/accounts';
export type { Standing, StandingGroup } from './contract/standings';
export type { WidgetParams, WidgetTheme } from './contract/widgets';
export {
  bracketNeighbours,
  isByeMatch,
  layoutBracket,
  matchNumbers,
  type BracketLayout,
  type BracketNeighbours,
  type PlacedMatch,
} from './playoffs/bracketLayout';
export {
  EMBED_KINDS,
  EMBED_PARAMS,
  EMBED_TITLES,
  LOADER_PATH,
  cssLength,
  escapeHtml,
  fallbackPath,
  frameUrl,
  iframeCode,
  paramAttribute,
  scriptCode,
  type EmbedKind,
  type EmbedParam,
  type EmbedParams,
} from './embeds/embedCode';
export {
  LIVE_DAYS_BACK,
  applyScoreChange,
  takesLiveScores,
  type ScoreChange,
} from './games/scoreChanges';
export { ROLE_LABELS, groupRoles, type GroupedRoles, type MemberRole } from './roles/roles';
export {
  DISPUTED_LABEL,
  SCORE_PROVENANCES,
  SCORE_PROVENANCE_LABELS,
  scoreProvenanceText,
  type ScoreProvenance,
} from './scores/scoreReports';
export type {
  EmbedFrameData,
  FrameLinks,
  ScoreboardFilter,
  ScoreboardFrameData,
  StandingsFrameData,
} from './embeds/frameData';
export {
  COMPACT_SCOREBOARD,
  FIT_CONTENT,
  FIT_PARAM,
  FRAME_VIEW_PARAMS,
  chosenStandings,
  fittedFrameHeight,
  frameFields,
  frameHref,
  fullStandingsPath,
  isCompactFrame,
  scoreboardPageSize,
  type FrameSettings,
  type FrameView,
  type FrameViewParam,
  withSport,
} from './embeds/frameView';
export { SAFE_HTML_TAGS, decodeEntities } from './text/safeHtml';
