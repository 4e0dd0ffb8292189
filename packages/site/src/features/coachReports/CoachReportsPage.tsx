import { ROLE_LABELS, type CoachReport } from '@csz/core';
import { useApi } from '../../state/api';
import { DecisionQueue } from '../../shared/DecisionQueue';
import { StaffQueuePage } from '../../shared/StaffQueue';
import { COACH_REPORTS_KEY, decideCoachReport, pendingCoachReportsQuery } from './api';

/** The coach a report names: the member themself when they said they are the coach. */
function coachOf(report: CoachReport): string {
  if (report.isCoach || report.coach == null) return `${report.member.displayName} (the member)`;
  return `${report.coach.firstName ?? ''} ${report.coach.lastName ?? ''}`.trim();
}

/** 'Walt Whitman Football: Jane Doe, Head Coach'. */
function describe(report: CoachReport): string {
  return `${report.school.name} ${report.sport.name}: ${coachOf(report)}, ${ROLE_LABELS[report.role]}`;
}

/** The day a report was sent, the service's day (America/New_York, docs/architecture.md). */
const SENT_ON = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** What staff read before deciding: who sent it, when, and the coach's details. */
function facts(report: CoachReport): [string, string][] {
  const rows: [string, string][] = [
    ['Sent by', `${report.member.displayName} (${report.member.email})`],
    ['On', SENT_ON.format(new Date(report.created))],
    ['Are you the coach', report.isCoach ? 'Yes' : 'No'],
    ['Role', ROLE_LABELS[report.role]],
  ];
  if (!report.isCoach && report.coach != null) {
    rows.push(['Coach', coachOf(report)]);
    if (report.coach.email) rows.push(['Coach email', report.coach.email]);
    if (report.coach.cellPhone) rows.push(['Coach cell phone', report.coach.cellPhone]);
  }
  return rows;
}

const idOf = (report: CoachReport) => report.id;

/**
 * /coach-reports (issue 18): members' 'Update Coach' answers (spec §5) for staff to accept, which
 * puts the coach on the team, or reject. For SiteAdmins only: anyone else goes to the home page.
 */
export function CoachReportsPage() {
  const api = useApi();
  return (
    <StaffQueuePage
      title="Coach reports"
      about="Members’ answers to 'Update Coach', oldest first. Accepting one puts its coach on the team."
      permission={{ action: 'reviewCoachReports' }}
      query={pendingCoachReportsQuery}
    >
      {(queue) => (
        <DecisionQueue
          name="coach-report"
          items={queue.items}
          idOf={idOf}
          heading={(report) => `${report.school.name} ${report.sport.name}`}
          facts={facts}
          decisions={[
            {
              label: 'Accept',
              primary: true,
              send: (report) => decideCoachReport(api, report.id, 'accept'),
              done: (report) => `Accepted: ${describe(report)}`,
            },
            {
              label: 'Reject',
              send: (report) => decideCoachReport(api, report.id, 'reject'),
              done: (report) => `Rejected: ${describe(report)}`,
            },
          ]}
          empty="No coach reports to review"
          queueKey={[COACH_REPORTS_KEY]}
          total={queue.total}
        />
      )}
    </StaffQueuePage>
  );
}
