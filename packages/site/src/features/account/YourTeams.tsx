import { Link } from 'react-router-dom';
import { PATHS, ROLE_LABELS, followedPlacePath, type AuthSession, type RoleEntry } from '@csz/core';
import { LoadingScreen } from '@csz/widgets';
import { followsQuery } from '../../api/follows';
import { useQuery } from '../../api/useQuery';
import { useApi } from '../../state/api';

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
 * The home tab's short cut to the member's teams: each school and sport they follow, leading to its
 * schedule, so a parent who just logged in is one tap from tonight's game. Declined requests are
 * left out; the profile tab manages them all.
 */
export function YourTeams({ session }: { session: AuthSession }) {
  const follows = useQuery(followsQuery(useApi(), session.email));
  let body;
  if (follows.status === 'loaded') {
    const items = follows.data.items.filter((entry) => entry.pendingStatus !== 'Rejected');
    body =
      items.length > 0 ? (
        <ul className="site-follows">
          {items.map((entry) => (
            <FollowItem key={entry.id} entry={entry} />
          ))}
        </ul>
      ) : (
        <p>You do not follow a school yet.</p>
      );
  } else if (follows.status === 'failed') {
    body = (
      <p className="site-alert" role="alert">
        {follows.failure.message}{' '}
        <button type="button" className="csz-button csz-button--secondary" onClick={follows.reload}>
          Retry
        </button>
      </p>
    );
  } else {
    body = <LoadingScreen />;
  }
  return (
    <section className="csz-card site-card" aria-labelledby="my-follows">
      <h2 id="my-follows" className="site-card__title">
        Your teams
      </h2>
      {body}
      <p>
        <Link to={PATHS.addSchoolSub} className="csz-button csz-button--secondary">
          Add Another School
        </Link>
      </p>
    </section>
  );
}
