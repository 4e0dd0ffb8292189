import { Link, useSearchParams } from 'react-router-dom';
import { MESSAGES, PATHS } from '@csz/core';
import { resetPassword } from '../../../api/accounts';
import { useApi } from '../../../state/api';
import { AuthPage } from '../AuthPage';
import { AuthForm } from '../AuthForm';
import { PasswordField } from '../../../shared/forms/fields';
import { LogInButton } from '../PasswordResetForms';
import { outcomeOf, useForm } from '../../../shared/forms/useForm';
import { formSchema } from '../formSchema';
import { useGoToLogIn } from '../useGoToLogIn';

/**
 * /forgot-password-change?email=&token= (spec §2): the reset email's link, where only the new
 * password is asked. Members see 'Already Authorized'.
 */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const link = { email: search.get('email') ?? '', token: search.get('token') ?? '' };
  const incomplete = link.email === '' || link.token === '';
  return (
    <AuthPage title="Reset Password" access="guests">
      {incomplete ? (
        <p className="auth-alert" role="alert">
          This reset link is missing its email or code.{' '}
          <Link to={PATHS.forgotPassword}>Ask for a new code</Link>
        </p>
      ) : (
        <ResetLinkForm email={link.email} token={link.token} />
      )}
    </AuthPage>
  );
}

function ResetLinkForm({ email, token }: { email: string; token: string }) {
  const api = useApi();
  const goToLogIn = useGoToLogIn(email);
  const form = useForm(
    formSchema('resetPasswordSchema'),
    { email, token, newPassword: '' },
    async (reset) => outcomeOf(await resetPassword(api, reset), MESSAGES.passwordChanged),
  );
  return (
    <AuthForm
      form={form}
      submitLabel="Change Password"
      successAction={<LogInButton onLogIn={goToLogIn} />}
    >
      <p className="auth-lead">Set a new password for {email}.</p>
      <PasswordField label="New Password" field={form.field('newPassword')} isNew autoFocus />
    </AuthForm>
  );
}
