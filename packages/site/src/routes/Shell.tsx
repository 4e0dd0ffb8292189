import { Suspense } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { PATHS } from '@csz/core';
import {
  ErrorBoundary,
  LoadingScreen,
  ThemeScope,
  WidgetLinks,
  type LinkComponentProps,
} from '@csz/widgets';
import { logOut } from '../api/accounts';
import { useApi } from '../state/api';
import { useIsSiteAdmin, useLogOut, useSession } from '../state/session';

/** The widgets' links to site pages, through the router (no page reload). */
function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} {...rest} />;
}

const LINKS = { component: RouterLink };

/**
 * The frame of every page until the full site's chrome arrives (issue 7): the network's name, the
 * builders for SiteAdmins (spec §2 main navigation), log in or out, and the page.
 */
export function Shell() {
  const session = useSession();
  const endSession = useLogOut();
  const api = useApi();
  const onLogOut = () => {
    // The server forgets the refresh token too; the page does not wait for it.
    if (session) void logOut(api, session.refreshToken);
    endSession();
  };
  const isSiteAdmin = useIsSiteAdmin();
  const { pathname } = useLocation();
  return (
    <ThemeScope theme="auto" className="site">
      <WidgetLinks value={LINKS}>
        <a href="#main" className="site__skip">
          Skip to content
        </a>
        <header className="site__header">
          <Link to={PATHS.home} className="site__brand">
            CSZ
          </Link>
          <nav aria-label="Main" className="site__nav">
            {isSiteAdmin ? (
              <>
                <NavLink to={PATHS.distribution}>Distribution Widget</NavLink>
                <NavLink to={PATHS.standingsWidget}>Standings Widget</NavLink>
              </>
            ) : null}
          </nav>
          {session ? (
            <button type="button" className="csz-button csz-button--secondary" onClick={onLogOut}>
              Log Out
            </button>
          ) : (
            <Link to={PATHS.login} className="csz-button csz-button--secondary">
              Log In
            </Link>
          )}
        </header>
        <main id="main" className="site__main" tabIndex={-1}>
          {/* A new page starts without the last page's error. */}
          <ErrorBoundary key={pathname}>
            <Suspense fallback={<LoadingScreen />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </WidgetLinks>
    </ThemeScope>
  );
}
