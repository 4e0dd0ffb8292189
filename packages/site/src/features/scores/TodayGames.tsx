import { PAGE_SIZES, selectionPath } from '@csz/core';
import { TodayScores } from '@csz/widgets';
import { placeOf, useSelection } from '../../state/selection';
import { useToday } from '../../state/today';
import { useGamesList } from '../../api/useGamesList';

/**
 * Up to 12 of today's games where the reader is (spec §2 /today-scores), with 'See all scores' to
 * the scoreboard of the day: the today-scores page, and the centre of the home page.
 */
export function TodayGames({ titleLevel = 2 }: { titleLevel?: 1 | 2 }) {
  const [selection] = useSelection();
  const today = useToday();
  const { stateId, countyId, sportId } = placeOf(selection);
  const games = useGamesList({ stateId, countyId, sportId, date: today }, PAGE_SIZES.todayScores);
  return (
    <TodayScores
      games={games.list.items}
      loading={games.list.loading}
      error={games.list.error}
      date={today}
      today={today}
      seeAllHref={selectionPath('scores', { ...selection, selectedDate: today })}
      titleLevel={titleLevel}
    />
  );
}
