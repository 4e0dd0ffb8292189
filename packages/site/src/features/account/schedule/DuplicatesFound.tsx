import { useEffect, useId, useRef } from 'react';
import {
  GAME_MESSAGES,
  SERVICE_TIME_ZONE,
  formatMoment,
  formatShortDate,
  formatTime,
  type CalendarDuplicate,
} from '@csz/core';

/**
 * The games a new one may repeat (spec §3 "Duplicate-game report", §8): each with its date, time,
 * sport, schools, when it was entered and by whom; 'Cancel' goes back to the form, 'Ignore
 * Duplicates' saves it anyway. The focus moves to the list as it appears.
 */
export function DuplicatesFound({
  duplicates,
  busy,
  onCancel,
  onIgnore,
}: {
  duplicates: readonly CalendarDuplicate[];
  busy: boolean;
  onCancel: () => void;
  onIgnore: () => void;
}) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <section className="schedule-duplicates" aria-labelledby={titleId}>
      <h3 id={titleId} ref={title} tabIndex={-1} className="schedule-duplicates__title">
        Possible duplicates found
      </h3>
      <p>This game may already be on the calendar:</p>
      <ul className="schedule-duplicates__list">
        {duplicates.map((duplicate) => (
          <li key={duplicate.id}>
            <dl className="schedule-duplicates__facts">
              <dt>Date</dt>
              <dd>{formatShortDate(duplicate.eventDate)}</dd>
              <dt>Time</dt>
              <dd>{duplicate.startTime == null ? 'TBD' : formatTime(duplicate.startTime)}</dd>
              <dt>Sport</dt>
              <dd>{duplicate.sportName}</dd>
              <dt>Schools</dt>
              <dd>{duplicate.teams.map((team) => team.schoolName).join(', ')}</dd>
              <dt>Created</dt>
              <dd>{formatMoment(duplicate.created, SERVICE_TIME_ZONE)}</dd>
              <dt>Created by</dt>
              <dd>{duplicate.createdBy}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="auth-actions">
        <button type="button" className="csz-button csz-button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="csz-button"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onIgnore();
          }}
        >
          {GAME_MESSAGES.ignoreDuplicates}
        </button>
      </div>
    </section>
  );
}
