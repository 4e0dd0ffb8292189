import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { calendarRange, formatLongDate, isCustomEvent, type Game } from '@csz/core';
import { postponeCalendarGame, type CalendarKind } from '../../../api/teamCalendar';
import { FormStatus, TextField } from '../../../shared/forms/fields';
import { useApi } from '../../../state/api';
import { useToday } from '../../../state/today';
import { bodyTime, endAfter, inputTime, postponeChecks } from './gameFormValues';
import { useCheckedForm } from './useCheckedForm';

/**
 * Postpone (spec §5 "Postpone", §7 POST postpone): the game's new date, not before the one it had
 * (core postponeSchema), and its time; 'Date unknown' clears the time. The server saves it as a new
 * game that keeps the old one's id (`copyFromId`), and the old one leaves the calendar.
 */
export function PostponeForm({
  game,
  kind,
  onSaved,
  children,
}: {
  game: Game;
  kind: CalendarKind;
  /** Called with the server's message once the game has its new date. */
  onSaved: (message: string) => void;
  /** What follows the form's button ('Back'). */
  children?: ReactNode;
}) {
  const api = useApi();
  const custom = isCustomEvent(game.gameType);
  const [eventDate, setEventDate] = useState(game.eventDate);
  const [dateUnknown, setDateUnknown] = useState(false);
  const [timeUnknown, setTimeUnknown] = useState(game.startTimeUnknown || game.isTBD);
  const [startTime, setStartTime] = useState(timeUnknown ? '' : inputTime(game.startTime));
  const [endTime, setEndTime] = useState(timeUnknown ? '' : inputTime(game.endTime));
  const today = useToday();
  const schema = useMemo(() => postponeChecks(game.eventDate, today), [game.eventDate, today]);
  const noTime = dateUnknown || timeUnknown;
  const form = useCheckedForm(schema, {
    copyFromId: game.id,
    eventDate,
    startDateUnknown: dateUnknown,
    startTime: bodyTime(startTime, noTime),
    startTimeUnknown: noTime,
    endTime: bodyTime(endTime, noTime),
    endTimeUnknown: noTime,
  });
  const { bind } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(async (body) => {
      const answer = await postponeCalendarGame(api, kind, body);
      if (!answer.ok) return answer.failure.message || 'Unknown Error';
      if (!answer.data.saved) return 'A game like it is already on the calendar that day.';
      onSaved(answer.data.message);
      return null;
    });
  };

  return (
    <form className="auth-form schedule-form" noValidate onSubmit={onSubmit}>
      <p>Now on {formatLongDate(game.eventDate)}.</p>
      <TextField
        label="New date"
        type="date"
        min={game.eventDate}
        max={calendarRange(today).max}
        field={bind('eventDate', eventDate, setEventDate)}
      />
      <label className="auth-choice">
        <input
          type="checkbox"
          checked={dateUnknown}
          onChange={(event) => setDateUnknown(event.currentTarget.checked)}
        />
        Date unknown
      </label>
      {dateUnknown ? null : (
        <>
          <label className="auth-choice">
            <input
              type="checkbox"
              checked={timeUnknown}
              onChange={(event) => setTimeUnknown(event.currentTarget.checked)}
            />
            Time TBD
          </label>
          {timeUnknown ? null : (
            <div className="schedule-form__when">
              <TextField
                label="Start time"
                type="time"
                field={bind('startTime', startTime, (time) => {
                  setStartTime(time);
                  if (time !== '') setEndTime(endAfter(time));
                })}
              />
              {custom || game.endTime != null ? (
                <TextField
                  label="End time"
                  type="time"
                  field={bind('endTime', endTime, setEndTime)}
                />
              ) : null}
            </div>
          )}
        </>
      )}
      <div className="auth-actions">
        <button type="submit" className="csz-button" aria-disabled={form.sending || undefined}>
          {form.sending ? 'Saving...' : 'Postpone'}
        </button>
        {children}
      </div>
      <FormStatus failure={form.failure} success={null} />
    </form>
  );
}
