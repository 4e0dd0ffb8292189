export { EmbedFrame, EmbedProblem, type EmbedFrameProps } from './EmbedFrame';
export { EmbedDayLinks, EmbedForm, type EmbedDayLinksProps } from './EmbedForm';
export { EmbedGames, type EmbedGamesProps } from './EmbedGames';
export { ScoreboardEmbed, type ScoreboardEmbedProps } from './ScoreboardEmbed';
export { StandingsEmbed, type StandingsEmbedProps } from './StandingsEmbed';
