import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { MESSAGES, PATHS } from '@csz/core';
import { restoreAccount } from '../../../api/accounts';
import { useApi } from '../../../state/api';
import { useSession } from '../../../state/session';
import { AuthPage } from '../AuthPage';
import { FormStatus } from '../../../shared/forms/fields';
import { LogInForm } from '../LogInForm';
import { afterLogIn } from '../redirect';
import { useBeginSession } from '../useBeginSession';

/**
 * /login, /login/:email and /login/:email/:error (spec §2): the log-in form, then the page the
 * `redirect` param names, else Pick 'Em when the query mentions it, else the home tab. The link of
 * the restore email (?restore=token&email=) asks to confirm restoring the account.
 */
export function LoginPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const [loggedInHere, setLoggedInHere] = useState(false);
  const next = afterLogIn(search);
  const restoreToken = search.get('restore');

  if (session && !loggedInHere) return <Navigate to={next} replace />;
  const onLoggedIn = () => {
    setLoggedInHere(true);
    navigate(next, { replace: true });
  };
  if (restoreToken) {
    return (
      <RestoreAccount
        email={search.get('email') ?? params.email ?? ''}
        token={restoreToken}
        onRestored={onLoggedIn}
      />
    );
  }
  return (
    <AuthPage title="Log In">
      <LogInForm
        initialEmail={params.email ?? search.get('email') ?? ''}
        initialFailure={params.error ?? null}
        restore="confirm"
        onLoggedIn={onLoggedIn}
      >
        <Link to={PATHS.forgotPassword}>Forgot password?</Link>
      </LogInForm>
      <p>
        New here? <Link to={`${PATHS.signUp}${searchString(search)}`}>Create Account</Link>
      </p>
    </AuthPage>
  );
}

function searchString(search: URLSearchParams): string {
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** The restore email's link: confirm, then the account is open again and logged in. */
function RestoreAccount({
  email,
  token,
  onRestored,
}: {
  email: string;
  token: string;
  onRestored: () => void;
}) {
  const api = useApi();
  const beginSession = useBeginSession();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const restore = async () => {
    setSending(true);
    setFailure(null);
    const answer = await restoreAccount(api, { email, token });
    setSending(false);
    if (!answer.ok) {
      setFailure(answer.failure.message);
      return;
    }
    beginSession(answer.data, email, MESSAGES.loggedIn);
    onRestored();
  };
  return (
    <AuthPage title="Restore Your Account" lead={`Do you want to restore the account ${email}?`}>
      <FormStatus failure={failure} success={null} />
      <div className="auth-actions">
        <button
          type="button"
          className="csz-button"
          aria-disabled={sending || undefined}
          onClick={() => void (sending ? null : restore())}
        >
          Restore the account
        </button>
        <Link to={PATHS.login} className="csz-button csz-button--secondary">
          Cancel
        </Link>
      </div>
    </AuthPage>
  );
}
