import { MESSAGES } from '@csz/core';
import { requestPasswordReset, resetPasswordWithCode } from '../../api/accounts';
import { useApi } from '../../state/api';
import { AuthForm } from './AuthForm';
import { EmailField, PasswordField, TextField } from '../../shared/forms/fields';
import { outcomeOf, useForm } from '../../shared/forms/useForm';
import { formSchema } from './formSchema';

/** Props of {@link RequestResetForm}. */
export interface RequestResetFormProps {
  /** The email to start with. */
  initialEmail: string;
  /** Called once the code is on its way. */
  onSent?: (email: string) => void;
}

/** Asks for a reset code by email (spec §4 "Password reset"); disabled once 'Reset Code Was Sent.'. */
export function RequestResetForm({ initialEmail, onSent }: RequestResetFormProps) {
  const api = useApi();
  const form = useForm(
    formSchema('requestResetSchema'),
    { email: initialEmail },
    async ({ email }) => {
      const answer = await requestPasswordReset(api, email);
      if (!answer.ok) return { ok: false, message: answer.failure.message };
      onSent?.(email);
      return { ok: true, message: MESSAGES.resetCodeSent };
    },
  );
  return (
    <AuthForm form={form} submitLabel="Send Reset Code">
      <EmailField field={form.field('email')} autoFocus />
    </AuthForm>
  );
}

/** Props of {@link ResetCodeForm}. */
export interface ResetCodeFormProps {
  /** Focus the code field when the form appears. @default false */
  autoFocus?: boolean;
  /** The 'Log in' button shown with the success text. */
  onLogIn: () => void;
}

/**
 * Sets a new password with the emailed code (spec §4); disabled once 'Your Password Was Changed
 * Successfully.', which comes with a 'Log in' button.
 */
export function ResetCodeForm({ autoFocus = false, onLogIn }: ResetCodeFormProps) {
  const api = useApi();
  const form = useForm(
    formSchema('resetWithCodeSchema'),
    { token: '', newPassword: '' },
    async (reset) => outcomeOf(await resetPasswordWithCode(api, reset), MESSAGES.passwordChanged),
  );
  return (
    <AuthForm
      form={form}
      submitLabel="Change Password"
      successAction={<LogInButton onLogIn={onLogIn} />}
    >
      <TextField
        label="Reset Code"
        autoComplete="one-time-code"
        field={form.field('token')}
        autoFocus={autoFocus}
      />
      <PasswordField label="New Password" field={form.field('newPassword')} isNew />
    </AuthForm>
  );
}

/** The 'Log in' button that comes with 'Your Password Was Changed Successfully.' (spec §8). */
export function LogInButton({ onLogIn }: { onLogIn: () => void }) {
  return (
    <button type="button" className="csz-button" onClick={onLogIn}>
      Log in
    </button>
  );
}
