import { usePageTitle } from '../../routes/usePageTitle';
import { PageLayout } from '../chrome/PageLayout';
import { TodayGames } from './TodayGames';

/** Today's scores (spec §2 /today-scores). */
export function TodayScoresPage() {
  usePageTitle("Today's Scores");
  return (
    <PageLayout>
      <TodayGames />
    </PageLayout>
  );
}
