import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AuthPage } from '../AuthPage';
import { RequestResetForm, ResetCodeForm } from '../PasswordResetForms';
import { useGoToLogIn } from '../useGoToLogIn';

/**
 * /forgot-password (spec §2, §4 "Password reset"): ask for a reset code, then set a new password
 * with it. Members see 'Already Authorized'.
 */
export function ForgotPasswordPage() {
  const [search] = useSearchParams();
  const [email, setEmail] = useState<string | null>(null);
  const [hasCode, setHasCode] = useState(false);
  const goToLogIn = useGoToLogIn(email);
  return (
    <AuthPage
      title="Forgot Password"
      lead="We will email you a code to set a new password."
      access="guests"
    >
      <RequestResetForm initialEmail={search.get('email') ?? ''} onSent={setEmail} />
      {email != null || hasCode ? (
        <ResetCodeForm autoFocus={email != null} onLogIn={goToLogIn} />
      ) : (
        <button
          type="button"
          className="csz-button csz-button--quiet"
          onClick={() => setHasCode(true)}
        >
          I have a reset code
        </button>
      )}
    </AuthPage>
  );
}
