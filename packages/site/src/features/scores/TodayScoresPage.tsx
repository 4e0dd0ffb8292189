import { usePageTitle } from '../../shared/usePageTitle';
import { PageLayout } from '../../shared/PageLayout';
import { TodayGames } from './TodayGames';

/** Today's scores (spec §2 /today-scores). */
export function TodayScoresPage() {
  usePageTitle("Today's Scores");
  return (
    <PageLayout>
      <TodayGames titleLevel={1} />
    </PageLayout>
  );
}
