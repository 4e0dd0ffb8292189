import { useState } from 'react';
import { ScoreStrip } from '@csz/widgets';
import { usePlaceLists } from '../../api/usePlaceLists';
import { placeOf, useSelection } from '../../state/selection';
import { useToday } from '../../state/today';
import { useGameDates } from '../../api/useGameDates';
import { useGamesList } from '../../api/useGamesList';
import { LazyCalendar } from '../../shared/LazyCalendar';

/** How many games the strip holds: a day's first page, as many as fit a wide header and more. */
const STRIP_GAMES = 30;

/**
 * The header's score strip (spec §2 "A header strip shows the scoreboard with a calendar date button
 * and Sport/County filter"): the day's games in the reader's state, filtered as they choose.
 */
export function HeaderScoreStrip() {
  const [selection, dispatch] = useSelection();
  const today = useToday();
  const [date, setDate] = useState(today);
  const { stateId, countyId, sportId } = placeOf(selection);
  const lists = usePlaceLists({ stateId, countyId });
  const datesWithGames = useGameDates({ stateId, countyId, sportId }, date);
  // Without a state picked yet, the strip shows every state's games.
  const games = useGamesList({ stateId, countyId, sportId, date }, STRIP_GAMES);
  return (
    <ScoreStrip
      games={games.list.items}
      loading={games.list.loading}
      error={games.list.error}
      date={date}
      today={today}
      calendar={
        <LazyCalendar
          selected={date}
          today={today}
          datesWithGames={datesWithGames}
          onChange={setDate}
        />
      }
      sports={lists.sports ?? []}
      counties={lists.counties ?? []}
      sportId={sportId}
      countyId={countyId}
      onSportChange={(id) => dispatch({ type: 'sport', sportId: id })}
      onCountyChange={(id) => dispatch({ type: 'county', countyId: id })}
    />
  );
}
