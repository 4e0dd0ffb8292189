import { useEffect, useId, useRef, useState } from 'react';
import {
  LENGTHS,
  ROLE_LABELS,
  cleanPhoneInput,
  formatLongDate,
  updateCoachRequestSchema,
  type ApiResult,
  type UpdateCoachRequest,
} from '@csz/core';
import { FormStatus, SelectField, TextField } from '../../shared/forms/fields';
import { useForm } from '../../shared/forms/useForm';
import { useToday } from '../../state/today';
import { COACH_ROLES, START, coachUpdateOf } from './coachUpdate';
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

const ROLE_OPTIONS = COACH_ROLES.map((role) => ({ id: role, name: ROLE_LABELS[role] }));

function CoachForm({
  team,
  onClose,
  send,
}: Pick<UpdateCoachDialogProps, 'team' | 'onClose' | 'send'>) {
  const today = useToday();
  const id = useId();
  const form = useForm(
    updateCoachRequestSchema,
    START,
    async (update) => {
      const answer = await send(update);
      if (!answer.ok) return { ok: false, message: answer.failure.message };
      const waiting = update.isCoach
        ? ` Your ${ROLE_LABELS[update.role]} role at ${team.schoolName} is waiting for approval.`
        : '';
      // The day it was sent (the service's day), for the member to quote if they write to staff.
      return {
        ok: true,
        message: `Sent ${formatLongDate(today)}. ${answer.data.message}${waiting}`,
      };
    },
    { body: (values) => coachUpdateOf(team, values) },
  );
  const { values, field, errors, done } = form;
  const isCoach = values.isCoach;
  return (
    <form className="auth-form" noValidate onSubmit={form.onSubmit}>
      <fieldset className="auth-form__fields" disabled={done}>
        <fieldset
          className="coach-dialog__choice"
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
                onChange={() => form.update({ isCoach: answer })}
                {...(errors.isCoach ? { 'aria-invalid': true } : {})}
              />
              {answer === 'yes' ? 'Yes' : 'No'}
            </label>
          ))}
          {errors.isCoach ? (
            <p id={`${id}-isCoach-error`} className="auth-field__error">
              {errors.isCoach}
            </p>
          ) : null}
        </fieldset>
        <SelectField
          label={isCoach === 'no' ? 'The coach’s role' : 'Your role'}
          placeholder="Choose a role"
          options={ROLE_OPTIONS}
          field={field('role')}
        />
        {isCoach === 'no' ? (
          <>
            <TextField
              label="Coach first name"
              autoComplete="section-coach given-name"
              maxLength={LENGTHS.nameMax}
              field={field('coachFirstName')}
            />
            <TextField
              label="Coach last name"
              autoComplete="section-coach family-name"
              maxLength={LENGTHS.nameMax}
              field={field('coachLastName')}
            />
            <TextField
              label="Coach email"
              type="email"
              autoComplete="section-coach email"
              field={field('coachEmail')}
            />
            <TextField
              label="Coach cell phone (optional)"
              type="tel"
              autoComplete="section-coach tel"
              field={field('coachCellPhone', (v, phone) => ({
                ...v,
                coachCellPhone: cleanPhoneInput(phone),
              }))}
            />
          </>
        ) : null}
      </fieldset>
      <FormStatus failure={form.failure} success={form.success} />
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
            {/* aria-disabled, not disabled: the button keeps the focus while the form is sent. */}
            <button type="submit" className="csz-button" aria-disabled={form.sending || undefined}>
              {form.sending ? 'Sending...' : 'Send'}
            </button>
          </>
        )}
      </div>
    </form>
  );
}
