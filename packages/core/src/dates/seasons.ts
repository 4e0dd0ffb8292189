import type { DateString } from './dateStrings';

/**
 * Seasons (spec §9) are school years written 'YYYY-YYYY'. A season rolls over on 1 July: that is
 * when US state associations start their athletic year, before fall practice opens in August, so a
 * date from 1 July 2025 to 30 June 2026 belongs to '2025-2026' (the spec's current season).
 */
export const SEASON_ROLLOVER = { month: 7, day: 1 } as const;

/** The first season with data: '2012-2013' (spec §9). */
export const FIRST_SEASON_START_YEAR = 2012;

/** A season written 'YYYY-YYYY'. */
export type Season = string;

const SEASON_PATTERN = /^(\d{4})-(\d{4})$/;

/** Whether a string is a season: two consecutive years joined by a dash. */
export function isSeason(value: string): boolean {
  const match = SEASON_PATTERN.exec(value);
  return match != null && Number(match[2]) === Number(match[1]) + 1;
}

/** The year a season starts in. */
export function seasonStartYear(season: Season): number {
  return Number(season.slice(0, 4));
}

/** The season that starts in a year. */
export function seasonStartingIn(year: number): Season {
  return `${year}-${year + 1}`;
}

/** The season a calendar day belongs to. */
export function seasonOf(date: DateString): Season {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const afterRollover =
    month > SEASON_ROLLOVER.month ||
    (month === SEASON_ROLLOVER.month && day >= SEASON_ROLLOVER.day);
  return seasonStartingIn(afterRollover ? year : year - 1);
}

/**
 * Seasons a picker offers: from '2012-2013' to the one after the current season, so coaches can
 * enter next year's schedule (spec §9 "listed from 2012 to next year"). Oldest first.
 */
export function seasonsList(today: DateString): Season[] {
  const last = seasonStartYear(seasonOf(today)) + 1;
  const seasons: Season[] = [];
  for (let year = FIRST_SEASON_START_YEAR; year <= last; year++)
    seasons.push(seasonStartingIn(year));
  return seasons;
}

/** The short label of a season: '2025-2026' is '25-26' (spec §9). */
export function seasonLabel(season: Season): string {
  return `${season.slice(2, 4)}-${season.slice(7, 9)}`;
}

/**
 * The days a season's queries cover: 1 January of its first year to 31 December of its second
 * (spec §9), wide enough for spring sports and late reports.
 */
export function seasonWindow(season: Season): { from: DateString; to: DateString } {
  const start = seasonStartYear(season);
  return { from: `${start}-01-01`, to: `${start + 1}-12-31` };
}
