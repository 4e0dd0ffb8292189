import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PATHS, TIMERS_MS } from '@csz/core';
import { useAuthNotice, useSignInPrompt } from '../../state/session';
import { SignInModal } from './LazySignInModal';
import { useSessionRefresh } from './useSessionRefresh';
import './auth.css';

/**
 * What the account features need once per page, rendered once inside the site's chrome: the
 * sign-in dialog that {@link useRequireLogin} and {@link useOpenSignIn} open, the account notice
 * ('Logged In Successfully', spec §8) that outlives the page that set it, and the session's
 * token refresh.
 */
export function AuthHost() {
  useSessionRefresh();
  const { prompt, close } = useSignInPrompt();
  const [notice, setNotice] = useAuthNotice();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Once loaded, the dialog stays, so that it can close (and give focus back) as a dialog does.
  const [wanted, setWanted] = useState(false);
  if (prompt != null && !wanted) setWanted(true);

  // The guest's action runs once the dialog has closed and given focus back, so that an action that
  // moves focus keeps it. (The dialog closes in its own effect, which runs before this one.)
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    const continueWith = pending.current;
    if (prompt != null || continueWith == null) return;
    pending.current = null;
    continueWith();
  }, [prompt]);

  useEffect(() => {
    if (notice == null) return;
    const timer = setTimeout(() => setNotice(null), TIMERS_MS.alert);
    return () => clearTimeout(timer);
  }, [notice, setNotice]);

  const onLoggedIn = (how: 'logIn' | 'signUp') => {
    const continueWith = prompt?.continueWith;
    close();
    if (continueWith) pending.current = continueWith;
    // A new account without an action waiting completes its profile, then comes back here.
    else if (how === 'signUp') {
      navigate(`${PATHS.profileSignUp}?redirect=${encodeURIComponent(pathname + search)}`);
    }
  };

  return (
    <>
      {wanted ? (
        <SignInModal open={prompt != null} onClose={close} onLoggedIn={onLoggedIn} />
      ) : null}
      {/* Always there, so that a screen reader hears the text put into it. */}
      <div className="auth-notice" role="status">
        {notice ? <p className="auth-notice__text">{notice}</p> : null}
      </div>
    </>
  );
}
