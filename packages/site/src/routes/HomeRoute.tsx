import { HomePage } from '../features/info/HomePage';
import { TodayGames } from '../features/scores/TodayGames';
import { LazyTeamFinder } from '../features/schedules/LazyTeamFinder';

/** The home page with the other features it shows: the schedule finder and today's scores. */
export function HomeRoute() {
  return <HomePage finder={<LazyTeamFinder compact />} todayScores={<TodayGames />} />;
}
