export { ScoreStrip, type ScoreStripProps } from './ScoreStrip';
