import { calendarWindow, type DateString, type ScheduleDates } from '@csz/core';
import { gameDatesQuery } from './games';
import { placeParams, type Place } from './params';
import { useQuery } from './useQuery';
import { useApi } from '../state/api';

/**
 * The days with games around a day where the reader is (the calendar's window), for the date
 * strip and the calendar; undefined until they load, and without a state; none known when they
 * could not be loaded.
 */
export function useGameDates(
  { stateId, countyId, sportId }: Pick<Place, 'stateId' | 'countyId' | 'sportId'>,
  date: DateString,
): ScheduleDates | undefined {
  const api = useApi();
  const window = calendarWindow(date);
  const dates = useQuery(
    stateId
      ? gameDatesQuery(api, { ...placeParams({ stateId, countyId, sportId }), ...window })
      : null,
  );
  if (dates.status === 'failed') return [];
  return dates.status === 'loaded' ? dates.data : undefined;
}
