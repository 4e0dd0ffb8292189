import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { PATHS, contactPath } from '@csz/core';
import {
  ErrorBoundary,
  LoadingScreen,
  ThemeScope,
  WidgetLinks,
  type LinkComponentProps,
} from '@csz/widgets';
import { SiteAd } from '../features/chrome/SiteAd';
import { AuthHost, useSignOut } from '../features/auth';
import { useIsSiteAdmin, useSession } from '../state/session';

// The header strip and the finder load after the page's first paint, in chunks of their own.
const HeaderScoreStrip = lazy(() =>
  import('../features/chrome/HeaderScoreStrip').then((m) => ({ default: m.HeaderScoreStrip })),
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

function MainNav() {
  const isSiteAdmin = useIsSiteAdmin();
  return (
    <nav aria-label="Main" className="site-nav">
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
      {isSiteAdmin ? (
        <>
          <NavLink to={PATHS.distribution}>Distribution Widget</NavLink>
          <NavLink to={PATHS.standingsWidget}>Standings Widget</NavLink>
        </>
      ) : null}
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
  );
}

function AccountButton() {
  const session = useSession();
  const signOut = useSignOut();
  const { pathname, search } = useLocation();
  if (session == null) {
    return (
      <Link
        to={`${PATHS.login}?redirect=${encodeURIComponent(pathname + search)}`}
        className="csz-button csz-button--secondary"
      >
        Log In
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="csz-button csz-button--secondary"
      onClick={() => void signOut()}
    >
      Log Out
    </button>
  );
}

function Footer() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer" className="site-footer__links">
        <Link to={PATHS.login}>Log In</Link>
        <Link to={`${PATHS.login}?redirect=${PATHS.distribution}`}>Admin Login</Link>
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
      <p className="site-footer__note">CSZ: high school scores, schedules and standings.</p>
    </footer>
  );
}

/** The site's look and its links through the router, for every layout. */
function SiteScope({ className, children }: { className: string; children: ReactNode }) {
  return (
    <ThemeScope theme="auto" className={className}>
      <WidgetLinks value={LINKS}>{children}</WidgetLinks>
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
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The chrome of every page (spec §2 "Account and navigation"): the main navigation, the top banner
 * ad, the header score strip (not on /scores, which is the scoreboard itself), the page, and the
 * footer (not on the home page, and not on phones at Pick 'Em).
 */
export function Shell() {
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
          <AccountButton />
        </div>
        {showStrip ? (
          <div className="site__strip">
            <Suspense fallback={null}>
              <HeaderScoreStrip />
            </Suspense>
          </div>
        ) : null}
      </header>
      <div className="site__banner">
        <SiteAd slot="General_970x90" />
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

/** The bare layout of the score upload page (spec §2 /uploadScores/:id): the page alone. */
export function BareShell() {
  return (
    <SiteScope className="site site--bare">
      <main id="main" className="site__main" tabIndex={-1}>
        <PageOutlet />
      </main>
    </SiteScope>
  );
}
