import { describe, expect, it } from 'vitest';
import {
  actorFromRoleEntries,
  can,
  reportsForTheSchool,
  type Actor,
  type GameSubject,
  type Permission,
  type ReportPlace,
  type RoleEntryFields,
  type RoleGrant,
} from './permissions';

const grant = (fields: Partial<RoleGrant> & Pick<RoleGrant, 'role'>): RoleGrant => ({
  isPending: false,
  schoolId: null,
  sportId: null,
  districtId: null,
  ...fields,
});

const member = (roles: RoleGrant[] = [], memberId = 7): Actor => ({
  memberId,
  isSiteAdmin: false,
  roles,
});
const guest: Actor = null;
const fan = member([grant({ role: 'Fan', schoolId: 100 })]);
const admin: Actor = { memberId: 1, isSiteAdmin: true, roles: [] };
const headCoach = member([grant({ role: 'HeadCoach', schoolId: 100, sportId: 5 })]);
const pendingCoach = member([
  grant({ role: 'HeadCoach', schoolId: 100, sportId: 5, isPending: true }),
]);
const athleticDirector = member([grant({ role: 'AthleticDirector', schoolId: 100 })]);
const leagueDirector = member([grant({ role: 'LeagueDirector', districtId: 10 })]);

const gameAt = (fields: Partial<GameSubject> = {}): GameSubject => ({
  gameType: 'Game',
  sportId: 5,
  canSubmitScores: true,
  teams: [
    { schoolId: 100, districtId: 10 },
    { schoolId: 200, districtId: 20 },
  ],
  ...fields,
});
/** A custom event of a place: no teams. */
const eventAt = (place: Partial<NonNullable<GameSubject['place']>>): GameSubject => ({
  gameType: 'Event',
  sportId: place.sportId ?? 5,
  teams: [],
  place: { schoolId: null, districtId: 10, sportId: place.sportId ?? 5, ...place },
});
const otherGame = gameAt({
  teams: [
    { schoolId: 300, districtId: 30 },
    { schoolId: 200, districtId: 20 },
  ],
});

const schoolReport: ReportPlace = { scope: 'school', schoolId: 100, districtId: 10 };
const otherSchoolReport: ReportPlace = { scope: 'school', schoolId: 300, districtId: 30 };
const leagueReport: ReportPlace = { scope: 'district', districtId: 10 };

const own = { memberId: 7, isPinned: false };
const others = { memberId: 8, isPinned: false };
const pinned = { memberId: 8, isPinned: true };

type Row = [string, Actor, Permission, true | 'login' | 'forbidden'];
const verdict = (actor: Actor, permission: Permission) => {
  const decision = can(actor, permission);
  return decision.allowed ? true : decision.reason;
};

describe('can', () => {
  it.each<Row>([
    // Guests are asked to log in for anything a member does (spec §6 "Guest").
    ['a guest liking a game', guest, { action: 'likeGame' }, 'login'],
    ['a guest commenting', guest, { action: 'comment' }, 'login'],
    ['a guest following', guest, { action: 'follow' }, 'login'],
    ['a guest updating a coach', guest, { action: 'updateCoach' }, 'login'],
    ['a guest submitting a score', guest, { action: 'submitScore', game: gameAt() }, 'login'],
    ['a guest reporting', guest, { action: 'reportPost', post: others }, 'login'],
    ['a guest posting on a game page', guest, { action: 'postOnGame' }, true],
    // Members.
    ['a member liking a post', fan, { action: 'likePost' }, true],
    ['a member creating a post', fan, { action: 'createPost' }, true],
    ['a member viewing the feed', fan, { action: 'viewFeed' }, true],
    ["a member reporting another's post", fan, { action: 'reportPost', post: others }, true],
    ['a member reporting their own post', fan, { action: 'reportPost', post: own }, 'forbidden'],
    ['a member reporting a pinned post', fan, { action: 'reportPost', post: pinned }, 'forbidden'],
    ['a member deleting their own post', fan, { action: 'deletePost', post: own }, true],
    ["a member deleting another's post", fan, { action: 'deletePost', post: others }, 'forbidden'],
    ['a member hiding a post', fan, { action: 'hidePost', post: others }, 'forbidden'],
    ['a member pinning', fan, { action: 'pinPost' }, 'forbidden'],
    [
      'a member submitting a score where allowed',
      fan,
      { action: 'submitScore', game: gameAt() },
      true,
    ],
    [
      'a member submitting a score where not',
      fan,
      { action: 'submitScore', game: gameAt({ canSubmitScores: false }) },
      'forbidden',
    ],
    [
      'a member scoring a scrimmage',
      fan,
      { action: 'submitScore', game: gameAt({ gameType: 'Scrimmage' }) },
      'forbidden',
    ],
    // SiteAdmin.
    [
      'an admin reporting (hides instead)',
      admin,
      { action: 'reportPost', post: others },
      'forbidden',
    ],
    ['an admin hiding', admin, { action: 'hidePost', post: others }, true],
    ['an admin pinning', admin, { action: 'pinPost' }, true],
    ['an admin on the builders', admin, { action: 'useWidgetBuilder' }, true],
    ['an admin correcting scores', admin, { action: 'correctScores' }, true],
    ['a member on the builders', fan, { action: 'useWidgetBuilder' }, 'forbidden'],
    // Profile pictures and passwords.
    ['a guest uploading a picture', guest, { action: 'uploadAvatar' }, 'login'],
    ['a member uploading a picture', fan, { action: 'uploadAvatar' }, true],
    ['a member removing their picture', fan, { action: 'removeAvatar', memberId: 7 }, true],
    [
      "a member removing another's picture",
      fan,
      { action: 'removeAvatar', memberId: 8 },
      'forbidden',
    ],
    ["an admin removing another's picture", admin, { action: 'removeAvatar', memberId: 8 }, true],
    ['a member changing their password', fan, { action: 'changePassword', memberId: 7 }, true],
    [
      "a member changing another's password",
      fan,
      { action: 'changePassword', memberId: 8 },
      'forbidden',
    ],
    [
      "an admin changing another's password",
      admin,
      { action: 'changePassword', memberId: 8 },
      'forbidden',
    ],
    ['an admin importing games', admin, { action: 'importGames' }, true],
    ['a league director importing games', leagueDirector, { action: 'importGames' }, 'forbidden'],
    ['an admin reviewing roles', admin, { action: 'reviewRoles' }, true],
    ['an athletic director reviewing roles', athleticDirector, { action: 'reviewRoles' }, true],
    ['a head coach reviewing roles', headCoach, { action: 'reviewRoles' }, 'forbidden'],
    // 'Update Coach' reports (issue 18): staff only, never their own.
    ['an admin listing coach reports', admin, { action: 'reviewCoachReports' }, true],
    [
      'an athletic director listing coach reports',
      athleticDirector,
      { action: 'reviewCoachReports' },
      'forbidden',
    ],
    ['a guest listing coach reports', guest, { action: 'reviewCoachReports' }, 'login'],
    [
      "an admin deciding a member's coach report",
      admin,
      { action: 'decideCoachReport', memberId: 8 },
      true,
    ],
    [
      'an admin deciding their own coach report',
      admin,
      { action: 'decideCoachReport', memberId: 1 },
      'forbidden',
    ],
    [
      'a member deciding their own coach report',
      fan,
      { action: 'decideCoachReport', memberId: 7 },
      'forbidden',
    ],
    // Score reports (issue 30 point 2): staff decide them, never their own.
    [
      "an admin deciding a member's score report",
      admin,
      { action: 'reviewScoreReport', memberId: 8 },
      true,
    ],
    [
      'an admin deciding their own score report',
      admin,
      { action: 'reviewScoreReport', memberId: 1 },
      'forbidden',
    ],
    [
      'a coach deciding a score report',
      headCoach,
      { action: 'reviewScoreReport', memberId: 8 },
      'forbidden',
    ],
    ['a director on the builders', athleticDirector, { action: 'useWidgetBuilder' }, 'forbidden'],
    // Calendar (spec §6): coaches and directors, in their scope, never on tournaments.
    [
      'a head coach editing their team game',
      headCoach,
      { action: 'calendar', verb: 'edit', game: gameAt() },
      true,
    ],
    [
      'a head coach editing another sport',
      headCoach,
      { action: 'calendar', verb: 'edit', game: gameAt({ sportId: 6 }) },
      'forbidden',
    ],
    [
      'a head coach editing another school',
      headCoach,
      { action: 'calendar', verb: 'postpone', game: otherGame },
      'forbidden',
    ],
    [
      'a pending head coach',
      pendingCoach,
      { action: 'calendar', verb: 'edit', game: gameAt() },
      'forbidden',
    ],
    [
      'a head coach on a tournament',
      headCoach,
      { action: 'calendar', verb: 'cancel', game: gameAt({ gameType: 'Tournament' }) },
      'forbidden',
    ],
    [
      'an athletic director, any sport',
      athleticDirector,
      { action: 'calendar', verb: 'delete', game: gameAt({ sportId: 9 }) },
      true,
    ],
    [
      'a league director in the league',
      leagueDirector,
      { action: 'calendar', verb: 'duplicate', game: gameAt() },
      true,
    ],
    [
      'a league director elsewhere',
      leagueDirector,
      { action: 'calendar', verb: 'duplicate', game: otherGame },
      'forbidden',
    ],
    [
      'a fan on the calendar',
      fan,
      { action: 'calendar', verb: 'edit', game: gameAt() },
      'forbidden',
    ],
    [
      'an admin on the calendar',
      admin,
      { action: 'calendar', verb: 'edit', game: gameAt() },
      'forbidden',
    ],
    // A custom event has no teams: those who may add one at its place may change it.
    [
      "a head coach editing their team's event",
      headCoach,
      { action: 'calendar', verb: 'edit', game: eventAt({ schoolId: 100, sportId: 5 }) },
      true,
    ],
    [
      "a head coach cancelling another sport's event",
      headCoach,
      { action: 'calendar', verb: 'cancel', game: eventAt({ schoolId: 100, sportId: 6 }) },
      'forbidden',
    ],
    [
      "an athletic director postponing the school's event",
      athleticDirector,
      { action: 'calendar', verb: 'postpone', game: eventAt({ schoolId: 100, sportId: 6 }) },
      true,
    ],
    [
      "a league director deleting the league's event",
      leagueDirector,
      { action: 'calendar', verb: 'delete', game: eventAt({ schoolId: null, districtId: 10 }) },
      true,
    ],
    [
      "an athletic director on the league's event",
      athleticDirector,
      { action: 'calendar', verb: 'edit', game: eventAt({ schoolId: null, districtId: 10 }) },
      'forbidden',
    ],
    [
      'a pending coach on their school event',
      pendingCoach,
      { action: 'calendar', verb: 'edit', game: eventAt({ schoolId: 100, sportId: 5 }) },
      'forbidden',
    ],
    [
      'a head coach adding an event for the team',
      headCoach,
      { action: 'addEvent', target: { schoolId: 100, districtId: 10, sportId: 5 } },
      true,
    ],
    [
      'a head coach adding an event elsewhere',
      headCoach,
      { action: 'addEvent', target: { schoolId: 101, districtId: 10, sportId: 5 } },
      'forbidden',
    ],
    [
      'a league director adding an event',
      leagueDirector,
      { action: 'addEvent', target: { schoolId: null, districtId: 10, sportId: null } },
      true,
    ],
    [
      'an athletic director adding an event',
      athleticDirector,
      { action: 'addEvent', target: { schoolId: 100, districtId: 10, sportId: 3 } },
      true,
    ],
    [
      'an athletic director adding an event nowhere',
      athleticDirector,
      { action: 'addEvent', target: { schoolId: null, districtId: 10, sportId: 3 } },
      'forbidden',
    ],
    [
      'a fan adding an event',
      fan,
      { action: 'addEvent', target: { schoolId: 100, districtId: 10, sportId: 5 } },
      'forbidden',
    ],
    ['a director changing the sport', athleticDirector, { action: 'changeEventSport' }, true],
    ['a coach changing the sport', headCoach, { action: 'changeEventSport' }, 'forbidden'],
    ['a coach seeing coach contacts', headCoach, { action: 'viewCoachContact' }, true],
    ['a fan seeing coach contacts', fan, { action: 'viewCoachContact' }, 'forbidden'],
    // Leaderboards (issue 18): members with an approved role at the place, and staff.
    [
      "a fan on their school's board",
      fan,
      { action: 'viewLeaderboard', place: { schoolId: 100 } },
      true,
    ],
    [
      "a fan on another school's board",
      fan,
      { action: 'viewLeaderboard', place: { schoolId: 200 } },
      'forbidden',
    ],
    [
      "a fan on their state's board",
      member([grant({ role: 'Fan', schoolId: 100, stateId: 24 })]),
      { action: 'viewLeaderboard', place: { stateId: 24 } },
      true,
    ],
    [
      'a fan whose state is not known',
      fan,
      { action: 'viewLeaderboard', place: { stateId: 24 } },
      'forbidden',
    ],
    [
      "a pending coach on the school's board",
      pendingCoach,
      { action: 'viewLeaderboard', place: { schoolId: 100 } },
      'forbidden',
    ],
    ['staff on any board', admin, { action: 'viewLeaderboard', place: { stateId: 24 } }, true],
    ['a guest on a board', guest, { action: 'viewLeaderboard', place: { schoolId: 100 } }, 'login'],
    ['a director on the league page', leagueDirector, { action: 'viewLeaguePage' }, true],
    ['a coach on the league page', headCoach, { action: 'viewLeaguePage' }, 'forbidden'],
    // Invites and roles.
    ['a role holder inviting', fan, { action: 'invite' }, true],
    ['a member with no approved role inviting', pendingCoach, { action: 'invite' }, 'forbidden'],
    ['an admin inviting', admin, { action: 'invite' }, true],
    [
      'a coach toggling their notifications',
      headCoach,
      {
        action: 'toggleRoleNotifications',
        entry: { memberId: 7, role: 'HeadCoach', schoolId: 100, isPending: false },
      },
      true,
    ],
    [
      'a fan toggling notifications',
      fan,
      {
        action: 'toggleRoleNotifications',
        entry: { memberId: 7, role: 'Fan', schoolId: 100, isPending: false },
      },
      'forbidden',
    ],
    [
      "toggling someone else's notifications",
      headCoach,
      {
        action: 'toggleRoleNotifications',
        entry: { memberId: 8, role: 'HeadCoach', schoolId: 100, isPending: false },
      },
      'forbidden',
    ],
    [
      'removing their own role',
      fan,
      {
        action: 'removeRole',
        entry: { memberId: 7, role: 'Fan', schoolId: 100, isPending: false },
      },
      true,
    ],
    [
      "removing someone else's role",
      fan,
      {
        action: 'removeRole',
        entry: { memberId: 8, role: 'Fan', schoolId: 100, isPending: false },
      },
      'forbidden',
    ],
    [
      'an admin removing a role',
      admin,
      {
        action: 'removeRole',
        entry: { memberId: 8, role: 'Fan', schoolId: 100, isPending: false },
      },
      true,
    ],
    [
      'an admin approving a role',
      admin,
      {
        action: 'approveRole',
        entry: { memberId: 8, role: 'LeagueDirector', schoolId: null, isPending: true },
      },
      true,
    ],
    [
      'an admin approving an approved role',
      admin,
      {
        action: 'approveRole',
        entry: { memberId: 8, role: 'Fan', schoolId: 100, isPending: false },
      },
      'forbidden',
    ],
    [
      'an AD approving a coach at their school',
      athleticDirector,
      {
        action: 'approveRole',
        entry: { memberId: 8, role: 'HeadCoach', schoolId: 100, isPending: true },
      },
      true,
    ],
    [
      'an AD approving another AD',
      athleticDirector,
      {
        action: 'approveRole',
        entry: { memberId: 8, role: 'AthleticDirector', schoolId: 100, isPending: true },
      },
      'forbidden',
    ],
    [
      'an AD approving at another school',
      athleticDirector,
      {
        action: 'approveRole',
        entry: { memberId: 8, role: 'Parent', schoolId: 101, isPending: true },
      },
      'forbidden',
    ],
    [
      'an AD approving their own coach request at their school',
      athleticDirector,
      {
        action: 'approveRole',
        entry: { memberId: 7, role: 'HeadCoach', schoolId: 100, isPending: true },
      },
      'forbidden',
    ],
    [
      'an admin approving their own request',
      admin,
      {
        action: 'approveRole',
        entry: { memberId: 1, role: 'LeagueDirector', schoolId: null, isPending: true },
      },
      'forbidden',
    ],
    // Reports (issue 16): a school's AD and coaches see its report, a league director the league's.
    ['a guest viewing a report', guest, { action: 'viewReport', place: schoolReport }, 'login'],
    [
      'a fan viewing their school report',
      fan,
      { action: 'viewReport', place: schoolReport },
      'forbidden',
    ],
    [
      'an AD viewing their school report',
      athleticDirector,
      { action: 'viewReport', place: schoolReport },
      true,
    ],
    [
      "an AD viewing another school's report",
      athleticDirector,
      { action: 'viewReport', place: otherSchoolReport },
      'forbidden',
    ],
    [
      'an AD viewing their league report',
      athleticDirector,
      { action: 'viewReport', place: leagueReport },
      'forbidden',
    ],
    [
      'a coach of another sport viewing the school report',
      headCoach,
      { action: 'viewReport', place: schoolReport },
      true,
    ],
    [
      'a pending coach viewing the school report',
      pendingCoach,
      { action: 'viewReport', place: schoolReport },
      'forbidden',
    ],
    [
      'a league director viewing a school report in the league',
      leagueDirector,
      { action: 'viewReport', place: schoolReport },
      true,
    ],
    [
      'a league director viewing the league report',
      leagueDirector,
      { action: 'viewReport', place: leagueReport },
      true,
    ],
    [
      'a league director viewing another league',
      leagueDirector,
      { action: 'viewReport', place: otherSchoolReport },
      'forbidden',
    ],
    [
      'an admin viewing any report',
      admin,
      { action: 'viewReport', place: otherSchoolReport },
      true,
    ],
    [
      'an AD marking their game not played',
      athleticDirector,
      { action: 'markGameNotPlayed', game: gameAt() },
      true,
    ],
    [
      "an AD marking another school's game",
      athleticDirector,
      { action: 'markGameNotPlayed', game: otherGame },
      'forbidden',
    ],
    [
      'a fan marking a game not played',
      fan,
      { action: 'markGameNotPlayed', game: gameAt() },
      'forbidden',
    ],
    [
      'an admin marking a game not played',
      admin,
      { action: 'markGameNotPlayed', game: otherGame },
      true,
    ],
    [
      'a league director merging duplicates',
      leagueDirector,
      { action: 'resolveDuplicates' },
      'forbidden',
    ],
    ['an admin merging duplicates', admin, { action: 'resolveDuplicates' }, true],
    [
      'a coach approving',
      headCoach,
      {
        action: 'approveRole',
        entry: { memberId: 8, role: 'Parent', schoolId: 100, isPending: true },
      },
      'forbidden',
    ],
  ])('%s: %4$s', (_name, actor, permission, expected) => {
    expect(verdict(actor, permission)).toBe(expected);
  });
});

describe('actorFromRoleEntries', () => {
  const entry = (fields: Partial<RoleEntryFields>): RoleEntryFields => ({
    memberRoleType: 'HeadCoach',
    pendingStatus: 'Approved',
    followedSchoolId: 100,
    followedSportId: 5,
    followedDistrictId: 10,
    ...fields,
  });

  it('grants approved roles, keeps pending ones pending, and drops rejected ones', () => {
    const actor = actorFromRoleEntries({ memberId: 7, isSiteAdmin: false }, [
      entry({}),
      entry({ memberRoleType: 'AthleticDirector', pendingStatus: 'Pending' }),
      entry({ memberRoleType: 'LeagueDirector', pendingStatus: 'Rejected' }),
    ]);
    expect(actor).toEqual({
      memberId: 7,
      isSiteAdmin: false,
      roles: [
        {
          role: 'HeadCoach',
          isPending: false,
          schoolId: 100,
          sportId: 5,
          districtId: 10,
          stateId: null,
        },
        {
          role: 'AthleticDirector',
          isPending: true,
          schoolId: 100,
          sportId: 5,
          districtId: 10,
          stateId: null,
        },
      ],
    });
    // The pending director approves nothing; the rejected league director reviews nothing.
    expect(can(actor, { action: 'reviewRoles' })).toEqual({ allowed: false, reason: 'forbidden' });
    expect(can(actor, { action: 'viewLeaguePage' })).toEqual({
      allowed: false,
      reason: 'forbidden',
    });
  });
});

describe('reportsForTheSchool', () => {
  it.each<[string, Actor, boolean]>([
    ['a guest', guest, false],
    ['a fan of the school', fan, false],
    ["the school's head coach in the game's sport", headCoach, true],
    ['a head coach still pending', pendingCoach, false],
    ["the school's athletic director", athleticDirector, true],
    ["the league's director", leagueDirector, true],
    ['staff (they verify; they do not report for a school)', admin, false],
  ])('%s: %s', (_name, actor, expected) => {
    expect(reportsForTheSchool(actor, gameAt())).toBe(expected);
  });

  it('is no for a coach of another sport, or a director elsewhere', () => {
    expect(reportsForTheSchool(headCoach, gameAt({ sportId: 6 }))).toBe(false);
    expect(
      reportsForTheSchool(athleticDirector, gameAt({ teams: [{ schoolId: 300, districtId: 30 }] })),
    ).toBe(false);
    expect(
      reportsForTheSchool(leagueDirector, gameAt({ teams: [{ schoolId: 300, districtId: 30 }] })),
    ).toBe(false);
  });
});
