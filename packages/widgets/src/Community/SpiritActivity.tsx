import { useState } from 'react';
import {
  MESSAGES,
  formatLongDate,
  formatNumber,
  type SpiritPointsByDate,
  type SpiritStats,
} from '@csz/core/display';
import { StatusMessage } from '../internal/StatusMessage';

/** Days listed before 'Show all': the last week or two, so the chart and board stay near. */
const FIRST_DAYS = 10;

/** Props of {@link SpiritActivity}. */
export interface SpiritActivityProps {
  /** The member's standing; null while loading or when it failed. */
  stats: SpiritStats | null;
  /** Points per day, newest first; null while loading or when it failed. */
  days: readonly SpiritPointsByDate[] | null;
  /** Whether either failed to load ('Can't load data', with Retry). */
  failed: boolean;
  /** Loads both again. */
  onRetry: () => void;
}

/**
 * The Spirit PointZ activity (spec §2 /my-account/activity, §3 "Spirit stats"): rank, total,
 * correct scores, events and day streak, then the points earned on each day, newest first. Loading,
 * loaded and error states (spec §4), and 'No data available' before the first points.
 */
export function SpiritActivity({ stats, days, failed, onRetry }: SpiritActivityProps) {
  const [allDays, setAllDays] = useState(false);
  if (failed) {
    return (
      <StatusMessage kind="error" action={{ label: 'Retry', onClick: onRetry }}>
        {MESSAGES.cantLoadData}
      </StatusMessage>
    );
  }
  if (stats == null || days == null) {
    return <StatusMessage kind="loading">{MESSAGES.loading}</StatusMessage>;
  }
  const figures: [string, string][] = [
    ['Rank', stats.rank == null ? '–' : `#${formatNumber(stats.rank)}`],
    ['Total points', formatNumber(stats.spiritPoints.sum)],
    ['Correct scores', formatNumber(stats.correctScores.count)],
    ['Events', formatNumber(stats.allEventsCount.count)],
    ['Day streak', formatNumber(stats.daysStreak)],
  ];
  return (
    <div className="csz-activity">
      <dl className="csz-activity__figures">
        {figures.map(([term, value]) => (
          <div key={term} className="csz-activity__figure">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="csz-activity__heading">Points by date</h3>
      {days.length === 0 ? (
        <StatusMessage kind="empty">{MESSAGES.noDataAvailable}</StatusMessage>
      ) : (
        <ol className="csz-activity__days">
          {(allDays ? days : days.slice(0, FIRST_DAYS)).map((day) => (
            <li key={day.date} className="csz-activity__day">
              <span>{formatLongDate(day.date)}</span>
              <strong>+{formatNumber(day.spiritPoints)}</strong>
            </li>
          ))}
        </ol>
      )}
      {!allDays && days.length > FIRST_DAYS ? (
        <button
          type="button"
          className="csz-button csz-button--secondary"
          onClick={() => setAllDays(true)}
        >
          {`Show all ${formatNumber(days.length)} days`}
        </button>
      ) : null}
    </div>
  );
}
