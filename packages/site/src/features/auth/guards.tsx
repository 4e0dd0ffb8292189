import { useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PATHS } from '@csz/core';
import { AlreadyAuthorized, NotAuthorized } from '@csz/widgets';
import { useSession } from '../../state/session';
import { mentionsPlayGames } from './redirect';
import { useRequireLogin } from '../../state/useRequireLogin';
import { useSignOut } from './useSignOut';

/**
 * A page for members only (spec §2): a guest who opens it is sent to the home page; a member whose
 * session ends while on it sees 'Not Authorized' with a Log in button, and the page again once
 * logged in, with what they had typed.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useSession();
  const requireLogin = useRequireLogin();
  const content = useRef<HTMLDivElement>(null);
  const [arrivedLoggedIn] = useState(session != null);
  // Logged in again, the member goes on where they were: in the page's first field.
  const backToPage = () =>
    content.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
  if (!session && !arrivedLoggedIn) return <Navigate to={PATHS.home} replace />;
  return (
    <>
      {session ? null : <NotAuthorized onLogIn={() => requireLogin(backToPage)} />}
      {/* Kept, hidden, so that nothing typed is lost while the member logs in again. */}
      <div ref={content} hidden={session == null}>
        {children}
      </div>
    </>
  );
}

/**
 * A page for guests (the password reset pages, spec §2): a member sees 'Already Authorized' with
 * a Log Out button, or goes to Pick 'Em when the query mentions it.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const { search } = useLocation();
  const signOut = useSignOut();
  if (session == null) return children;
  if (mentionsPlayGames(search)) return <Navigate to={PATHS.playGames} replace />;
  return <AlreadyAuthorized onLogOut={() => void signOut()} />;
}
