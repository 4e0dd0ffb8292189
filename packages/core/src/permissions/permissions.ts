import { isCustomEvent, type GameType } from '../games/gameTypes';
import {
  CALENDAR_ROLES,
  DIRECTOR_ROLES,
  NOTIFIABLE_ROLES,
  rolePriority,
  type MemberRole,
} from '../roles/roles';

/** A role the actor holds, as permissions need it. */
export interface RoleGrant {
  role: MemberRole;
  isPending: boolean;
  schoolId: number | null;
  sportId: number | null;
  districtId: number | null;
  /** The role's state (its own, else its school's or league's), where it is known. */
  stateId?: number | null;
}

/** Who is acting: null for a guest. */
export type Actor = null | {
  memberId: number;
  isSiteAdmin: boolean;
  roles: readonly RoleGrant[];
};

/** What a role entry (spec §3 "Role entry", or its row) says, as an actor is built from it. */
export interface RoleEntryFields {
  memberRoleType: MemberRole;
  pendingStatus: 'Pending' | 'Approved' | 'Rejected';
  followedSchoolId: number | null;
  followedSportId: number | null;
  followedDistrictId: number | null;
  followedStateId?: number | null;
}

/**
 * The actor a member is, from their role entries: the one rule the server's authentication and the
 * site's useCan both follow, so that the site shows exactly what the server allows. A rejected
 * role grants nothing; a pending one is kept as pending (it grants nothing that needs approval).
 */
export function actorFromRoleEntries(
  member: { memberId: number; isSiteAdmin: boolean },
  entries: readonly RoleEntryFields[],
): NonNullable<Actor> {
  return {
    memberId: member.memberId,
    isSiteAdmin: member.isSiteAdmin,
    roles: entries
      .filter((entry) => entry.pendingStatus !== 'Rejected')
      .map((entry) => ({
        role: entry.memberRoleType,
        isPending: entry.pendingStatus === 'Pending',
        schoolId: entry.followedSchoolId,
        sportId: entry.followedSportId,
        districtId: entry.followedDistrictId,
        stateId: entry.followedStateId ?? null,
      })),
  };
}

/** A post as permissions need it. */
export interface PostSubject {
  /** Null for a post sent without an account: nobody's own. */
  memberId: number | null;
  isPinned: boolean;
}

/** A game as permissions need it. */
export interface GameSubject {
  gameType: GameType | null;
  sportId: number;
  canSubmitScores?: boolean;
  teams: readonly { schoolId: number; districtId: number }[];
  /** Where a custom event belongs (it has no teams): its school, league and sport. */
  place?: EventTarget;
  /** Whether a team has a final score: the game was played (see SCORED_GAME_LOCKED_VERBS). */
  hasScore?: boolean;
}

/**
 * The calendar actions a game with a final score no longer takes: it was played, so it is not
 * postponed, canceled or deleted from a calendar (that would take its result out of the standings
 * with nobody told); its score is corrected by staff. It may still be edited and duplicated.
 */
export const SCORED_GAME_LOCKED_VERBS = ['postpone', 'cancel', 'delete'] as const;

/** Where a new calendar event would go. */
export interface EventTarget {
  schoolId: number | null;
  districtId: number | null;
  sportId: number | null;
}

/** Whether a calendar action is one a game with a final score no longer takes. */
export function isScoredGameLocked(verb: string): boolean {
  return (SCORED_GAME_LOCKED_VERBS as readonly string[]).includes(verb);
}

/** A role entry as permissions need it. */
export interface RoleEntrySubject {
  memberId: number;
  role: MemberRole;
  schoolId: number | null;
  isPending: boolean;
}

/**
 * The place a stored report is about (issue 16): one school (the nightly reminder's list) or one
 * league, which role entries name by its district (county or conference).
 */
export type ReportPlace =
  | { scope: 'school'; schoolId: number; districtId: number }
  | { scope: 'district'; districtId: number };

/** The roles at a school that see its reports: the athletic director and the coaches. */
const SCHOOL_REPORT_ROLES = ['AthleticDirector', 'HeadCoach', 'AssistantCoach'] as const;

/** Every action of spec §6 that someone may or may not take. */
export type Permission =
  | { action: 'postOnGame' }
  | { action: 'likeGame' }
  | { action: 'likePost' }
  | { action: 'comment' }
  | { action: 'createPost' }
  | { action: 'follow' }
  | { action: 'updateCoach' }
  | { action: 'viewFeed' }
  | { action: 'viewRoles' }
  | { action: 'reportPost'; post: PostSubject }
  | { action: 'hidePost'; post: PostSubject }
  | { action: 'deletePost'; post: PostSubject }
  | { action: 'pinPost' }
  | { action: 'submitScore'; game: GameSubject }
  | {
      action: 'calendar';
      verb: 'postpone' | 'cancel' | 'duplicate' | 'edit' | 'delete';
      game: GameSubject;
    }
  | { action: 'addEvent'; target: EventTarget }
  | { action: 'changeEventSport' }
  | { action: 'viewCoachContact' }
  | { action: 'useWidgetBuilder' }
  | { action: 'uploadAvatar' }
  | { action: 'removeAvatar'; memberId: number }
  | { action: 'changePassword'; memberId: number }
  | { action: 'correctScores' }
  /** The score review queue: approve, correct or reject members' reports. */
  | { action: 'reviewScores' }
  | { action: 'importGames' }
  | { action: 'reviewRoles' }
  /** The 'Update Coach' queue (issue 18): list members' coach reports. */
  | { action: 'reviewCoachReports' }
  /** Accept or reject one coach report, whose author is `memberId`. */
  | { action: 'decideCoachReport'; memberId: number }
  /** Approve or reject one score report, whose author is `memberId`. */
  | { action: 'reviewScoreReport'; memberId: number }
  | { action: 'invite' }
  | { action: 'approveRole'; entry: RoleEntrySubject }
  | { action: 'toggleRoleNotifications'; entry: RoleEntrySubject }
  | { action: 'removeRole'; entry: RoleEntrySubject }
  | { action: 'viewLeaguePage' }
  /** The Spirit Points leaderboard of a school or a state (issue 18). */
  | { action: 'viewLeaderboard'; place: { schoolId: number } | { stateId: number } }
  /** A missing-scores or duplicate-games report of a place (spec §2 /ms-rp, /ms-rp-ad, /mc-rp-ad). */
  | { action: 'viewReport'; place: ReportPlace }
  /** Mark a game of a missing-scores report as not played (postponed or canceled). */
  | { action: 'markGameNotPlayed'; game: GameSubject }
  /** Merge or delete possible duplicate games. */
  | { action: 'resolveDuplicates' };

/** Every action name, for tables and tests. */
export type Action = Permission['action'];

/**
 * The answer: allowed, or why not. 'login' means a guest must log in first (the server answers 401,
 * the site opens the sign-in modal); 'forbidden' means this member may not (403).
 */
export type Decision = { allowed: true } | { allowed: false; reason: 'login' | 'forbidden' };

const ALLOW: Decision = { allowed: true };
const LOGIN: Decision = { allowed: false, reason: 'login' };
const FORBID: Decision = { allowed: false, reason: 'forbidden' };
const when = (condition: boolean): Decision => (condition ? ALLOW : FORBID);

function approved(actor: NonNullable<Actor>, roles: readonly MemberRole[]): RoleGrant[] {
  return actor.roles.filter((grant) => !grant.isPending && roles.includes(grant.role));
}

/**
 * Whether a role covers a game: a league director their league (district), an athletic director
 * their school, a coach their school's team in their sport.
 */
function coversGame(grant: RoleGrant, game: GameSubject): boolean {
  switch (grant.role) {
    case 'LeagueDirector':
      return game.teams.some((t) => t.districtId === grant.districtId);
    case 'AthleticDirector':
      return game.teams.some((t) => t.schoolId === grant.schoolId);
    default:
      return (
        game.sportId === grant.sportId && game.teams.some((t) => t.schoolId === grant.schoolId)
      );
  }
}

/**
 * Whether an actor reports a game's score for one of its schools (issue 16): an approved head or
 * assistant coach of a team in its sport, the athletic director of one of the schools, or the
 * league's director; such a report is published at once as *reported by the school*.
 */
export function reportsForTheSchool(actor: Actor, game: GameSubject): boolean {
  return actor != null && approved(actor, CALENDAR_ROLES).some((g) => coversGame(g, game));
}

function coversTarget(grant: RoleGrant, target: EventTarget): boolean {
  switch (grant.role) {
    case 'LeagueDirector':
      return target.districtId != null && target.districtId === grant.districtId;
    case 'AthleticDirector':
      return target.schoolId != null && target.schoolId === grant.schoolId;
    default:
      return (
        target.schoolId != null &&
        target.schoolId === grant.schoolId &&
        (target.sportId == null || target.sportId === grant.sportId)
      );
  }
}

/**
 * May this actor take this action (spec §6)? The one permission rule: the server enforces it and the
 * site hides what it refuses.
 *
 * Choices where the spec is silent: a SiteAdmin approves any role, and an approved athletic director
 * approves roles ranked below theirs at their own school, so schools are not left waiting on staff;
 * nobody approves their own request (an athletic director asking to be their school's head coach
 * waits for someone else); a member may remove any role of their own, so a fan can stop following
 * a school.
 */
export function can(actor: Actor, permission: Permission): Decision {
  // Posting on a game page needs no account (spec §6 "Posting a game-related post needs no token").
  if (permission.action === 'postOnGame') return ALLOW;
  if (actor == null) return LOGIN;
  switch (permission.action) {
    case 'likeGame':
    case 'likePost':
    case 'comment':
    case 'createPost':
    case 'follow':
    case 'updateCoach':
    case 'viewFeed':
    case 'viewRoles':
    case 'uploadAvatar':
      return ALLOW;
    case 'removeAvatar':
      // A member's own picture; staff remove any (spec §7 "own, or any for staff").
      return when(permission.memberId === actor.memberId || actor.isSiteAdmin);
    case 'changePassword':
      // Only one's own, with the current password: not even staff set another's.
      return when(permission.memberId === actor.memberId);
    case 'reportPost':
      // A SiteAdmin hides instead of reporting; nobody reports their own or a pinned post.
      return when(
        !actor.isSiteAdmin &&
          permission.post.memberId !== actor.memberId &&
          !permission.post.isPinned,
      );
    case 'hidePost':
    case 'pinPost':
    case 'resolveDuplicates':
    case 'useWidgetBuilder':
    case 'correctScores':
    case 'reviewScores':
    case 'importGames':
      return when(actor.isSiteAdmin);
    case 'reviewCoachReports':
      return when(actor.isSiteAdmin);
    case 'decideCoachReport':
    case 'reviewScoreReport':
      // Staff, and never on their own report (issue 30 point 2): accepting a claim to coach
      // approves a role, approving a score publishes it as verified, and nobody approves their own
      // (as approveRole). Another member of staff decides it.
      return when(actor.isSiteAdmin && permission.memberId !== actor.memberId);
    case 'reviewRoles':
      // The approval queue: staff see every pending role, athletic directors their school's.
      return when(actor.isSiteAdmin || approved(actor, ['AthleticDirector']).length > 0);
    case 'deletePost':
      return when(permission.post.memberId === actor.memberId);
    case 'submitScore':
      return when(
        permission.game.canSubmitScores === true && permission.game.gameType !== 'Scrimmage',
      );
    case 'calendar': {
      const { game } = permission;
      if (game.gameType === 'Tournament') return FORBID;
      if (game.hasScore === true && isScoredGameLocked(permission.verb)) return FORBID;
      // A custom event has no teams: those who may add an event at its place may change it.
      const { place } = game;
      if (isCustomEvent(game.gameType) && place != null) {
        return when(approved(actor, CALENDAR_ROLES).some((g) => coversTarget(g, place)));
      }
      return when(approved(actor, CALENDAR_ROLES).some((g) => coversGame(g, game)));
    }
    case 'addEvent':
      return when(approved(actor, CALENDAR_ROLES).some((g) => coversTarget(g, permission.target)));
    case 'viewLeaderboard': {
      // Names and pictures of minors at a school: for those with an approved role there (at the
      // school, or in the state), and staff.
      const { place } = permission;
      return when(
        actor.isSiteAdmin ||
          actor.roles.some(
            (g) =>
              !g.isPending &&
              ('schoolId' in place ? g.schoolId === place.schoolId : g.stateId === place.stateId),
          ),
      );
    }
    case 'changeEventSport':
    case 'viewLeaguePage':
      return when(approved(actor, DIRECTOR_ROLES).length > 0);
    case 'viewCoachContact':
      return when(approved(actor, CALENDAR_ROLES).length > 0);
    case 'invite':
      // Any role holder may invite (spec §6), and so may staff.
      return when(actor.isSiteAdmin || actor.roles.some((g) => !g.isPending));
    case 'approveRole': {
      const { entry } = permission;
      if (!entry.isPending || entry.memberId === actor.memberId) return FORBID;
      if (actor.isSiteAdmin) return ALLOW;
      return when(
        approved(actor, ['AthleticDirector']).some(
          (g) =>
            g.schoolId != null &&
            g.schoolId === entry.schoolId &&
            rolePriority(entry.role) > rolePriority('AthleticDirector'),
        ),
      );
    }
    case 'toggleRoleNotifications':
      return when(
        permission.entry.memberId === actor.memberId &&
          (NOTIFIABLE_ROLES as readonly MemberRole[]).includes(permission.entry.role),
      );
    case 'removeRole':
      return when(permission.entry.memberId === actor.memberId || actor.isSiteAdmin);
    case 'viewReport': {
      // Staff see every report; a league director their league's and its schools'; a school's
      // athletic director and coaches (any sport: the list is the school's) their school's.
      const { place } = permission;
      if (actor.isSiteAdmin) return ALLOW;
      const director = approved(actor, ['LeagueDirector']).some(
        (g) => g.districtId === place.districtId,
      );
      const school =
        place.scope === 'school' &&
        approved(actor, SCHOOL_REPORT_ROLES).some((g) => g.schoolId === place.schoolId);
      return when(director || school);
    }
    case 'markGameNotPlayed':
      // Those who may cancel or postpone the game on its calendar (spec §6), and staff.
      return when(
        actor.isSiteAdmin ||
          can(actor, { action: 'calendar', verb: 'cancel', game: permission.game }).allowed,
      );
  }
}
