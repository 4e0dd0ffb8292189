import { useMemo, type ReactNode } from 'react';
import { calendarRange, formatLongDate, isCustomEvent, type Game } from '@csz/core';
import { postponeCalendarGame, type CalendarKind } from '../../../api/teamCalendar';
import { FormStatus, TextField } from '../../../shared/forms/fields';
import { useForm } from '../../../shared/forms/useForm';
import { useApi } from '../../../state/api';
import { useToday } from '../../../state/today';
import { bodyTime, endAfter, inputTime, postponeChecks } from './gameFormValues';

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
  const timeUnknown = game.startTimeUnknown || game.isTBD;
  const today = useToday();
  const schema = useMemo(() => postponeChecks(game.eventDate, today), [game.eventDate, today]);
  const form = useForm(
    schema,
    {
      eventDate: game.eventDate,
      dateUnknown: false,
      timeUnknown,
      startTime: timeUnknown ? '' : inputTime(game.startTime),
      endTime: timeUnknown ? '' : inputTime(game.endTime),
    },
    async (body) => {
      const answer = await postponeCalendarGame(api, kind, body);
      if (!answer.ok) return { ok: false, message: answer.failure.message || 'Unknown Error' };
      if (!answer.data.saved) {
        return { ok: false, message: 'A game like it is already on the calendar that day.' };
      }
      onSaved(answer.data.message);
      return { ok: true };
    },
    {
      body: (values) => {
        const noTime = values.dateUnknown || values.timeUnknown;
        return {
          copyFromId: game.id,
          eventDate: values.eventDate,
          startDateUnknown: values.dateUnknown,
          startTime: bodyTime(values.startTime, noTime),
          startTimeUnknown: noTime,
          endTime: bodyTime(values.endTime, noTime),
          endTimeUnknown: noTime,
        };
      },
    },
  );
  const { values, field, update } = form;

  return (
    <form className="auth-form schedule-form" noValidate onSubmit={form.onSubmit}>
      <p>Now on {formatLongDate(game.eventDate)}.</p>
      <TextField
        label="New date"
        type="date"
        min={game.eventDate}
        max={calendarRange(today).max}
        field={field('eventDate')}
      />
      <label className="auth-choice">
        <input
          type="checkbox"
          checked={values.dateUnknown}
          onChange={(event) => update({ dateUnknown: event.currentTarget.checked })}
        />
        Date unknown
      </label>
      {values.dateUnknown ? null : (
        <>
          <label className="auth-choice">
            <input
              type="checkbox"
              checked={values.timeUnknown}
              onChange={(event) => update({ timeUnknown: event.currentTarget.checked })}
            />
            Time TBD
          </label>
          {values.timeUnknown ? null : (
            <div className="schedule-form__when">
              <TextField
                label="Start time"
                type="time"
                field={field('startTime', (v, time) => ({
                  ...v,
                  startTime: time,
                  endTime: time === '' ? v.endTime : endAfter(time),
                }))}
              />
              {custom || game.endTime != null ? (
                <TextField label="End time" type="time" field={field('endTime')} />
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
