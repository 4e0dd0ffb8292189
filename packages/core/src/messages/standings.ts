/** Texts of the standings screen (spec §8). */
export const STANDINGS_MESSAGES = {
  standingsLoadingFailed: 'Standings Loading Failed',
  noStandingsData: 'No data found',
} as const;
