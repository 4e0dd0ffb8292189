import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import {
  ACCOUNT_TABS_META,
  ACCOUNT_TAB_LABELS,
  accountTabPath,
  enabledAccountTabs,
  isAccountTab,
  type AccountTab,
  type AuthSession,
} from '@csz/core';
import { LoadingScreen, NotAuthorized } from '@csz/widgets';
import { PageLayout } from '../../shared/PageLayout';
import { SiteAd } from '../../shared/SiteAd';
import { usePageTitle } from '../../shared/usePageTitle';
import { useSession } from '../../state/session';
import { useOpenSignIn } from '../../state/useRequireLogin';
import { YourTeams } from './YourTeams';
import './account.css';

// Each tab is a chunk of its own: the home tab, where a login lands, loads no forms or charts.
const ActivityTab = lazy(() => import('./ActivityTab').then((m) => ({ default: m.ActivityTab })));
const ProfileTab = lazy(() =>
  import('./profile/ProfileTab').then((m) => ({ default: m.ProfileTab })),
);
// The team calendar: its forms and lists; the calendar component is a chunk of its own below it.
const ScheduleTab = lazy(() =>
  import('./schedule/ScheduleTab').then((m) => ({ default: m.ScheduleTab })),
);
const MonthlyPointsChart = lazy(() =>
  import('./ActivityTab').then((m) => ({ default: m.MonthlyPointsChart })),
);

/** The tabs that are on: the server names them in the page (core's ACCOUNT_TABS_META). */
function enabledTabs(): AccountTab[] {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${ACCOUNT_TABS_META}"]`);
  return enabledAccountTabs(meta?.content ?? null);
}

/** Whether the menu is folded, remembered on this device. */
const MENU_FOLDED_KEY = 'csz.accountMenuFolded';

function readFolded(): boolean {
  try {
    return window.localStorage.getItem(MENU_FOLDED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The account menu (spec §2 "Menu is collapsible"): the tabs that are on, the current one marked. */
function AccountMenu({ tabs, current }: { tabs: readonly AccountTab[]; current: AccountTab }) {
  const listId = useId();
  const [folded, setFolded] = useState(readFolded);
  const toggle = () => {
    const next = !folded;
    setFolded(next);
    try {
      window.localStorage.setItem(MENU_FOLDED_KEY, next ? '1' : '0');
    } catch {
      // Private browsing: the choice lasts for this page only.
    }
  };
  return (
    <nav className="account-menu" aria-label="My Account">
      <div className="account-menu__bar">
        <h1 className="site-page__title account-menu__title">
          My Account
          {folded ? (
            <span className="account-menu__current">: {ACCOUNT_TAB_LABELS[current]}</span>
          ) : null}
        </h1>
        <button
          type="button"
          className="csz-button csz-button--secondary account-menu__toggle"
          aria-expanded={!folded}
          aria-controls={listId}
          onClick={toggle}
        >
          {folded ? 'Show menu' : 'Hide menu'}
        </button>
      </div>
      <ul id={listId} className="account-menu__tabs" hidden={folded}>
        {tabs.map((tab) => (
          <li key={tab}>
            <Link
              to={accountTabPath(tab)}
              className="account-menu__tab"
              aria-current={tab === current ? 'page' : undefined}
            >
              {ACCOUNT_TAB_LABELS[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The account page's side column (spec §2): 'Points Earned by Month' and the ads. */
function AccountSide({ session, chart }: { session: AuthSession; chart: boolean }) {
  return (
    <>
      {chart ? (
        <Suspense fallback={null}>
          <MonthlyPointsChart session={session} />
        </Suspense>
      ) : null}
      <SiteAd slot="General_Top_300x250" />
      <SiteAd slot="General_Lower_300x250" />
    </>
  );
}

/**
 * /my-account/:tab (spec §2 "Account and navigation"), where a login lands (spec §4): the member
 * feed (home), the profile, the schedule (the team calendar) and Spirit PointZ (activity); each tab
 * on or off by its flag. A guest sees 'Not Authorized' with Log in, and the page once logged in.
 */
export function MyAccountPage({
  homeFeed,
}: {
  /** The home tab's member feed, from The Zone. */
  homeFeed?: ReactNode;
}) {
  const { tab } = useParams();
  const session = useSession();
  const openSignIn = useOpenSignIn();
  const tabs = enabledTabs();
  const current: AccountTab | null = tab == null ? 'home' : isAccountTab(tab) ? tab : null;
  usePageTitle(current == null ? 'My Account' : `My Account: ${ACCOUNT_TAB_LABELS[current]}`);

  if (session == null) return <NotAuthorized onLogIn={openSignIn} />;
  // An unknown tab, or one that is off, leads to the first tab that is on.
  if (current == null || !tabs.includes(current)) {
    return <Navigate to={accountTabPath(tabs[0] ?? 'home')} replace />;
  }

  let content: ReactNode;
  if (current === 'home') {
    content = (
      <>
        <YourTeams session={session} />
        <section aria-labelledby="my-feed">
          <h2 id="my-feed" className="site-card__title">
            Your feed
          </h2>
          {homeFeed}
        </section>
      </>
    );
  } else if (current === 'profile') {
    content = <ProfileTab />;
  } else if (current === 'activity') {
    content = <ActivityTab session={session} />;
  } else {
    content = <ScheduleTab session={session} />;
  }
  return (
    <PageLayout side={<AccountSide session={session} chart={current !== 'activity'} />}>
      <div className="site-page account-page">
        <AccountMenu tabs={tabs} current={current} />
        <Suspense fallback={<LoadingScreen />}>{content}</Suspense>
      </div>
    </PageLayout>
  );
}
