import { useId, useState, type FormEvent } from 'react';
import {
  MESSAGES,
  VALIDATION,
  checkScoreEntries,
  hasStarted,
  orderTeamsForDisplay,
  type Game,
} from '@csz/core';

/** Where a score submission stands, as the page that sends it knows. */
export type ScoreSubmission =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success' }
  | { status: 'error'; message?: string | null | undefined };

/** Props of {@link ScoreForm}. */
export interface ScoreFormProps {
  /** The game; its teams marked canEdit get an input. */
  game: Game;
  /** Where the submission stands. @default { status: 'idle' } */
  submission?: ScoreSubmission;
  /** Called with every editable team's score once all are filled with whole numbers from 0. */
  onSubmit: (scores: { gameResultId: number; score: number }[]) => void;
  /** The submit button's words (the upload page's 'POST', spec §4). @default 'Submit Score' */
  submitLabel?: string;
}

/**
 * Whether a game's score form may be filled in (spec §4 "Score form"): the game takes scores, is not
 * a scrimmage, has started where it is played, and the reader may enter at least one team's score.
 */
export function isScoreFormEditable(
  game: Pick<
    Game,
    | 'canSubmitScores'
    | 'gameType'
    | 'teams'
    | 'eventDate'
    | 'startTime'
    | 'startTimeUnknown'
    | 'isTBD'
    | 'tz'
  >,
  now: Date = new Date(),
): boolean {
  return (
    game.canSubmitScores &&
    game.gameType !== 'Scrimmage' &&
    game.teams.some((t) => t.canEdit) &&
    // The lists say a game takes scores from its day on; the form waits for its start, as the
    // server does, so it is never offered where sending it must fail.
    hasStarted(game, now)
  );
}

/**
 * The score form (spec §4, §5): a number input for each team the reader may report; every final
 * score is required, and empty or invalid inputs are flagged with nothing sent. Submit is disabled
 * while the score is sent and after it was taken, when the notice says staff will review it. Teams
 * are in the order the page above shows them ('Visitor @ Home'), so the scores are typed as read.
 */
export function ScoreForm({
  game,
  submission = { status: 'idle' },
  onSubmit,
  submitLabel = 'Submit Score',
}: ScoreFormProps) {
  const formId = useId();
  const [entries, setEntries] = useState<Record<number, string>>(() =>
    Object.fromEntries(game.teams.map((t) => [t.id, t.score == null ? '' : String(t.score)])),
  );
  const [flagged, setFlagged] = useState<{ empty: number[]; invalid: number[] }>({
    empty: [],
    invalid: [],
  });
  const teams = orderTeamsForDisplay(game.teams);
  const done = submission.status === 'success';
  const busy = submission.status === 'submitting';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkScoreEntries(game.teams, entries);
    if (!check.ok) {
      setFlagged({ empty: check.emptyTeamIds, invalid: check.invalidTeamIds });
      // The first flagged input takes the focus, so its message is read out with it.
      const flaggedIds = [...check.emptyTeamIds, ...check.invalidTeamIds];
      const first = teams.find((t) => flaggedIds.includes(t.id))?.id;
      if (first != null) document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    setFlagged({ empty: [], invalid: [] });
    onSubmit(check.scores);
  };

  return (
    <form
      className="csz-score-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${formId}-title`}
    >
      <h2 className="csz-score-form__title" id={`${formId}-title`}>
        Report the final score
      </h2>
      {teams.map((team) => {
        const inputId = `${formId}-${team.id}`;
        const error = flagged.empty.includes(team.id)
          ? VALIDATION.required
          : flagged.invalid.includes(team.id)
            ? VALIDATION.score
            : null;
        return (
          <div key={team.id} className="csz-score-form__row">
            <label htmlFor={inputId} className="csz-score-form__label">
              {team.name}
            </label>
            {team.canEdit ? (
              <input
                id={inputId}
                className="csz-input csz-score-form__input"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                required
                value={entries[team.id] ?? ''}
                disabled={busy || done}
                aria-invalid={error != null}
                aria-describedby={error ? `${inputId}-error` : undefined}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setEntries((current) => ({ ...current, [team.id]: value }));
                }}
              />
            ) : (
              <output id={inputId} className="csz-score-form__fixed">
                {team.score ?? '–'}
              </output>
            )}
            {error ? (
              <span id={`${inputId}-error`} className="csz-score-form__error">
                {error}
              </span>
            ) : null}
          </div>
        );
      })}
      <button type="submit" className="csz-button" disabled={busy || done}>
        {busy ? 'Submitting...' : submitLabel}
      </button>
      <div role="status" className="csz-score-form__notice">
        {done ? MESSAGES.scoreSubmitted : null}
      </div>
      {submission.status === 'error' ? (
        <p role="alert" className="csz-score-form__failure">
          {submission.message || MESSAGES.unknownError}
        </p>
      ) : null}
    </form>
  );
}
