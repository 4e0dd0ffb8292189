/** Texts of the schedules and playoffs screens (spec §2, §8). */
export const SCHEDULE_MESSAGES = {
  loadingSchedules: 'Loading Schedules...',
  noSchedulesFound: 'No Schedules Found',
  schedulesLoadingFailed: 'Schedules Loading Failed',
  selectSchool: 'Select School to View Schedules',
  noCoachOnFile: "Uh oh! There's no coach on file",
  loadingPlayoffs: 'Loading Playoffs...',
  noPlayoffsFound: 'No Playoffs Found',
  playoffsLoadingFailed: 'Playoffs Loading Failed',
} as const;

/** The empty-league schedule text with the contact address (spec §8). */
export function emptyLeagueScheduleMessage(email: string): string {
  return `Currently there are no games for this league. Want to add games? Contact us at ${email}.`;
}
