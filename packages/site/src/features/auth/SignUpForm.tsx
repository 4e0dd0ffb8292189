import { MESSAGES, normalizeDisplayName } from '@csz/core';
import { register } from '../../api/accounts';
import { useApi } from '../../state/api';
import { AuthForm } from './AuthForm';
import { EmailField, PasswordField, TextField } from '../../shared/forms/fields';
import { useBeginSession } from './useBeginSession';
import { useForm } from '../../shared/forms/useForm';
import { formSchema } from './formSchema';

/** Props of {@link SignUpForm}. */
export interface SignUpFormProps {
  /** The email to start with (an invitation's, or the dialog's first step). */
  initialEmail: string;
  /** The email is already given (the dialog's sign-up step): no field for it. @default false */
  emailFixed?: boolean;
  /** Called once the account exists and its session has started. */
  onSignedUp: () => void;
}

/**
 * 'Create Account' (spec §5 "Sign-up"): email, display name (blank means the real name), password
 * and its confirmation; the button is disabled while sending and until something is typed.
 */
export function SignUpForm({ initialEmail, emailFixed = false, onSignedUp }: SignUpFormProps) {
  const api = useApi();
  const beginSession = useBeginSession();
  const form = useForm(
    formSchema('signUpFormSchema'),
    { email: initialEmail, displayName: '', password: '', confirmPassword: '' },
    async ({ email, displayName, password }) => {
      const answer = await register(api, { email, password, displayName });
      if (!answer.ok) return { ok: false, message: answer.failure.message };
      beginSession(answer.data, email, MESSAGES.signedUp);
      onSignedUp();
      return { ok: true };
    },
    { normalize: { displayName: normalizeDisplayName } },
  );
  return (
    <AuthForm form={form} submitLabel="Create Account" submitOff={form.unchanged}>
      {emailFixed ? null : <EmailField field={form.field('email')} autoFocus />}
      <TextField
        label="Display Name"
        autoComplete="nickname"
        hint="Shown with your posts. Leave it blank to use your name."
        field={form.field('displayName')}
        autoFocus={emailFixed}
      />
      <PasswordField field={form.field('password')} isNew />
      <PasswordField label="Confirm Password" field={form.field('confirmPassword')} isNew />
    </AuthForm>
  );
}
