import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES, contactPath } from '@csz/core';
import { logIn, requestRestore } from '../../api/accounts';
import { useApi } from '../../state/api';
import { AuthForm } from './AuthForm';
import { EmailField, PasswordField } from '../../shared/forms/fields';
import { useBeginSession } from './useBeginSession';
import { useForm } from '../../shared/forms/useForm';
import { formSchema } from './formSchema';

/** Props of {@link LogInForm}. */
export interface LogInFormProps {
  /** The email to start with. */
  initialEmail: string;
  /** The email is already given (the dialog's password step): no field for it. @default false */
  emailFixed?: boolean;
  /**
   * A closed account (spec §4): the dialog requests the restore link at once ('automatic'); the
   * login page asks first ('confirm').
   */
  restore: 'automatic' | 'confirm';
  /** A failure to show before any attempt (the /login/:email/:error address). */
  initialFailure?: string | null;
  /** Called once the session has started. */
  onLoggedIn: () => void;
  /** Links under the button ('Forgot password?'). */
  children?: ReactNode;
}

/** Email and password, the login call, and the closed-account path (spec §4, §5 "Login"). */
export function LogInForm({
  initialEmail,
  emailFixed = false,
  restore,
  initialFailure = null,
  onLoggedIn,
  children,
}: LogInFormProps) {
  const api = useApi();
  const beginSession = useBeginSession();
  const [closed, setClosed] = useState<{ email: string; restoreSent: boolean } | null>(null);
  const [attempted, setAttempted] = useState(false);

  const askRestore = async (email: string) => {
    await requestRestore(api, email);
    // The answer is the same whether or not the account can be restored.
    setClosed({ email, restoreSent: true });
  };

  const form = useForm(
    formSchema('loginFormSchema'),
    { email: initialEmail, password: '' },
    async (data) => {
      setAttempted(true);
      const answer = await logIn(api, data);
      if (!answer.ok) {
        if (answer.failure.message === MESSAGES.accountNotActive) {
          setClosed({ email: data.email, restoreSent: false });
          if (restore === 'automatic') await askRestore(data.email);
        } else {
          setClosed(null);
        }
        return { ok: false, message: answer.failure.message };
      }
      beginSession(answer.data, data.email, MESSAGES.loggedIn);
      onLoggedIn();
      return { ok: true };
    },
  );

  return (
    <AuthForm
      form={form}
      submitLabel="Log In"
      actions={children}
      failure={form.failure ?? (attempted ? null : initialFailure)}
      after={
        closed ? (
          <div className="auth-note">
            <Link to={contactPath()}>Contact Us</Link>
            {closed.restoreSent ? (
              <p role="status">{MESSAGES.restoreSent}</p>
            ) : (
              <button
                type="button"
                className="csz-button csz-button--secondary"
                onClick={() => void askRestore(closed.email)}
              >
                Restore the account
              </button>
            )}
          </div>
        ) : null
      }
    >
      {emailFixed ? null : <EmailField field={form.field('email')} autoFocus />}
      <PasswordField field={form.field('password')} autoFocus={emailFixed} />
    </AuthForm>
  );
}
