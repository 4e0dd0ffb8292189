// The playoffs pages, one chunk.
export { BracketPage } from './BracketPage';
export { PlayoffsPage } from './PlayoffsPage';
