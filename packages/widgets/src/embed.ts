// The widgets the embed frames are made of, for the Preact build (packages/embed-loader) and the
// server's render of a frame. Only modules that need nothing but React and core's zod-free
// display entry are listed here, so the frames stay small (packages/embed-loader's size check measures the frames).
export { ThemeScope, type ThemeScopeProps } from './Theme/ThemeScope';
export { WidgetLinks, type WidgetLinkOptions } from './internal/links';
export { GameCard, type GameCardProps } from './GameCard/GameCard';
export { GamesList, type GamesListProps, type GamesListState } from './GamesList/GamesList';
export {
  ScoreboardHeader,
  type ScoreboardHeaderProps,
  type ScoreboardPicker,
} from './ScoreboardHeader/ScoreboardHeader';
export { StandingsTable, type StandingsTableProps } from './StandingsTable/StandingsTable';
export { ScoreboardEmbed, type ScoreboardEmbedProps } from './Embeds/ScoreboardEmbed';
export { StandingsEmbed, type StandingsEmbedProps } from './Embeds/StandingsEmbed';
export { EmbedProblem, type EmbedFrameProps } from './Embeds/EmbedFrame';
export { EmbedDayLinks, type EmbedDayLinksProps } from './Embeds/EmbedForm';
export { useLiveScores } from './Live/useLiveScores';
