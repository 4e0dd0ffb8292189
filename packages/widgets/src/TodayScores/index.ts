export { TodayScores, type TodayScoresProps } from './TodayScores';
