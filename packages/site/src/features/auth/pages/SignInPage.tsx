import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES, PATHS } from '@csz/core';
import { useGuestSession, useSession } from '../../../state/session';
import { AuthPage } from '../AuthPage';
import { afterSignUp, safeRedirect } from '../redirect';
import { SignInModal } from '../SignInModal';

/**
 * /sign-in (spec §2): 'Log In' opens the sign-in dialog, 'Continue as a Guest' goes on without an
 * account for a while (spec §4 "Guest session"). Members go to the home tab.
 */
export function SignInPage() {
  const session = useSession();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { continueAsGuest } = useGuestSession();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [signedUp, setSignedUp] = useState(false);

  if (session && !signedUp) return <Navigate to={PATHS.myAccountHome} replace />;
  const query = search.toString() === '' ? '' : `?${search.toString()}`;
  return (
    <AuthPage title="Sign In" lead={MESSAGES.joinForUpdates}>
      <div className="auth-actions auth-actions--stacked">
        <button type="button" className="csz-button" onClick={() => setDialogOpen(true)}>
          Log In
        </button>
        <button
          type="button"
          className="csz-button csz-button--secondary"
          onClick={() => {
            continueAsGuest();
            navigate(safeRedirect(search.get('redirect')));
          }}
        >
          Continue as a Guest
        </button>
      </div>
      <p>
        New here? <Link to={`${PATHS.signUp}${query}`}>Create Account</Link>
      </p>
      <SignInModal
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onLoggedIn={(how) => {
          setDialogOpen(false);
          // A new account goes on to complete its profile (spec §4 "Sign-up flow").
          if (how === 'signUp') {
            setSignedUp(true);
            navigate(afterSignUp(query));
          }
        }}
      />
    </AuthPage>
  );
}
