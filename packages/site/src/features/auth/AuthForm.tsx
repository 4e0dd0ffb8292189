import type { ReactNode } from 'react';
import { FormStatus } from '../../shared/forms/fields';
import type { FormHandle } from '../../shared/forms/useForm';

/** Props of {@link AuthForm}. */
export interface AuthFormProps {
  /** The form's state, from useForm. */
  form: Pick<FormHandle<never>, 'onSubmit' | 'done' | 'sending' | 'failure' | 'success'>;
  /** The submit button's label. */
  submitLabel: string;
  /** Turns the submit button off besides while sending (sign-up: nothing typed yet). */
  submitOff?: boolean;
  /** Buttons beside the submit button (Back, Forgot password?). */
  actions?: ReactNode;
  /** The failure to show instead of the last send's. */
  failure?: string | null;
  /** What follows the success text (the 'Log in' button). */
  successAction?: ReactNode;
  /** What follows the outcome (the closed account's restore). */
  after?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/**
 * An account form: its fields and buttons, disabled for good once it succeeded (spec §4), then its
 * failure or success text.
 */
export function AuthForm({
  form,
  submitLabel,
  submitOff = false,
  actions,
  failure,
  successAction,
  after,
  children,
}: AuthFormProps) {
  return (
    <form className="auth-form" noValidate onSubmit={form.onSubmit}>
      <fieldset className="auth-form__fields" disabled={form.done}>
        {children}
        <div className="auth-actions">
          {/* aria-disabled, not disabled: the button keeps the focus while the form is sent. */}
          <button
            type="submit"
            className="csz-button"
            aria-disabled={form.sending || submitOff || undefined}
          >
            {submitLabel}
          </button>
          {actions}
        </div>
      </fieldset>
      <FormStatus failure={failure === undefined ? form.failure : failure} success={form.success}>
        {successAction}
      </FormStatus>
      {after}
    </form>
  );
}
