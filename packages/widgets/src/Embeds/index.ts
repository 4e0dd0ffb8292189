export { EmbedFrame, EmbedProblem, type EmbedFrameProps } from './EmbedFrame';
export { ScoreboardEmbed, type ScoreboardEmbedProps } from './ScoreboardEmbed';
export { StandingsEmbed, type StandingsEmbedProps } from './StandingsEmbed';
