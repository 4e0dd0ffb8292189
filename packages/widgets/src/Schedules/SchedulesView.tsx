import { Fragment, type ReactNode } from 'react';
import {
  CONTACT_EMAIL,
  MESSAGES,
  PATHS,
  emptyLeagueScheduleMessage,
  type Schedule,
  type School,
  type Season,
} from '@csz/core/display';
import { SiteLink } from '../internal/links';
import { ListStatus, listPhase, type ListPhase } from '../internal/ListStatus';
import { ScheduleCard } from './ScheduleCard';

/** Props of {@link SchedulesView}. */
export interface SchedulesViewProps {
  /** The chosen school, or null before one is chosen. */
  school: School | null;
  /** The school's schedules of the season, one per sport. */
  schedules: readonly Schedule[];
  /** Whether the schedules are loading. */
  loading: boolean;
  /** The load's error, or null. */
  error: string | null;
  /** The season shown. */
  season: Season;
  /** Whether the reader narrowed the view to a league that has no games at all. @default false */
  emptyLeague?: boolean;
  /** Tries a failed load again; shows 'Retry' when given. */
  onRetry?: (() => void) | undefined;
  /** What comes after the first sport; the Pick 'Em banner by default. */
  afterFirst?: ReactNode;
}

/** The banner to Pick 'Em after the first sport of a schedule (spec §2). */
function PlayGamesBanner() {
  return (
    <aside className="csz-play-banner" aria-label="Pick 'Em">
      <p className="csz-play-banner__text">
        <strong>Pick &apos;Em:</strong> pick tonight&apos;s winners and earn Spirit Points.
      </p>
      <SiteLink href={PATHS.playGames} className="csz-button">
        Play Pick &apos;Em
      </SiteLink>
    </aside>
  );
}

/**
 * A school's schedules (spec §2 /schedules) with every message of the page: 'Select School to View
 * Schedules', 'Loading Schedules...', 'No Schedules Found', 'Schedules Loading Failed', and the
 * empty-league text with the contact address.
 */
export function SchedulesView({
  school,
  schedules,
  loading,
  error,
  season,
  emptyLeague = false,
  onRetry,
  afterFirst = <PlayGamesBanner />,
}: SchedulesViewProps) {
  const phase: ListPhase =
    school == null
      ? 'empty'
      : listPhase({ error, loading, empty: emptyLeague || schedules.length === 0 });
  const emptyText =
    school == null
      ? MESSAGES.selectSchool
      : emptyLeague
        ? emptyLeagueScheduleMessage(CONTACT_EMAIL)
        : MESSAGES.noSchedulesFound;
  return (
    <div className="csz-schedules">
      <ListStatus
        phase={phase}
        texts={{
          loading: MESSAGES.loadingSchedules,
          empty: emptyText,
          error: MESSAGES.schedulesLoadingFailed,
        }}
        retry={onRetry ? { label: MESSAGES.retry, onClick: onRetry } : undefined}
      />
      {phase === 'ready' && school != null
        ? schedules.map((schedule, i) => (
            <Fragment key={schedule.sportId}>
              <ScheduleCard schedule={schedule} school={school} season={season} />
              {i === 0 ? afterFirst : null}
            </Fragment>
          ))
        : null}
    </div>
  );
}
