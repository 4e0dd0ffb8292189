import { SiteLink } from '../internal/links';

/** Pages of the schedule navigation. */
export type SchedulePage =
  'schedules' | 'updates' | 'standings' | 'schoolPage' | 'studentAmbassadors';

/** Props of {@link ScheduleNav}. */
export interface ScheduleNavProps {
  /** The page the reader is on. */
  current: SchedulePage;
  /** Where the pages are. Standings and School Page are used with a sport, Student Ambassadors without. */
  hrefs: Partial<Record<SchedulePage, string>> & { schedules: string; updates: string };
  /** Whether a sport is chosen. */
  hasSport: boolean;
}

const LABELS: Readonly<Record<SchedulePage, string>> = {
  schedules: 'Schedules',
  updates: 'Updates',
  standings: 'Standings',
  schoolPage: 'School Page',
  studentAmbassadors: 'Student Ambassadors',
};

/**
 * The schedule navigation (spec §2): Schedules and Updates; with a sport also Standings and School
 * Page; without one, Student Ambassadors.
 */
export function ScheduleNav({ current, hrefs, hasSport }: ScheduleNavProps) {
  const pages: SchedulePage[] = hasSport
    ? ['schedules', 'updates', 'standings', 'schoolPage']
    : ['schedules', 'updates', 'studentAmbassadors'];
  return (
    <nav className="csz-schedule-nav" aria-label="School pages">
      {pages
        .filter((page) => hrefs[page] != null)
        .map((page) => (
          <SiteLink
            key={page}
            href={hrefs[page]!}
            className="csz-schedule-nav__link"
            aria-current={page === current ? 'page' : undefined}
          >
            {LABELS[page]}
          </SiteLink>
        ))}
    </nav>
  );
}
