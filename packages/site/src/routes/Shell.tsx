import { Suspense, lazy, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { PATHS, SITE_ROUTES, contactPath } from '@csz/core';
import {
  ErrorBoundary,
  LoadingScreen,
  ThemeScope,
  WidgetLinks,
  type LinkComponentProps,
} from '@csz/widgets';
import { SiteAd } from '../shared/SiteAd';
import { UntilHydrated } from '../shared/UntilHydrated';
import { AuthHost, useSignOut } from '../features/auth';
import { useSession } from '../state/session';
import { useServerRender } from '../state/rendering';
import { useAnswersForTheMemberLoggedIn } from '../state/memberAnswers';
import { useCan } from '../state/useCan';

// The header strip and the finder load after the page's first paint, in chunks of their own.
const HeaderScoreStrip = lazy(() =>
  import('../features/chrome/HeaderScoreStrip').then((m) => ({ default: m.HeaderScoreStrip })),
);
// The unread count too, for members only.
const NotificationsLink = lazy(() =>
  import('../features/chrome/NotificationsLink').then((m) => ({ default: m.NotificationsLink })),
);
// The links to the builders and the staff pages, for members only.
const StaffLinks = lazy(() =>
  import('../features/chrome/StaffLinks').then((m) => ({ default: m.StaffLinks })),
);
const TeamFinder = lazy(() =>
  import('../features/schedules/TeamFinder').then((m) => ({ default: m.TeamFinder })),
);

/** The widgets' links to site pages, through the router (no page reload). */
function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} {...rest} />;
}

const LINKS = { component: RouterLink };

/** The network's pages elsewhere (spec §2 "Off-site links"), in the 'More...' pop-over. */
const OFF_SITE = [
  { label: 'Add your team', href: contactPath() + '?subject=Add%20my%20team' },
  { label: 'Contact Us', href: contactPath() },
  { label: 'About Us', href: PATHS.about },
  { label: 'Advertise', href: contactPath() + '?subject=Advertising' },
] as const;

/**
 * A pop-over of the main navigation (a disclosure): below 870px it opens in place instead (spec §2
 * "Team Schedules (popover form, inline under 870px)"). A new page closes it.
 */
function NavDisclosure({ label, children }: { label: string; children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <Disclosure key={pathname + search} label={label}>
      {children}
    </Disclosure>
  );
}

/** The disclosure itself; its panel is rendered only while open (its pickers are not on the page). */
function Disclosure({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="site-nav__more" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="site-nav__summary">{label}</summary>
      <div className="site-nav__panel">{open ? children : null}</div>
    </details>
  );
}

/**
 * The main navigation (spec §2 "Main navigation"). From 870px its links are one row; below, they
 * hide behind a 'Menu' button (a disclosure), so that a phone's first screen shows the page, not
 * eight links. The menu closes on a new page and on Escape, which returns focus to the button.
 */
export function MainNav() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const [openAt, setOpenAt] = useState(pathname + search);
  const button = useRef<HTMLButtonElement>(null);
  // A new page closes the menu (React's way to reset state on a prop change, without an effect).
  if (openAt !== pathname + search) {
    setOpenAt(pathname + search);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="csz-button csz-button--secondary site-menu"
        aria-expanded={open}
        aria-controls="site-nav"
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
        Menu
      </button>
      <nav
        id="site-nav"
        aria-label="Main"
        className={open ? 'site-nav site-nav--open' : 'site-nav'}
      >
        <NavLink to={PATHS.home} end>
          Home
        </NavLink>
        <NavLink to={PATHS.scores}>Scores &amp; Standings</NavLink>
        <NavDisclosure label="Team Schedules">
          <Suspense fallback={<LoadingScreen />}>
            <TeamFinder compact />
          </Suspense>
        </NavDisclosure>
        <NavLink to={PATHS.forums}>The Zone</NavLink>
        <NavLink to={PATHS.playoffs}>Tournament Brackets</NavLink>
        <NavLink to={PATHS.playGames}>Pick &apos;Em</NavLink>
        <NavLink to={PATHS.wordOfTheDay}>Word of the day</NavLink>
        {session == null ? null : (
          <Suspense fallback={null}>
            <StaffLinks />
          </Suspense>
        )}
        <NavDisclosure label="More...">
          <ul className="site-nav__list">
            {OFF_SITE.map((link) => (
              <li key={link.label}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </NavDisclosure>
      </nav>
    </>
  );
}

/** Where 'Log In' leads from this page: back here afterwards. */
function useLogInHref(): string {
  const { pathname, search } = useLocation();
  return `${PATHS.login}?redirect=${encodeURIComponent(pathname + search)}`;
}

/** The header's notifications link with the unread count, for a member. */
function MemberNotifications() {
  return useSession() == null ? null : (
    <Suspense fallback={null}>
      <NotificationsLink />
    </Suspense>
  );
}

function AccountButton() {
  const session = useSession();
  const signOut = useSignOut();
  const logInHref = useLogInHref();
  if (session == null) {
    return (
      <Link to={logInHref} className="csz-button csz-button--secondary site__account">
        Log In
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="csz-button csz-button--secondary site__account"
      onClick={() => void signOut()}
    >
      Log Out
    </button>
  );
}

/**
 * The footer (spec §2): 'Log In' and 'Admin Login' for guests; a member sees who is logged in, their
 * account and 'Log Out' instead, and a SiteAdmin the builders and the score review.
 */
export function Footer() {
  const session = useSession();
  const can = useCan();
  const builders = can({ action: 'useWidgetBuilder' });
  const reviewer = can({ action: 'reviewScores' });
  const signOut = useSignOut();
  const logInHref = useLogInHref();
  return (
    <footer className="site-footer">
      <nav aria-label="Footer" className="site-footer__links">
        {session == null ? (
          <>
            <Link to={logInHref}>Log In</Link>
            <Link to={`${PATHS.login}?redirect=${PATHS.distribution}`}>Admin Login</Link>
          </>
        ) : (
          <>
            <Link to={PATHS.myAccountHome}>My Account</Link>
            {builders ? <Link to={PATHS.distribution}>Distribution Widget</Link> : null}
            {reviewer ? <Link to={SITE_ROUTES.scoreReview}>Score review</Link> : null}
            <button type="button" className="site-footer__button" onClick={() => void signOut()}>
              Log Out
            </button>
          </>
        )}
        <Link to={`${PATHS.about}#privacy`}>Privacy Policy</Link>
        <a href="https://twitter.com/countysportszone" rel="noopener noreferrer">
          X (Twitter)
        </a>
        <a href="https://www.facebook.com/countysportszone" rel="noopener noreferrer">
          Facebook
        </a>
        <a href="https://www.instagram.com/countysportszone" rel="noopener noreferrer">
          Instagram
        </a>
      </nav>
      <p className="site-footer__note">
        {session == null
          ? 'CSZ: high school scores, schedules and standings.'
          : `Logged in as ${session.email}.`}
      </p>
    </footer>
  );
}

/**
 * The site's look, its links through the router and its scrolling, for every layout: a new page
 * opens at its top, and Back or Forward returns to where the reader was on that page (the router
 * keeps each history entry's place). A page that only rewrites its own address (its filters, the
 * search box) passes `preventScrollReset`, and stays where it is.
 */
function SiteScope({ className, children }: { className: string; children: ReactNode }) {
  // An address that leaves the page (a calendar's feed) names the site's origin: on the server, the
  // one readers reach it at; in the browser, the page's own.
  const origin = useServerRender()?.origin;
  const links = useMemo(() => (origin == null ? LINKS : { ...LINKS, origin }), [origin]);
  return (
    <ThemeScope theme="auto" className={className}>
      <ScrollRestoration />
      <WidgetLinks value={links}>
        <UntilHydrated>{children}</UntilHydrated>
      </WidgetLinks>
    </ThemeScope>
  );
}

/** A page, its errors kept to itself, 'Loading...' while its chunk arrives. */
function PageOutlet() {
  const { pathname } = useLocation();
  return (
    // A new page starts without the last page's error.
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<LoadingScreen />}>
        {/* The page hydrates apart from the chrome around it (its own Suspense boundary): its
            controls wait for it, not for the chrome, or a pick made between the two is lost. */}
        <UntilHydrated>
          <Outlet />
        </UntilHydrated>
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The chrome of every page (spec §2 "Account and navigation"): the main navigation, the top banner
 * ad, the header score strip (not on /scores, which is the scoreboard itself, nor on phones at the
 * home page, whose first screen is today's scores already), the page, and the footer (not on the
 * home page, and not on phones at Pick 'Em).
 */
export function Shell() {
  useAnswersForTheMemberLoggedIn();
  const { pathname } = useLocation();
  const showStrip = pathname !== PATHS.scores;
  const footer =
    pathname === PATHS.home ? null : pathname === PATHS.playGames ? 'wide-only' : 'shown';
  return (
    <SiteScope className="site">
      <a href="#main" className="site__skip">
        Skip to content
      </a>
      <header className="site__header">
        <div className="site__bar">
          <Link to={PATHS.home} className="site__brand" aria-label="CSZ home">
            CSZ
          </Link>
          <MainNav />
          <MemberNotifications />
          <AccountButton />
        </div>
        {showStrip ? (
          // Hidden by CSS on a phone at the home page, not left out: the page the server sends
          // is the same for every screen, and nothing moves once the browser knows its width.
          <div
            className={
              pathname === PATHS.home ? 'site__strip site__strip--not-phone' : 'site__strip'
            }
          >
            <Suspense fallback={null}>
              <HeaderScoreStrip />
            </Suspense>
          </div>
        ) : null}
      </header>
      <div className="site__banner">
        <SiteAd slot="General_970x90" firstScreen />
      </div>
      <main id="main" className="site__main" tabIndex={-1}>
        <PageOutlet />
      </main>
      <AuthHost />
      {footer == null ? null : (
        <div
          className={
            footer === 'wide-only' ? 'site__footer site__footer--wide-only' : 'site__footer'
          }
        >
          <Footer />
        </div>
      )}
    </SiteScope>
  );
}

/**
 * The bare layout of the score upload page (spec §2 /uploadScores/:id): the page alone, and the
 * sign-in dialog a reader without a link logs in with.
 */
export function BareShell() {
  useAnswersForTheMemberLoggedIn();
  return (
    <SiteScope className="site site--bare">
      <main id="main" className="site__main" tabIndex={-1}>
        <PageOutlet />
      </main>
      <AuthHost />
    </SiteScope>
  );
}
