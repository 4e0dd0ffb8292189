import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '@csz/core';
import { followSchool, getMyFollows } from '../../api/follows';
import { useLoad } from '../../api/useLoad';
import { useApi } from '../../state/api';
import { useSession } from '../../state/session';
import { useRequireLogin } from '../auth';

/**
 * FOLLOW and FOLLOWING of a school's header (spec §2 "School header"): a member follows at once; a
 * guest is asked to log in first and the follow goes through once they have (spec §4 "Guest
 * actions"); FOLLOWING leads to the member's profile.
 */
export function useFollow(schoolId: number | null, sportId: number | null) {
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const [followedNow, setFollowedNow] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const key = `${session?.email} ${schoolId}`;
  const follows = useLoad(session && schoolId != null ? `follows ${key}` : null, (signal) =>
    getMyFollows(api, signal),
  );
  const isFollowing =
    followedNow === key ||
    (follows.status === 'loaded' &&
      follows.data.items.some(
        (role) => role.followedSchoolId === schoolId && role.pendingStatus !== 'Rejected',
      ));

  const follow = () =>
    requireLogin(() => {
      if (schoolId == null) return;
      setPending(true);
      void followSchool(api, schoolId, sportId).then((answer) => {
        setPending(false);
        if (answer.ok) setFollowedNow(key);
        follows.reload();
      });
    });

  return {
    isFollowing,
    followPending: pending,
    onFollow: isFollowing ? () => navigate(PATHS.myAccountProfile) : follow,
  };
}
