import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES, PATHS, groupRoles, type Profile, type RoleEntry } from '@csz/core';
import { AvatarEditor, LoadingScreen, ReportingAccuracy, RoleList } from '@csz/widgets';
import { profileQuery } from '../../../api/accounts';
import { FOLLOWS_KEY, followsQuery } from '../../../api/follows';
import { statesQuery } from '../../../api/lookups';
import {
  removeAvatar,
  removeFollow,
  removeRole,
  setRoleNotifications,
  uploadAvatar,
} from '../../../api/profile';
import { useQuery, useQueryCache, writeOptimistically } from '../../../api/useQuery';
import { useApi } from '../../../state/api';
import { tokenClaims, useSession } from '../../../state/session';
import { useCan } from '../../../state/useCan';
import { AddRoleForm } from './AddRoleForm';
import { InviteForm } from './InviteForm';
import { ProfileForm } from './ProfileForm';
import { currentEntries, followedSchools } from './roleForm';
import './profile.css';

/** What the tab says after a role or follow changed, or failed to (spec §8 toasts). */
type Notice = { ok: boolean; text: string } | null;

/** A failed write's text: the server's, else spec §8's generic toast. */
const failed = (message: string | undefined): Notice => ({
  ok: false,
  text: message || MESSAGES.somethingWentWrong,
});

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="csz-card site-card profile-card" aria-labelledby={id}>
      <h2 id={id} className="site-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A load's failure with 'Retry', or the loading screen, until `data` is there. */
function Loaded<T>({
  load,
  children,
}: {
  load: ReturnType<typeof useQuery<T>>;
  children: (data: T) => ReactNode;
}) {
  if (load.status === 'loaded') return <>{children(load.data)}</>;
  if (load.status === 'failed') {
    return (
      <div className="site-alert" role="alert">
        <p>{load.failure.message}</p>
        <button type="button" className="csz-button csz-button--secondary" onClick={load.reload}>
          Retry
        </button>
      </div>
    );
  }
  return <LoadingScreen />;
}

/**
 * The Profile tab of /my-account/profile (spec §2, §3 "Profile", §5, §6): the member's picture,
 * profile form and score-reporting accuracy; their roles (pending apart), with removal and email
 * notifications; adding a role; the schools and sports they follow; inviting someone. For a
 * logged-in member: the account page shows it only then.
 */
export function ProfileTab() {
  const api = useApi();
  const session = useSession();
  const memberKey = session?.email ?? '';
  const profile = useQuery(session ? profileQuery(api, memberKey) : null);
  const entries = useQuery(session ? followsQuery(api, memberKey) : null);
  const [notice, setNotice] = useState<Notice>(null);

  return (
    <div className="profile-tab">
      <Card id="profile-about" title="Profile">
        <Loaded load={profile}>
          {(data) => (
            <>
              <AvatarSection profile={data} />
              <ReportingAccuracy statTrue={data.statTrue} statFalse={data.statFalse} />
              <ProfileForm profile={data} />
            </>
          )}
        </Loaded>
      </Card>
      <p className={notice?.ok === false ? 'auth-alert' : 'auth-success'} role="status">
        {notice?.text}
      </p>
      <Card id="profile-roles" title="Roles">
        <Loaded load={entries}>
          {(data) => <RolesSection items={data.items} onNotice={setNotice} />}
        </Loaded>
      </Card>
      <Card id="profile-add-role" title="Add a Role">
        <AddRoleForm />
      </Card>
      <Card id="profile-follows" title="Schools and Sports You Follow">
        <Loaded load={entries}>
          {(data) => <FollowsSection items={data.items} onNotice={setNotice} />}
        </Loaded>
        <p>
          <Link to={PATHS.addSchoolSub} className="csz-button csz-button--secondary">
            Add Another School
          </Link>
        </p>
      </Card>
      <Card id="profile-invite" title="Invite Someone">
        <InviteForm />
      </Card>
    </div>
  );
}

/** The member's picture: upload a square crop of one, or remove it (spec §7). */
function AvatarSection({ profile }: { profile: Profile }) {
  const api = useApi();
  const cache = useQueryCache();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const setAvatar = (avatarUrl: string | null) =>
    cache.update<Profile>(['profile'], (current) => ({ ...current, avatarUrl }));
  // A member who finished the profile later has no name yet: the picture is named by their email.
  const name =
    [profile.firstName, profile.lastName].filter(Boolean).join(' ') ||
    profile.displayName ||
    profile.email;

  return (
    <AvatarEditor
      avatarUrl={profile.avatarUrl}
      name={name}
      busy={busy}
      error={error}
      onUpload={async (picture) => {
        setBusy(true);
        setError(null);
        const answer = await uploadAvatar(api, picture);
        setBusy(false);
        if (!answer.ok) {
          setError(answer.failure.message || MESSAGES.somethingWentWrong);
          return false;
        }
        setAvatar(answer.data.url);
        return true;
      }}
      onRemove={async () => {
        setBusy(true);
        setError(null);
        const answer = await removeAvatar(api, profile.id);
        setBusy(false);
        if (answer.ok) setAvatar(null);
        else setError(answer.failure.message || MESSAGES.somethingWentWrong);
      }}
    />
  );
}

/** The member's roles, grouped (spec §6), with removal and email notifications. */
function RolesSection({
  items,
  onNotice,
}: {
  items: readonly RoleEntry[];
  onNotice: (notice: Notice) => void;
}) {
  // Grouped as spec §6 lists them (core's rule); a declined request is no longer a role.
  const groups = groupRoles(currentEntries(items));
  const api = useApi();
  const cache = useQueryCache();
  const can = useCan();
  const session = useSession();
  const memberId = session ? (tokenClaims(session.accessToken)?.memberId ?? 0) : 0;
  const states = useQuery(statesQuery(api));
  const [busyId, setBusyId] = useState<number | null>(null);
  const stateName = (id: number | null) =>
    states.status === 'loaded' ? (states.data.items.find((s) => s.id === id)?.name ?? null) : null;
  const named = (entries: RoleEntry[]) =>
    entries.map((entry) => ({ ...entry, stateName: stateName(entry.followedStateId) }));
  const shown = {
    pending: named(groups.pending),
    leagueDirectors: named(groups.leagueDirectors),
    athleticDirectors: named(groups.athleticDirectors),
    // A fan's entry at a school is a follow, listed with the follows below, not again here.
    others: named(
      groups.others.filter((e) => e.memberRoleType !== 'Fan' || e.followedSchoolId == null),
    ),
  };

  return (
    <RoleList
      groups={shown}
      busyId={busyId}
      canToggle={(entry) =>
        can({
          action: 'toggleRoleNotifications',
          entry: {
            memberId,
            role: entry.memberRoleType,
            schoolId: entry.followedSchoolId,
            isPending: entry.isPending,
          },
        })
      }
      onToggle={async (entry, on) => {
        setBusyId(entry.id);
        onNotice(null);
        const toggled = (list: RoleEntry[]) =>
          list.map((e) => (e.id === entry.id ? { ...e, isAutomaticallyTexting: on } : e));
        const answer = await writeOptimistically<{ items: RoleEntry[] }, unknown>(cache, {
          prefixes: [[FOLLOWS_KEY]],
          change: (data) => ({ ...data, items: toggled(data.items) }),
          send: () => setRoleNotifications(api, entry.id, on),
          stale: [[FOLLOWS_KEY]],
        });
        setBusyId(null);
        if (!answer.ok) onNotice(failed(answer.failure.message));
      }}
      onRemove={async (entry) => {
        setBusyId(entry.id);
        onNotice(null);
        const answer = await removeRole(api, entry.id);
        setBusyId(null);
        if (!answer.ok) return onNotice(failed(answer.failure.message));
        cache.invalidate([FOLLOWS_KEY]);
        onNotice({ ok: true, text: MESSAGES.roleDeleted });
      }}
    />
  );
}

/** The schools followed and their sports, each follow removable (spec §2 "Complete Preferences"). */
function FollowsSection({
  items,
  onNotice,
}: {
  items: readonly RoleEntry[];
  onNotice: (notice: Notice) => void;
}) {
  const api = useApi();
  const cache = useQueryCache();
  const [busyId, setBusyId] = useState<number | null>(null);
  const schools = followedSchools(items);
  if (schools.length === 0) return <p>You do not follow a school yet.</p>;

  const unfollow = async (id: number, label: string) => {
    setBusyId(id);
    onNotice(null);
    const answer = await removeFollow(api, id);
    setBusyId(null);
    if (!answer.ok) return onNotice(failed(answer.failure.message));
    cache.invalidate([FOLLOWS_KEY]);
    onNotice({ ok: true, text: `You no longer follow ${label}.` });
  };

  return (
    <ul className="profile-follows">
      {schools.map((school) => (
        <li key={school.schoolId} className="profile-follows__school">
          <span className="profile-follows__name">{school.name}</span>
          <ul className="auth-chips" aria-label={`Followed at ${school.name}`}>
            {school.follows.map((follow) => (
              <li key={follow.id} className="auth-chip">
                {follow.label}
                <button
                  type="button"
                  className="auth-chip__remove"
                  aria-label={`Stop following ${school.name}, ${follow.label}`}
                  aria-disabled={busyId === follow.id || undefined}
                  onClick={() => {
                    if (busyId == null) void unfollow(follow.id, `${school.name}, ${follow.label}`);
                  }}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
