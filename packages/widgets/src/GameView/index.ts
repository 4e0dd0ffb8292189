export { GameView, type GameViewProps } from './GameView';
export {
  ScoreForm,
  isScoreFormEditable,
  type ScoreFormProps,
  type ScoreSubmission,
} from './ScoreForm';
export { ScoreHistory, type ScoreHistoryProps } from './ScoreHistory';
export { ShareButton, type ShareButtonProps, type ShareOutcome } from './ShareButton';
