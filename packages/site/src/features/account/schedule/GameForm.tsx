import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  GAME_TYPE_LABELS,
  calendarRange,
  isCustomEvent,
  type CalendarDuplicate,
  type Game,
  type GameForm as GameFormBody,
} from '@csz/core';
import { saveCalendarGame } from '../../../api/teamCalendar';
import { FormStatus, SelectField, TextAreaField, TextField } from '../../../shared/forms/fields';
import { useForm, type FormOutcome } from '../../../shared/forms/useForm';
import { useApi } from '../../../state/api';
import { useToday } from '../../../state/today';
import { DuplicatesFound } from './DuplicatesFound';
import {
  FORM_GAME_TYPES,
  addTeam,
  changeStartTime,
  changeTimeUnknown,
  chooseHomeTeam,
  editLocation,
  editName,
  gameFormBody,
  gameFormChecks,
  removeTeam,
  teamOfSchool,
  type FormGameType,
  type GameFormValues,
} from './gameFormValues';
import { SchoolSearch } from './SchoolSearch';

/** Props of {@link GameForm}. */
export interface GameFormProps {
  /** The values it starts with: a new game, a game to edit, or one to duplicate. */
  initial: GameFormValues;
  /** The sports it offers; one, and locked, when the member may not change the sport. */
  sports: readonly { id: number; name: string }[];
  /** Whether the member may change the sport (core changeEventSport: directors only). */
  sportLocked: boolean;
  /** Called with the server's '{type} has been created/updated successfully!' once saved. */
  onSaved: (message: string, game: Game) => void;
  /** What follows the form's button ('Back' in the detail panel). */
  children?: ReactNode;
}

/** The types a game can change to: a custom event stays one, and a game stays a game. */
function typesFor(values: GameFormValues): readonly FormGameType[] {
  if (values.id == null) return FORM_GAME_TYPES;
  return isCustomEvent(values.gameType) ? ['Event'] : ['Game', 'Scrimmage'];
}

/**
 * The add-event and edit form (spec §4 "Game form", §5 "Game form"): type, sport, date, start and
 * end (an hour apart once the start is set), TBD; a game's teams, found with the school search,
 * and its home team or 'No Home Team'; a name and location made from the teams unless typed; notes
 * as plain text; stream links. Core's gameFormSchema and the calendar's day range check it, and
 * the server again; possible duplicates are shown with 'Cancel' or 'Ignore Duplicates'.
 */
export function GameForm({ initial, sports, sportLocked, onSaved, children }: GameFormProps) {
  const api = useApi();
  const id = useId();
  const submitRef = useRef<HTMLButtonElement>(null);
  const [duplicates, setDuplicates] = useState<readonly CalendarDuplicate[] | null>(null);
  // The duplicates' list gone ('Cancel', or saved anyway), its place's button takes the focus.
  const hadDuplicates = useRef(false);
  useEffect(() => {
    if (duplicates != null) hadDuplicates.current = true;
    else if (hadDuplicates.current) {
      hadDuplicates.current = false;
      submitRef.current?.focus();
    }
  }, [duplicates]);
  const today = useToday();
  const checks = useMemo(() => gameFormChecks(today), [today]);

  const save = async (body: GameFormBody): Promise<FormOutcome | null> => {
    const answer = await saveCalendarGame(api, body);
    if (!answer.ok) return { ok: false, message: answer.failure.message || 'Unknown Error' };
    // Possible duplicates: the reader says whether to save it all the same.
    if (!answer.data.saved) {
      setDuplicates(answer.data.duplicates);
      return null;
    }
    setDuplicates(null);
    onSaved(answer.data.message, answer.data.game);
    // The page says it was saved (onSaved): the form shows no text of its own.
    return { ok: true };
  };
  // A new game's form empties for the next; an edited game's stays as saved.
  const form = useForm(checks, initial, save, {
    body: gameFormBody,
    after: initial.id == null ? 'reset' : 'keep',
  });
  const { values, field, update } = form;
  const custom = isCustomEvent(values.gameType);
  const typeLabel = GAME_TYPE_LABELS[values.gameType];
  // The same game again, as the form holds it now, saved whatever it may repeat (spec §8).
  const ignoreDuplicates = () => form.submit((body) => ({ ...body, ignoreDublicates: true }));

  const teamIds = values.teams.map((team) => team.schoolId);
  const homeValue = values.noHomeTeam
    ? 'none'
    : String(values.teams.find((team) => team.isHome)?.schoolId ?? '');

  return (
    <form className="auth-form schedule-form" noValidate onSubmit={form.onSubmit}>
      <fieldset className="auth-choices">
        <legend>Type</legend>
        {typesFor(values).map((type) => (
          <label key={type} className="auth-choice">
            <input
              type="radio"
              name={`${id}-type`}
              value={type}
              checked={values.gameType === type}
              onChange={() => update({ gameType: type })}
            />
            {GAME_TYPE_LABELS[type]}
          </label>
        ))}
      </fieldset>
      <SelectField
        label="Sport"
        placeholder="Choose Sport"
        options={sports}
        disabled={sportLocked}
        field={field('sportId')}
      />
      <div className="schedule-form__when">
        <TextField
          label="Date"
          type="date"
          min={calendarRange(today).min}
          max={calendarRange(today).max}
          field={field('eventDate')}
        />
        {values.timeUnknown ? null : (
          <>
            <TextField label="Start time" type="time" field={field('startTime', changeStartTime)} />
            <TextField label="End time" type="time" field={field('endTime')} />
          </>
        )}
      </div>
      <label className="auth-choice">
        <input
          type="checkbox"
          checked={values.timeUnknown}
          onChange={(event) => {
            const unknown = event.currentTarget.checked;
            update((v) => changeTimeUnknown(v, unknown));
          }}
        />
        Time TBD
      </label>
      {custom ? null : (
        <>
          <fieldset className="schedule-form__teams" aria-describedby={`${id}-teams-error`}>
            <legend>Teams</legend>
            {values.teams.length > 0 ? (
              <ul className="auth-chips">
                {values.teams.map((team) => (
                  <li key={team.schoolId} className="auth-chip">
                    {team.name}
                    <button
                      type="button"
                      className="auth-chip__remove"
                      aria-label={`Remove ${team.name}`}
                      onClick={() => update((v) => removeTeam(v, team.schoolId))}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <SchoolSearch
              exclude={teamIds}
              onAdd={(school) => update((v) => addTeam(v, teamOfSchool(school)))}
            />
            <p id={`${id}-teams-error`} className="auth-field__error">
              {form.errors.teams}
            </p>
          </fieldset>
          <fieldset className="auth-choices" aria-describedby={`${id}-home-error`}>
            <legend>Home Team</legend>
            {values.teams.map((team) => (
              <label key={team.schoolId} className="auth-choice">
                <input
                  type="radio"
                  name={`${id}-home`}
                  value={String(team.schoolId)}
                  checked={homeValue === String(team.schoolId)}
                  onChange={() => update((v) => chooseHomeTeam(v, team.schoolId))}
                />
                {team.name}
              </label>
            ))}
            <label className="auth-choice">
              <input
                type="radio"
                name={`${id}-home`}
                value="none"
                checked={homeValue === 'none'}
                onChange={() => update((v) => chooseHomeTeam(v, 'none'))}
              />
              No Home Team
            </label>
            <p id={`${id}-home-error`} className="auth-field__error">
              {form.errors.homeTeam}
            </p>
          </fieldset>
        </>
      )}
      <TextField
        label="Name"
        {...(custom ? {} : { hint: 'Made from the teams until you type one.' })}
        field={field('name', editName)}
      />
      <TextField
        label="Location"
        {...(custom ? {} : { hint: "The home school's address until you type one." })}
        field={field('location', editLocation)}
      />
      {/* Plain text: the server keeps the notes as sanitised text. */}
      <TextAreaField label="Notes" className="schedule-form__notes" field={field('notes')} />
      <TextField label="YouTube link" type="url" field={field('youtubeLink')} />
      <TextField label="NFHS Network link" type="url" field={field('nfhsLink')} />
      {duplicates == null ? (
        <div className="auth-actions">
          <button
            ref={submitRef}
            type="submit"
            className="csz-button"
            aria-disabled={form.sending || undefined}
          >
            {form.sending ? 'Saving...' : values.id == null ? `Add ${typeLabel}` : 'Save Changes'}
          </button>
          {children}
        </div>
      ) : (
        <DuplicatesFound
          duplicates={duplicates}
          busy={form.sending}
          onCancel={() => setDuplicates(null)}
          onIgnore={ignoreDuplicates}
        />
      )}
      <FormStatus failure={form.failure} success={null} />
    </form>
  );
}
