import { calendarWindow, type DateString, type ScheduleDates } from '@csz/core';
import { getGameDates, type GamesPlace } from '../../api/games';
import { useLoad } from '../../api/useLoad';
import { useApi } from '../../state/api';

/**
 * The days with games around a day where the reader is (the calendar's window), for the date
 * strip and the calendar; undefined until they load, and without a state.
 */
export function useGameDates(place: GamesPlace, date: DateString): ScheduleDates | undefined {
  const api = useApi();
  const { stateId, countyId, sportId } = place;
  const window = calendarWindow(date);
  const dates = useLoad(
    stateId ? `dates ${stateId} ${countyId} ${sportId} ${window.from}` : null,
    (signal) => getGameDates(api, { stateId, countyId, sportId }, window, signal),
  );
  return dates.status === 'loaded' ? dates.data : undefined;
}
