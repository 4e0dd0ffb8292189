import { Suspense, lazy, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { PATHS, ROLE_LABELS, followedPlacePath, type RoleEntry } from '@csz/core';
import { LoadingScreen } from '@csz/widgets';
import { followsQuery } from '../../api/follows';
import { useQuery } from '../../api/useQuery';
import { usePageTitle } from '../../shared/usePageTitle';
import { useApi } from '../../state/api';
import { useSession } from '../../state/session';

// Temporary (profile-tab branch): the lead's shell renders the tab lazily in its main column.
const ProfileTab = lazy(() =>
  import('./profile/ProfileTab').then((m) => ({ default: m.ProfileTab })),
);

/** What the page says of the tabs still to come. */
export const ACCOUNT_PAGES_PENDING =
  'Your account pages (profile, schedule and Spirit PointZ) are coming soon. Until then, here is what you follow.';

/** One follow or role: the school (or county) and sport, leading to its schedule or scores. */
function FollowItem({ entry }: { entry: RoleEntry }) {
  const place = entry.schoolFullName ?? entry.districtName ?? 'Your state';
  const sport = entry.sportName ? ` · ${entry.sportName}` : '';
  return (
    <li className="site-follows__item">
      <Link to={followedPlacePath(entry)}>
        {place}
        {sport}
      </Link>
      <span className="site-page__aside">
        {' '}
        {ROLE_LABELS[entry.memberRoleType]}
        {entry.isPending ? ' (waiting for approval)' : ''}
      </span>
    </li>
  );
}

/**
 * /my-account/:tab (spec §2), where a login lands (spec §4), until the account tabs are built: it
 * says so, and lists the schools and sports the member follows, each leading to its schedule, so a
 * member who just logged in sees their teams. The home tab shows the member feed (`homeFeed`, from
 * The Zone) first. A guest is asked to log in.
 */
export function MyAccountPage({ homeFeed }: { homeFeed?: ReactNode }) {
  usePageTitle('My Account');
  const { tab = 'home' } = useParams();
  const api = useApi();
  const session = useSession();
  const { pathname } = useLocation();
  const follows = useQuery(session ? followsQuery(api, session.email) : null);

  if (session == null) {
    return (
      <div className="csz-panel">
        <h1 className="csz-panel__title">My Account</h1>
        <p>Log in to see the schools and sports you follow.</p>
        <Link to={`${PATHS.login}?redirect=${encodeURIComponent(pathname)}`} className="csz-button">
          Log In
        </Link>
      </div>
    );
  }
  return (
    <div className="site-page site-page--form">
      <h1 className="site-page__title">My Account</h1>
      {tab === 'home' && homeFeed != null ? (
        <section aria-labelledby="my-feed">
          <h2 id="my-feed" className="site-card__title">
            Your feed
          </h2>
          {homeFeed}
        </section>
      ) : null}
      {tab === 'profile' ? (
        <Suspense fallback={<LoadingScreen />}>
          <ProfileTab />
        </Suspense>
      ) : null}
      <p className="site-page__hint">{ACCOUNT_PAGES_PENDING}</p>
      <section className="csz-card site-card" aria-labelledby="my-follows">
        <h2 id="my-follows" className="site-card__title">
          Your schools and sports
        </h2>
        {follows.status === 'loaded' ? (
          follows.data.items.length > 0 ? (
            <ul className="site-follows">
              {follows.data.items.map((entry) => (
                <FollowItem key={entry.id} entry={entry} />
              ))}
            </ul>
          ) : (
            <p>You do not follow a school yet.</p>
          )
        ) : follows.status === 'failed' ? (
          <p className="site-alert" role="alert">
            {follows.failure.message}{' '}
            <button
              type="button"
              className="csz-button csz-button--secondary"
              onClick={follows.reload}
            >
              Retry
            </button>
          </p>
        ) : (
          <LoadingScreen />
        )}
        <p>
          <Link to={PATHS.addSchoolSub} className="csz-button csz-button--secondary">
            Add Another School
          </Link>
        </p>
      </section>
    </div>
  );
}
