import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS, roleEntryWith, type RoleEntry } from '@csz/core';
import { FOLLOWS_KEY, followSchool, followsQuery } from '../../api/follows';
import { useQuery, useQueryCache, writeOptimistically } from '../../api/useQuery';
import { useApi } from '../../state/api';
import { useSession } from '../../state/session';
import { useRequireLogin } from '../../state/useRequireLogin';

/** The follow a member just asked for, shown until the server's list holds the real one. */
function followEntry(schoolId: number, sportId: number | null): RoleEntry {
  return roleEntryWith({
    memberRoleType: 'Fan',
    followedSchoolId: schoolId,
    followedSportId: sportId,
  });
}

/**
 * FOLLOW and FOLLOWING of a school's header (spec §2 "School header"): a member follows at once (the
 * cached follows show it before the server answers, and lose it again if the server refuses); a
 * guest is asked to log in first and the follow goes through once they have (spec §4 "Guest
 * actions"); FOLLOWING leads to the member's profile.
 */
export function useFollow(schoolId: number | null, sportId: number | null) {
  const api = useApi();
  const cache = useQueryCache();
  const session = useSession();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const [pending, setPending] = useState(false);
  const follows = useQuery(session && schoolId != null ? followsQuery(api, session.email) : null);
  const isFollowing =
    follows.status === 'loaded' &&
    follows.data.items.some(
      (role) => role.followedSchoolId === schoolId && role.pendingStatus !== 'Rejected',
    );

  const follow = () =>
    requireLogin(() => {
      if (schoolId == null) return;
      setPending(true);
      void writeOptimistically(cache, {
        prefixes: [[FOLLOWS_KEY]],
        change: (data: { items: RoleEntry[] }) => ({
          ...data,
          items: [...data.items, followEntry(schoolId, sportId)],
        }),
        send: () => followSchool(api, schoolId, sportId),
        stale: [[FOLLOWS_KEY]],
      }).then(() => setPending(false));
    });

  return {
    isFollowing,
    followPending: pending,
    onFollow: isFollowing ? () => navigate(PATHS.myAccountProfile) : follow,
  };
}
