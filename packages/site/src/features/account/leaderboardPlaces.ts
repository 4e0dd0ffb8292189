import {
  actorFromRoleEntries,
  can,
  sortByRolePriority,
  type RoleEntry,
  type State,
} from '@csz/core';
import type { LeaderboardPlace } from '../../api/spiritPoints';

/** A board the member may look at: one of their schools, or one of their states. */
export interface LeaderboardChoice {
  /** The select's value. */
  value: string;
  label: string;
  place: LeaderboardPlace;
}

/**
 * The leaderboards a member is offered, their highest role's first (spec §3 role priority): each
 * school of their roles, then each state of those, named from `states`; those core's
 * viewLeaderboard lets them see (the server's rule: an approved role there).
 */
export function leaderboardChoices(
  roles: readonly RoleEntry[],
  states: readonly State[],
): LeaderboardChoice[] {
  const actor = actorFromRoleEntries({ memberId: 0, isSiteAdmin: false }, roles);
  const current = sortByRolePriority(roles, (role) => role.memberRoleType);
  const schools = new Map<number, LeaderboardChoice>();
  const stateChoices = new Map<number, LeaderboardChoice>();
  for (const role of current) {
    if (role.followedSchoolId != null && !schools.has(role.followedSchoolId)) {
      schools.set(role.followedSchoolId, {
        value: `school:${role.followedSchoolId}`,
        label: role.schoolFullName ?? role.schoolShortName ?? 'Your school',
        place: { schoolId: role.followedSchoolId },
      });
    }
    if (role.followedStateId != null && !stateChoices.has(role.followedStateId)) {
      const name = states.find((state) => state.id === role.followedStateId)?.name;
      stateChoices.set(role.followedStateId, {
        value: `state:${role.followedStateId}`,
        label: name ?? 'Your state',
        place: { stateId: role.followedStateId },
      });
    }
  }
  return [...schools.values(), ...stateChoices.values()].filter(
    (choice) => can(actor, { action: 'viewLeaderboard', place: choice.place }).allowed,
  );
}
