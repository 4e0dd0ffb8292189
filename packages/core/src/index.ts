// The public API of @csz/core: explicit named exports only (STYLE.md "Public API").

// Constants and messages (spec §8, §9)
export {
  BREAKPOINTS,
  CALENDAR_HEIGHT,
  CONTACT_EMAIL,
  DEFAULT_PAGE_TITLE,
  DEFAULT_TOKEN_EXPIRY_SECONDS,
  HOME_STICKY_OFFSET,
  IMAGE_LABEL_LENGTH,
  IMAGE_TYPES,
  LENGTHS,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_NAME_LENGTH,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIZE_LABEL,
  MAX_IMAGES,
  MAX_TEAMS_SHOWN,
  NETWORK_NAME,
  PAGE_SIZES,
  SEE_MORE_TEAMS,
  SHARE_POPUP,
  TIMERS_MS,
  WIDGET_DEFAULTS,
} from './constants';
export { ACCOUNT_MESSAGES } from './messages/accounts';
export { FORUM_MESSAGES } from './messages/forum';
export { GENERAL_MESSAGES } from './messages/general';
export { SCHEDULE_MESSAGES } from './messages/schedules';
export { GAME_MESSAGES, SCORE_MESSAGES } from './messages/scores';
export { STANDINGS_MESSAGES } from './messages/standings';
export {
  MESSAGES,
  cantActOnPostMessage,
  confirmPostActionMessage,
  emptyLeagueScheduleMessage,
  postPageErrorMessage,
  savedMessage,
  tooManyAttemptsMessage,
} from './messages/catalogue';

// The API contract (spec §3, §7)
export {
  booleanParamSchema,
  dateStringSchema,
  MAX_ID,
  idParamSchema,
  idSchema,
  listSchema,
  pagedSchema,
  seasonSchema,
  timeStringSchema,
  timestampSchema,
  urlSchema,
} from './contract/primitives';
export {
  districtSchema,
  leagueSchema,
  divisionSchema,
  listLeagueSchema,
  schoolSchema,
  sportSchema,
  stateSchema,
  type District,
  type League,
  type Division,
  type ListLeague,
  type School,
  type Sport,
  type State,
} from './contract/lookups';
export {
  GAME_REACTIONS,
  MAX_BULK_DECISIONS,
  coachSchema,
  duplicateGameSchema,
  gamePostAnswerSchema,
  gamePostViewSchema,
  imageUploadAnswerSchema,
  scoreDecisionsAnswerSchema,
  scoreDecisionsSchema,
  uploadScoresSchema,
  gameReactionRequestSchema,
  gameReactionSchema,
  gameSchema,
  gameTeamSchema,
  gamesBySportSchema,
  scoreHistoryEntrySchema,
  scoreReportAnswerSchema,
  scoreReviewQueueSchema,
  scoreReviewReportSchema,
  gamesPageSchema,
  headCoachResponseSchema,
  scheduleDatesSchema,
  scheduleSchema,
  schedulesResponseSchema,
  streamSchema,
  teamRecordSchema,
  wltSchema,
  type Coach,
  type DuplicateGame,
  type Game,
  type GameReaction,
  type GameReactionRequest,
  type GameReactionType,
  type GameTeam,
  type GamesBySport,
  type GamePostAnswer,
  type GamePostView,
  type ImageUploadAnswer,
  type ScoreDecisions,
  type ScoreDecisionsAnswer,
  type ScoreHistoryEntry,
  type ScoreReportAnswer,
  type ScoreReviewQueue,
  type ScoreReviewReport,
  type UploadScores,
  type GamesPage,
  type Schedule,
  type ScheduleDates,
  type SchedulesResponse,
  type Stream,
  type TeamRecord,
} from './contract/games';
export {
  MISSING_NOW_LIMIT,
  REPORT_KINDS,
  REPORT_SCOPES,
  duplicateCandidateSchema,
  duplicateGamesReportSchema,
  markNotPlayedSchema,
  missingScoreGameSchema,
  missingScoresReportSchema,
  reportSummarySchema,
  resolveDuplicateSchema,
  type DuplicateCandidate,
  type DuplicateGamesReport,
  type MarkNotPlayed,
  type MissingScoreGame,
  type MissingScoresReport,
  type ReportKind,
  type ReportSummary,
  type ResolveDuplicate,
} from './contract/reports';
export { chosenAdSchema, servedAdSchema, type ChosenAd, type ServedAd } from './contract/ads';
export {
  standingGroupSchema,
  standingSchema,
  standingsResponseSchema,
  type Standing,
  type StandingGroup,
  type StandingGroupShape,
  type StandingsResponse,
} from './contract/standings';
export {
  bracketMatchSchema,
  bracketSchema,
  bracketSlotSchema,
  bracketTeamSchema,
  playoffSchema,
  type Bracket,
  type BracketMatch,
  type BracketSlot,
  type BracketTeam,
  type Playoff,
} from './contract/playoffs';
export {
  FORUM_CATEGORIES,
  HIDDEN_BY_ADMIN,
  TAG_TYPES,
  claimSchema,
  feedItemSchema,
  linkPreviewSchema,
  postDraftSchema,
  postSchema,
  postSourceSchema,
  postTagSchema,
  postsPageSchema,
  type Claim,
  type FeedItem,
  type LinkPreview,
  type Post,
  type PostDraft,
  type PostSource,
  type PostTag,
  type PostTagShape,
  type PostsPage,
  type TagType,
} from './contract/forum';
export {
  accountCheckResponseSchema,
  authSessionSchema,
  loginResponseSchema,
  notificationSchema,
  profileSchema,
  roleEntrySchema,
  spiritPointsByDateSchema,
  spiritPointsByMonthSchema,
  spiritStatsSchema,
  subscriptionSchema,
  tokenClaimsSchema,
  type AuthSession,
  type LoginResponse,
  type Notification,
  type Profile,
  type RoleEntry,
  type SpiritPointsByDate,
  type SpiritPointsByMonth,
  type SpiritStats,
  type Subscription,
  type TokenClaims,
} from './contract/accounts';
export {
  WIDGET_THEMES,
  embedBuilderSettingsSchema,
  widgetParamsSchema,
  type EmbedBuilderSettings,
  type WidgetParams,
  type WidgetParamsInput,
  type WidgetTheme,
} from './contract/widgets';
export { storedSelectionSchema } from './contract/selection';
export {
  MAX_RANGE_DAYS,
  adsQuerySchema,
  bracketsQuerySchema,
  calendarQuerySchema,
  districtsQuerySchema,
  eventsQuerySchema,
  gamesQuerySchema,
  groupedBySportsQuerySchema,
  headCoachPathSchema,
  idListParamSchema,
  idPathSchema,
  leaguesQuerySchema,
  divisionsQuerySchema,
  liveScoresQuerySchema,
  pageParamSchema,
  perPageParamSchema,
  playoffsQuerySchema,
  schedulesQuerySchema,
  schoolsQuerySchema,
  sportsQuerySchema,
  standingsBySchoolsQuerySchema,
  standingsQuerySchema,
  statesQuerySchema,
  streamsQuerySchema,
  uploadTokenQuerySchema,
  type AdsQuery,
  type GamesQuery,
  type LiveScoresQuery,
} from './contract/queries';

// Validation (spec §5)
export {
  PHONE_HINT,
  VALIDATION,
  imageNamesTooLongMessage,
  maxLengthMessage,
  minLengthMessage,
} from './validation/messages';
export {
  displayNameField,
  emailField,
  isValidPhone,
  lettersAndDigits,
  lettersOnly,
  maxLength,
  minLength,
  nameField,
  normalizeDisplayName,
  optionalId,
  optionalNameField,
  optionalText,
  passwordField,
  phoneField,
  requiredArray,
  requiredId,
  requiredPassword,
  requiredText,
  scoreField,
  stripLineBreaksAndTabs,
  zipField,
} from './validation/fields';
export {
  addRoleSchema,
  birthdayBounds,
  birthdayField,
  changePasswordSchema,
  checkRequestSchema,
  commentSchema,
  contactMessageSchema,
  credentialsSchema,
  inviteSchema,
  legacySignUpSchema,
  loginFormSchema,
  patchSubscriptionSchema,
  preferencesSchema,
  profileFormSchema,
  profileSignUpSchema,
  recoveryRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  requestResetSchema,
  resetPasswordSchema,
  resetWithCodeSchema,
  restoreRequestSchema,
  signUpFormSchema,
  subscriptionRequestSchema,
  updateCoachRequestSchema,
  updateCoachSchema,
  type AddRole,
  type ChangePassword,
  type CommentInput,
  type ContactMessage,
  type Invite,
  type LoginForm,
  type Preferences,
  type RegisterRequest,
  type ResetPassword,
  type SignUpForm,
  type UpdateCoach,
  type UpdateCoachRequest,
} from './validation/accountForms';
export {
  checkScoreEntries,
  gameFormSchema,
  gameFormTeamSchema,
  GAME_POST_MESSAGE_MAX,
  gamePostSchema,
  memberScoresSchema,
  postponeSchema,
  scoreCorrectionSchema,
  scoreUploadSchema,
  type GameForm,
  type GameFormInput,
  type GameFormTeam,
  type GamePost,
  type MemberScores,
  type Postpone,
  type ScoreCorrection,
  type ScoreEntryCheck,
  type ScoreFormTeam,
  type ScoreUpload,
} from './validation/gameForms';
export {
  acceptImages,
  imageLabel,
  isImageType,
  type ImageLimits,
  type PickedFile,
} from './validation/images';
export { formErrors, issuesToFormErrors, type FormErrors } from './validation/formErrors';

// Selection, fetch conditions and list loads (spec §4)
export {
  EMPTY_SELECTION,
  lookupsToReload,
  selectionReducer,
  type SelectableSchool,
  type Selection,
  type SelectionAction,
  type SelectionLookup,
} from './selection/selection';
export {
  FORCE_PARAM,
  PAGE_QUERY_KEYS,
  applyQuery,
  forcedQuery,
  selectionToQuery,
  type Query,
  type QueryKeys,
} from './selection/urlSync';
export {
  canFetchPlayoffs,
  canFetchSchedules,
  canFetchStandings,
  canGoToSchool,
  canGoToTeam,
  isCountyPickerEnabled,
} from './selection/fetchConditions';
export {
  LIST_MODES,
  gameListAction,
  initialListState,
  listLoadReducer,
  sameParams,
  type ListAction,
  type ListName,
  type ListState,
} from './lists/listLoad';
export {
  NO_ANSWER_FAILURE,
  cacheKeyText,
  createQueryCache,
  type CacheEntry,
  type CacheKey,
  type LoadOptions,
  type Loader,
  type QueryCache,
} from './lists/queryCache';

// Seasons and dates (spec §9)
export {
  DATE_FORMAT,
  daysBetween,
  isDateString,
  isTimeString,
  secondsOfDay,
  shiftDate,
  timeOfSeconds,
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
  seasonStartYear,
  seasonStartingIn,
  seasonWindow,
  seasonsList,
  type Season,
} from './dates/seasons';
export {
  CALENDAR_DAYS_AHEAD,
  CALENDAR_FIRST_DAY,
  CALENDAR_WINDOW_MONTHS,
  DATE_STRIP_DAYS,
  DEFAULT_GAME_LENGTH_MINUTES,
  MISSING_START_TIME,
  calendarRange,
  calendarWindow,
  dateStrip,
  defaultEndTime,
  isInCalendarRange,
  isSelectableDay,
  nearestAvailableDate,
  relativeDayLabel,
  shortDayLabel,
  startTimeOrMidnight,
  type DateWithGames,
} from './dates/calendar';
export {
  SERVICE_DAY_META,
  SERVICE_TIME_ZONE,
  serviceDay,
  serviceMoment,
  zonedMoment,
} from './dates/serviceDay';

export {
  formatLongDate,
  formatMonthDay,
  formatMonthYear,
  formatMoment,
  formatShortDate,
  formatStartTime,
  formatTime,
  weekdayName,
} from './dates/format';

// Games and scores (spec §4, §9)
export {
  EVENT_TYPE_FILTERS,
  GAME_STATUSES,
  NOT_PLAYED_STATUSES,
  GAME_TYPES,
  GAME_TYPE_LABELS,
  isCustomEvent,
  matchesEventTypeFilter,
  type EventTypeFilter,
  type GameStatus,
  type GameType,
} from './games/gameTypes';
export {
  allowsScoreSubmission,
  hasStarted,
  type GameStart,
  hasAnyScore,
  scoreLabel,
  type ScoreLabel,
  type ScoreLabelGame,
} from './games/scoreLabel';
export {
  generateGameLocation,
  generateGameName,
  orderTeamsForDisplay,
  teamOutcomes,
  visibleTeams,
  type NamedTeam,
  type Outcome,
  type ScoredTeam,
} from './games/gameTeams';
export { isVisibleOnCalendar, statusLabel, type StatusGame } from './games/calendarVisibility';

// Standings (spec §3)
export {
  aLine,
  countsTowardStandings,
  emptyTally,
  formatWinPercentage,
  gamesPlayed,
  isDecided,
  isUnreported,
  tallyRecords,
  winPercentage,
  type StandingsGame,
  type TeamTally,
} from './standings/records';
export {
  ALPHABETICAL_REASON,
  DEFAULT_TIEBREAKERS,
  TIEBREAKERS,
  TIEBREAKER_IDS,
  describeTiebreakOrder,
  rankTeams,
  type Ranking,
  type TiebreakContext,
  type TiebreakerId,
} from './standings/tiebreakers';
export {
  OVERALL_RECORD,
  computeStandings,
  overallRecordGroup,
  teamRecord,
  type StandingsGroupDefinition,
  type StandingsOptions,
  type StandingsTeam,
} from './standings/computeStandings';

// Ads (spec §9)
export {
  AD_CADENCE,
  AD_SIZES,
  AD_SLOTS,
  AD_SLOT_INFO,
  chooseAd,
  gamesWithAds,
  interleaveAds,
  type Ad,
  type AdRegion,
  type AdSize,
  type AdSlot,
  type WithAds,
} from './ads/ads';

// Roles and permissions (spec §6)
export {
  CALENDAR_ROLES,
  DEFAULT_SELF_SIGNUP_CHOICE,
  DIRECTOR_ROLES,
  MEMBER_ROLES,
  NOTIFIABLE_ROLES,
  PUBLIC_ROLES,
  ROLE_FILTERS,
  ROLE_LABELS,
  ROLE_NAMES,
  ROLE_REQUIRED_FIELDS,
  SELF_SIGNUP_CHOICES,
  SELF_SIGNUP_ROLE,
  SITE_ADMIN,
  groupRoles,
  highestRole,
  initialRoleStatus,
  isMemberRole,
  memberDisplayName,
  rolePriority,
  sortByRolePriority,
  type GroupableRole,
  type GroupedRoles,
  type MemberRole,
  type RoleField,
  type RoleName,
  type SelfSignupChoice,
} from './roles/roles';
export {
  noPlaceMessage,
  placeProblems,
  PLACE_WORDS,
  type NamedPlace,
  type PlaceProblem,
  type PlacesNamed,
} from './places/placeChecks';
export {
  actorFromRoleEntries,
  can,
  reportsForTheSchool,
  type Action,
  type Actor,
  type Decision,
  type EventTarget,
  type GameSubject,
  type Permission,
  type PostSubject,
  type ReportPlace,
  type RoleEntryFields,
  type RoleEntrySubject,
  type RoleGrant,
} from './permissions/permissions';
export { pinButtonState, postMenuActions, type PostMenuAction } from './forum/postMenu';

// Playoffs
export {
  bracketNeighbours,
  isByeMatch,
  layoutBracket,
  matchNumbers,
  type BracketLayout,
  type BracketLink,
  type BracketNeighbours,
  type PlacedMatch,
} from './playoffs/bracketLayout';
export { bracketSize, firstRound, roundNames, seedOrder } from './playoffs/bracketShape';

// Spirit Points (spec §4)
export {
  SPIRIT_POINT_TYPES,
  SPIRIT_POINT_TYPE_IDS,
  SPIRIT_POINT_VALUES,
  SPIRIT_POINTS,
  chartSeries,
  daysStreak,
  groupPointsByDate,
  groupPointsByMonth,
  scoreAccuracy,
  spiritPointTypeLabel,
  type SpiritPointAward,
  type SpiritPointType,
} from './spirit/spiritPoints';
export {
  DISPUTED_LABEL,
  SCORE_PROVENANCES,
  SCORE_CHANGE_AUTHORS,
  SCORE_PROVENANCE_LABELS,
  decideScoreReport,
  maxScoreFor,
  reportingAccuracy,
  sameScores,
  scoreLimitMessage,
  scoreProvenanceText,
  type FinalScores,
  type ReportContext,
  type ReportOutcome,
  type ScoreProvenance,
} from './scores/scoreReports';
export {
  UPLOAD_MESSAGES,
  UPLOADED_IMAGE_URL,
  firstUploadStep,
  uploadCanEdit,
  type UploadReader,
  type UploadStep,
} from './scores/scoreUpload';

// Text rules
export {
  queryWordForms,
  schoolMatches,
  searchSchools,
  searchWords,
  type SearchableSchool,
} from './text/schoolSearch';
export { cleanPhoneInput, digitsOnly, fourDigits } from './text/cleaners';
export { STREAM_HOSTS, isTrustedStreamUrl, toEmbedVideoUrl, watchUrl } from './text/videoLinks';
export { findLinks, linkHost, safeWebLink } from './text/links';
export { pageTitle } from './text/pageTitle';
export { formatNumber } from './text/numbers';
export {
  THEME_BACKGROUNDS,
  accentOn,
  contrastRatio,
  mixColors,
  parseHexColor,
  readableTextOn,
  relativeLuminance,
  schoolAccents,
  type ThemeAccents,
} from './text/colors';

// Addresses (spec §2)
export {
  PATHS,
  bracketPath,
  contactPath,
  followedPlacePath,
  forumTagPath,
  gamePath,
  postPath,
  selectionPath,
  type FollowedPlace,
  type LinkableTag,
  type SelectionPage,
} from './routes/paths';
export { SITE_REDIRECTS, forumCategoryPath, redirectTarget } from './routes/redirects';
export { SITE_ROUTES, isSitePage, type SiteRoute } from './routes/siteRoutes';

// Embed code (spec §2 builders, §7 widget iframes)
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

// Errors (spec §7)
export {
  JSON_FAILURE,
  RESPONSE_FAILURE,
  readApiResponse,
  type ApiFailure,
  type ApiResult,
  type Expectation,
} from './errors/apiErrors';
export { applyScoreChange, type ScoreChange } from './games/scoreChanges';
export { toggledLike } from './games/gameLike';
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
export {
  WIDGET_SETTING_MESSAGES,
  WIDGET_SIZE,
  widgetSettingsErrors,
} from './embeds/widgetSettings';
export {
  CONTROL_CHARACTER_MESSAGE,
  MAX_NESTING,
  NESTING_MESSAGE,
  controlCharacterPath,
  hasControlCharacter,
  nestedDeeperThan,
} from './validation/controlCharacters';
