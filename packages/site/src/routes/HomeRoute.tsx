import { HomePage } from '../features/info/HomePage';
import { TodayGames } from '../features/scores/TodayGames';
import { TeamFinder } from '../features/schedules/TeamFinder';

/** The home page with the other features it shows: the schedule finder and today's scores. */
export function HomeRoute() {
  return <HomePage finder={<TeamFinder compact />} todayScores={<TodayGames />} />;
}
