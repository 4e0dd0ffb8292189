import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  ROLE_LABELS,
  cleanPhoneInput,
  formatLongDate,
  formErrors,
  updateCoachRequestSchema,
  type ApiResult,
  type FormErrors,
  type UpdateCoachRequest,
} from '@csz/core';
import { useToday } from '../../state/today';
import { COACH_ROLES, START, coachUpdateOf, type Values } from './coachUpdate';
import './updateCoach.css';

/** Props of {@link UpdateCoachDialog}. */
export interface UpdateCoachDialogProps {
  /** Whether the dialog is shown; each opening starts a new form. */
  open: boolean;
  /** The team: its school and sport, by id and name. */
  team: { schoolId: number; sportId: number; schoolName: string; sportName: string | null };
  /** Called when the reader closes the dialog (Cancel, Close, Escape). */
  onClose: () => void;
  /** Where focus goes on closing when what had it is gone from the page. */
  returnFocus?: () => void;
  /** Sends the answer (POST updateCoach); the server's answer says what staff will do. */
  send: (update: UpdateCoachRequest) => Promise<ApiResult<{ message: string }>>;
}

/**
 * 'Update Coach' (spec §2 coach banner, §5 "Update coach"): are you the coach, your role or the
 * coach's, and when you are not, the coach's name, email and cell phone; sent for staff to review.
 * A coach who says so gets the role, waiting for approval. It is the browser's modal dialog: focus
 * stays inside, Escape closes it, and focus returns to where it was.
 */
export function UpdateCoachDialog({
  open,
  team,
  onClose,
  returnFocus,
  send,
}: UpdateCoachDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  // Each opening starts a new form; a new key remounts it.
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening((n) => n + 1);
  }

  useEffect(() => {
    const dialog = ref.current;
    if (dialog == null) return;
    if (open && !dialog.open) {
      returnTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('input')?.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      // Back where focus was; after logging in on the way here, that was nowhere (the page).
      const back = returnTo.current;
      if (back != null && back !== document.body && back.isConnected) back.focus();
      else returnFocus?.();
    }
  }, [open, returnFocus]);

  const place = team.sportName == null ? team.schoolName : `${team.schoolName} ${team.sportName}`;
  return (
    <dialog
      ref={ref}
      className="csz-dialog coach-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="csz-dialog__title">
        Update Coach
      </h2>
      <p className="site-page__hint">{place}</p>
      {open ? <CoachForm key={opening} team={team} onClose={onClose} send={send} /> : null}
    </dialog>
  );
}

/** A labelled field with its error read out with it. */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="site-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="site-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function CoachForm({
  team,
  onClose,
  send,
}: Pick<UpdateCoachDialogProps, 'team' | 'onClose' | 'send'>) {
  const today = useToday();
  const id = useId();
  const [values, setValues] = useState<Values>(START);
  const [submitted, setSubmitted] = useState(false);
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const checked = formErrors(updateCoachRequestSchema, coachUpdateOf(team, values));
  // Errors show once the form was sent, then follow what is typed (spec §5).
  const errors: FormErrors = submitted && !checked.ok ? checked.errors : {};
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const described = (name: string) =>
    errors[name]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` }
      : {};

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!checked.ok) {
      // The first field with an error takes focus, so that its message is read.
      const form = event.currentTarget;
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    if (state !== 'editing') return;
    setState('sending');
    setOutcome(null);
    const answer = await send(checked.data);
    if (!answer.ok) {
      setState('editing');
      setOutcome({ ok: false, text: answer.failure.message });
      return;
    }
    setState('sent');
    const waiting = checked.data.isCoach
      ? ` Your ${ROLE_LABELS[checked.data.role]} role at ${team.schoolName} is waiting for approval.`
      : '';
    // The day it was sent (the service's day), for the member to quote if they write to staff.
    setOutcome({
      ok: true,
      text: `Sent ${formatLongDate(today)}. ${answer.data.message}${waiting}`,
    });
  };

  const done = state === 'sent';
  const isCoach = values.isCoach;
  return (
    <form className="site-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <fieldset
        className="coach-dialog__choice"
        disabled={done}
        {...(errors.isCoach ? { 'aria-describedby': `${id}-isCoach-error` } : {})}
      >
        <legend>Are you the coach?</legend>
        {(['yes', 'no'] as const).map((answer) => (
          <label key={answer} className="coach-dialog__option">
            <input
              type="radio"
              name="isCoach"
              value={answer}
              checked={isCoach === answer}
              onChange={() => set('isCoach', answer)}
              {...(errors.isCoach ? { 'aria-invalid': true } : {})}
            />
            {answer === 'yes' ? 'Yes' : 'No'}
          </label>
        ))}
        {errors.isCoach ? (
          <p id={`${id}-isCoach-error`} className="site-field__error">
            {errors.isCoach}
          </p>
        ) : null}
      </fieldset>
      <Field
        id={`${id}-role`}
        label={isCoach === 'no' ? 'The coach’s role' : 'Your role'}
        error={errors.role}
      >
        <select
          id={`${id}-role`}
          className="csz-input"
          value={values.role}
          disabled={done}
          onChange={(e) => set('role', e.target.value as Values['role'])}
          {...described('role')}
        >
          <option value="">Choose a role</option>
          {COACH_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </Field>
      {isCoach === 'no' ? (
        <>
          {(
            [
              ['coachFirstName', 'Coach first name', 'given-name'],
              ['coachLastName', 'Coach last name', 'family-name'],
            ] as const
          ).map(([name, label, autoComplete]) => (
            <Field key={name} id={`${id}-${name}`} label={label} error={errors[name]}>
              <input
                id={`${id}-${name}`}
                className="csz-input"
                maxLength={50}
                autoComplete={`section-coach ${autoComplete}`}
                value={values[name]}
                disabled={done}
                onChange={(e) => set(name, e.target.value)}
                {...described(name)}
              />
            </Field>
          ))}
          <Field id={`${id}-coachEmail`} label="Coach email" error={errors.coachEmail}>
            <input
              id={`${id}-coachEmail`}
              className="csz-input"
              type="email"
              autoComplete="section-coach email"
              value={values.coachEmail}
              disabled={done}
              onChange={(e) => set('coachEmail', e.target.value)}
              {...described('coachEmail')}
            />
          </Field>
          <Field
            id={`${id}-coachCellPhone`}
            label="Coach cell phone (optional)"
            error={errors.coachCellPhone}
          >
            <input
              id={`${id}-coachCellPhone`}
              className="csz-input"
              type="tel"
              inputMode="tel"
              autoComplete="section-coach tel"
              value={values.coachCellPhone}
              disabled={done}
              onChange={(e) => set('coachCellPhone', cleanPhoneInput(e.target.value))}
              {...described('coachCellPhone')}
            />
          </Field>
        </>
      ) : null}
      <p
        role="status"
        className={outcome?.ok === false ? 'site-form__error' : 'site-form__success'}
      >
        {outcome?.text ?? ''}
      </p>
      <div className="csz-dialog__actions">
        {done ? (
          // Sent, the form's buttons are gone: focus goes to the one left.
          <button type="button" className="csz-button" autoFocus onClick={onClose}>
            Close
          </button>
        ) : (
          <>
            <button type="button" className="csz-button csz-button--secondary" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="csz-button" aria-disabled={state === 'sending'}>
              {state === 'sending' ? 'Sending...' : 'Send'}
            </button>
          </>
        )}
      </div>
    </form>
  );
}
