// @csz/widgets: the React components of scores, schedules, standings, playoffs and the community,
// props in and callbacks out (docs/architecture.md). The same source compiles under Preact for the embeds,
// through the frames' thin React layer (packages/embed-loader/src/frames/react.ts). Styles:
// styles/widgets.css (every widget), each widget's own .css beside it.

// Theme, links and shared primitives
export { ThemeScope, type ThemeScopeProps } from './Theme';
export {
  ExternalLink,
  SiteLink,
  WidgetLinks,
  type LinkComponentProps,
  type WidgetLinkOptions,
} from './internal/links';
export { Select, type SelectOption, type SelectProps } from './internal/Select';
export { SafeHtml } from './internal/SafeHtml';

// Embeds
export {
  EmbedProblem,
  ScoreboardEmbed,
  StandingsEmbed,
  type EmbedFrameProps,
  type ScoreboardEmbedProps,
  type StandingsEmbedProps,
} from './Embeds';
export {
  EmbedBuilder,
  embedBuilderDefaults,
  type EmbedBuilderEdit,
  type EmbedBuilderOptions,
  type EmbedBuilderProps,
  type EmbedBuilderValues,
} from './EmbedBuilder';

// Account
export {
  AvatarEditor,
  ReportingAccuracy,
  RoleList,
  type AvatarEditorProps,
  type ReportingAccuracyProps,
  type RoleListEntry,
  type RoleListProps,
} from './Account';

// Chrome
export { AdSlot, type AdCreative, type AdSlotProps } from './AdSlot';
export {
  AlreadyAuthorized,
  ErrorBoundary,
  LoadingScreen,
  NotAuthorized,
  NotFound,
  type AlreadyAuthorizedProps,
  type ErrorBoundaryProps,
  type NotAuthorizedProps,
} from './Chrome';
export { ScoreStrip, type ScoreStripProps } from './ScoreStrip';
export { useLiveScores } from './Live/useLiveScores';

// Scores
export { GameCard, GameLikeButton, type GameCardProps, type GameLikeButtonProps } from './GameCard';
export { GamesList, type GamesListProps, type GamesListState } from './GamesList';
export {
  CalendarPopover,
  DateStrip,
  LeagueBanner,
  ScoreboardHeader,
  ScoresLinkBar,
  type CalendarPopoverProps,
  type DateStripProps,
  type LeagueBannerProps,
  type ScoreboardHeaderProps,
  type ScoreboardPicker,
  type ScoresLinkBarProps,
  type ScoresPage,
} from './ScoreboardHeader';
export { TodayScores, type TodayScoresProps } from './TodayScores';
export { StreamCard, StreamList, type StreamCardProps, type StreamListProps } from './Streams';

// Game view
export {
  GameView,
  ScoreForm,
  ScoreHistory,
  ShareButton,
  isScoreFormEditable,
  type GameViewProps,
  type ScoreFormProps,
  type ScoreHistoryProps,
  type ScoreSubmission,
  type ShareButtonProps,
  type ShareOutcome,
} from './GameView';

// Standings
export { StandingsTable, type StandingsTableProps } from './StandingsTable';

// Schedules
export {
  CoachBanner,
  LeaguePanel,
  ScheduleCard,
  ScheduleFinder,
  ScheduleNav,
  SchedulesView,
  SchoolHeader,
  type CoachBannerProps,
  type LeaguePanelProps,
  type ScheduleCardProps,
  type ScheduleFinderProps,
  type ScheduleNavProps,
  type SchedulePage,
  type SchedulesViewProps,
  type SchoolHeaderProps,
} from './Schedules';

// Playoffs
export {
  BracketList,
  BracketView,
  PlayoffFilters,
  type BracketListProps,
  type BracketViewProps,
  type PlayoffFiltersProps,
} from './Playoffs';

// Community
export {
  CommentList,
  CreatePostCard,
  Feed,
  ImagePicker,
  Leaderboard,
  NotificationsList,
  PointsByMonthChart,
  PostCard,
  SpiritActivity,
  SpiritPointsCard,
  type CommentListProps,
  type CreatePostCardProps,
  type FeedKind,
  type FeedProps,
  type ImagePickerProps,
  type LeaderboardEntry,
  type LeaderboardProps,
  type LinkPreviewState,
  type NewPost,
  type NotificationsListProps,
  type PointsByMonthChartProps,
  type PostAction,
  type PostCardProps,
  type PostKind,
  type SpiritActivityProps,
  type SpiritPointsCardProps,
} from './Community';
