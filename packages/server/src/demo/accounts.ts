import {
  shiftDate,
  SPIRIT_POINT_VALUES,
  SPIRIT_POINTS,
  zonedMoment,
  type DateString,
  type MemberRole,
  type SpiritPointType,
} from '@csz/core';
import { and, asc, desc, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { coachReports, invitations, memberRoles, members } from '../accounts/schema';
import { gameResults, games } from '../games/schema';
import { schoolSports, sports, states } from '../lookups/schema';
import { spiritPointAwards } from '../points/schema';
import { scoreReports } from '../scores/schema';
import { DEMO_MEMBERS } from './members';
import { Random } from './random';

/** What the account screens' demo wrote. */
export interface AccountsSeedReport {
  schoolmates: number;
  awards: number;
  pendingRoles: number;
  coachReports: number;
  decidedReports: number;
  invitations: number;
}

/** Members of the demo school besides the demo accounts, for its leaderboard. */
const SCHOOLMATES: readonly [string, string, MemberRole][] = [
  ['Maya', 'Chen', 'Player'],
  ['Jalen', 'Brooks', 'Fan'],
  ['Sofia', 'Ramirez', 'Parent'],
  ['Owen', 'Patel', 'Alumni'],
  ['Layla', 'Johnson', 'Fan'],
  ['Marcus', 'Reed', 'Player'],
  ['Hannah', 'Kowalski', 'Parent'],
  ['Diego', 'Santos', 'Fan'],
  ['Ava', 'Thompson', 'Alumni'],
  ['Noah', 'Greene', 'Fan'],
  ['Zoe', 'Whitaker', 'Parent'],
  ['Elijah', 'Moore', 'Fan'],
  ['Grace', 'Okafor', 'Player'],
  ['Caleb', 'Nguyen', 'Fan'],
];

const DAY = 24 * 3_600_000;

/**
 * The account screens' demo (issue 18), so every tab of My Account is alive on first start: Spirit
 * Points over the last six months for the demo members (bars in 'Points Earned by Month') and a
 * streak of days up to today for the demo fan; fourteen schoolmates at the demo school, so its and
 * Maryland's leaderboards have some twenty members and a few ties; two role requests at the school
 * that its athletic director may approve (the pending coach's Head Coach request is the demo's
 * already); two 'Update Coach' reports for staff, one naming a coach and one a member's claim to
 * coach; the demo fan's decided score reports, so their accuracy is not 0/0; and invitations the
 * fan and the head coach sent. Written as the writes would have recorded them, with multi-row
 * inserts (a few hundred rows), deterministic for a seed and a day.
 */
export async function seedDemoAccounts(
  db: Database,
  today: DateString,
  seed = 2026,
): Promise<AccountsSeedReport> {
  const random = new Random(seed).fork('accounts');
  const report: AccountsSeedReport = {
    schoolmates: 0,
    awards: 0,
    pendingRoles: 0,
    coachReports: 0,
    decidedReports: 0,
    invitations: 0,
  };
  const demo = await db
    .select({ id: members.id, email: members.email, passwordHash: members.passwordHash })
    .from(members)
    .where(
      inArray(
        members.email,
        DEMO_MEMBERS.map((m) => m.email),
      ),
    );
  const byEmail = new Map(demo.map((m) => [m.email, m]));
  const fan = byEmail.get('fan@demo.csz.test');
  if (fan == null) return report;
  const [place] = await db
    .select({
      schoolId: memberRoles.followedSchoolId,
      districtId: memberRoles.followedDistrictId,
      stateId: memberRoles.followedStateId,
      timezone: states.timezone,
    })
    .from(memberRoles)
    .innerJoin(states, eq(states.id, memberRoles.followedStateId))
    .where(eq(memberRoles.memberId, fan.id));
  const football = await db
    .select({ sportId: memberRoles.followedSportId })
    .from(memberRoles)
    .where(
      and(
        eq(memberRoles.memberId, byEmail.get('head.coach@demo.csz.test')!.id),
        isNotNull(memberRoles.followedSportId),
      ),
    );
  if (place?.schoolId == null || football[0]?.sportId == null) return report;
  const school = {
    schoolId: place.schoolId,
    districtId: place.districtId!,
    stateId: place.stateId!,
    sportId: football[0].sportId,
  };
  const end = zonedMoment(today, '00:00:00', place.timezone);
  /** 7 pm local time `days` before today, when games end. */
  const evening = (days: number) =>
    zonedMoment(shiftDate(today, -days), '19:00:00', place.timezone);

  await db.transaction(async (tx) => {
    // Schoolmates: accounts of the demo school, with the demo password (one hash for all).
    const mates = await tx
      .insert(members)
      .values(
        SCHOOLMATES.map(([firstName, lastName], i) => ({
          email: `${firstName}.${lastName}.${i + 1}@demo.csz.test`.toLowerCase(),
          passwordHash: fan.passwordHash,
          firstName,
          lastName,
          displayName: i % 4 === 3 ? `${firstName} ${lastName[0]}.` : `${firstName} ${lastName}`,
          createdAt: new Date(end.getTime() - (200 - i) * DAY),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: members.id });
    report.schoolmates = mates.length;
    if (mates.length > 0) {
      await tx.insert(memberRoles).values(
        mates.map(({ id }, i) => ({
          memberId: id,
          role: SCHOOLMATES[i]![2],
          followedStateId: school.stateId,
          followedDistrictId: school.districtId,
          followedSchoolId: school.schoolId,
          followedSportId: ['Player', 'Parent'].includes(SCHOOLMATES[i]![2])
            ? school.sportId
            : null,
          status: 'Approved' as const,
        })),
      );
    }

    // Two more requests at the school for its athletic director: an assistant coach (who also
    // told staff through 'Update Coach', below) and a student ambassador.
    const [assistant, ambassador] = mates;
    if (assistant != null && ambassador != null) {
      await tx.insert(memberRoles).values([
        {
          memberId: assistant.id,
          role: 'AssistantCoach',
          followedStateId: school.stateId,
          followedDistrictId: school.districtId,
          followedSchoolId: school.schoolId,
          followedSportId: school.sportId,
          status: 'Pending',
          createdAt: new Date(end.getTime() - 2 * DAY),
        },
        {
          memberId: ambassador.id,
          role: 'StudentAmbassador',
          followedStateId: school.stateId,
          followedDistrictId: school.districtId,
          followedSchoolId: school.schoolId,
          status: 'Pending',
          createdAt: new Date(end.getTime() - 1 * DAY),
        },
      ]);
      report.pendingRoles = 2;
      // 'Update Coach': the parent names the coach of another of the school's teams, and the
      // assistant says they coach football.
      const [otherTeam] = await tx
        .select({ sportId: schoolSports.sportId })
        .from(schoolSports)
        .innerJoin(sports, eq(sports.id, schoolSports.sportId))
        .where(and(eq(schoolSports.schoolId, school.schoolId), ne(sports.id, school.sportId)))
        .orderBy(asc(sports.id))
        .limit(1);
      const parent = byEmail.get('parent@demo.csz.test');
      const reports: (typeof coachReports.$inferInsert)[] = [
        {
          memberId: assistant.id,
          schoolId: school.schoolId,
          sportId: school.sportId,
          isCoach: true,
          role: 'AssistantCoach',
          createdAt: new Date(end.getTime() - 2 * DAY),
        },
      ];
      if (parent != null) {
        reports.unshift({
          memberId: parent.id,
          schoolId: school.schoolId,
          sportId: otherTeam?.sportId ?? school.sportId,
          isCoach: false,
          role: 'HeadCoach',
          coachFirstName: 'Renee',
          coachLastName: 'Castillo',
          coachEmail: 'renee.castillo@example.org',
          coachCellPhone: '3015550142',
          createdAt: new Date(end.getTime() - 3 * DAY),
        });
      }
      await tx.insert(coachReports).values(reports);
      report.coachReports = reports.length;
    }

    // Spirit Points over six months: games shared and liked on evenings spread out, each member
    // a different amount (a few alike, so the leaderboards show shared ranks).
    const awards: (typeof spiritPointAwards.$inferInsert)[] = [];
    const award = (memberId: number, type: SpiritPointType, subject: string, at: Date) =>
      awards.push({ memberId, type, subject, points: SPIRIT_POINT_VALUES[type], createdAt: at });
    const earners = [
      ...demo.filter((m) => m.email !== 'admin@demo.csz.test').map((m) => m.id),
      ...mates.map((m) => m.id),
    ];
    earners.forEach((memberId, i) => {
      const actions = 6 + ((i * 7) % 19);
      for (let n = 0; n < actions; n++) {
        const days = 8 + ((n * 29 + i * 11) % 172);
        const type = n % 3 === 0 ? SPIRIT_POINTS.likedGame : SPIRIT_POINTS.sharedGame;
        award(memberId, type, `demo:month:${n}`, evening(days));
      }
      if (mates.some((m) => m.id === memberId)) {
        award(memberId, SPIRIT_POINTS.followedSchool, `school:${school.schoolId}`, evening(190));
      }
    });
    // The demo fan's streak: a game shared each of the last six days and today (at its start, so
    // nothing is later than the moment the demo is loaded).
    for (let days = 0; days <= 6; days++) {
      award(
        fan.id,
        SPIRIT_POINTS.sharedGame,
        `demo:streak:${days}`,
        days === 0 ? end : evening(days),
      );
    }

    // The demo fan's score reports of past weeks, decided by staff: three right, one wrong.
    const scored = await tx
      .selectDistinct({ id: games.id, eventDate: games.eventDate })
      .from(games)
      .innerJoin(gameResults, eq(gameResults.gameId, games.id))
      .where(
        and(
          eq(games.gameType, 'Game'),
          eq(gameResults.schoolId, school.schoolId),
          isNotNull(gameResults.score),
          lt(games.eventDate, shiftDate(today, -14)),
        ),
      )
      .orderBy(desc(games.eventDate), asc(games.id))
      .limit(4);
    const results =
      scored.length === 0
        ? []
        : await tx
            .select({ gameId: gameResults.gameId, id: gameResults.id, score: gameResults.score })
            .from(gameResults)
            .where(
              inArray(
                gameResults.gameId,
                scored.map((g) => g.id),
              ),
            );
    let right = 0;
    let wrong = 0;
    for (const [i, game] of scored.entries()) {
      const teams = results.filter((r) => r.gameId === game.id);
      const isCorrect = i !== 2;
      const scores = Object.fromEntries(
        teams.map((t, k) => [t.id, isCorrect ? t.score! : t.score! + 1 + k]),
      );
      const reportedAt = evening(shiftDays(today, game.eventDate));
      await tx.insert(scoreReports).values({
        gameId: game.id,
        memberId: fan.id,
        scores,
        outcome: 'pending',
        status: 'decided',
        isCorrect,
        createdAt: reportedAt,
        decidedAt: new Date(reportedAt.getTime() + DAY),
      });
      const decided = new Date(reportedAt.getTime() + DAY);
      award(fan.id, SPIRIT_POINTS.reportedScore, `game:${game.id}`, decided);
      if (isCorrect) award(fan.id, SPIRIT_POINTS.reportedCorrectScore, `game:${game.id}`, decided);
      if (isCorrect) right += 1;
      else wrong += 1;
    }
    if (right + wrong > 0) {
      await tx
        .update(members)
        .set({
          statTrue: sql`${members.statTrue} + ${right}`,
          statFalse: sql`${members.statFalse} + ${wrong}`,
        })
        .where(eq(members.id, fan.id));
    }
    report.decidedReports = right + wrong;

    for (let i = 0; i < awards.length; i += 400) {
      await tx
        .insert(spiritPointAwards)
        .values(awards.slice(i, i + 400))
        .onConflictDoNothing();
    }
    report.awards = awards.length;

    // Invitations the fan and the head coach sent.
    const headCoach = byEmail.get('head.coach@demo.csz.test');
    const invited = [
      [fan.id, 'Robin', 'Gray', 'Fan', null],
      [fan.id, 'Kendall', 'Shaw', 'Parent', school.sportId],
      [headCoach?.id, 'Theo', 'Marsh', 'Player', school.sportId],
    ] as const;
    const rows = invited
      .filter(([by]) => by != null)
      .map(([by, firstName, lastName, role, sportId], i) => ({
        invitedBy: by!,
        email: `${firstName}.${lastName}@example.com`.toLowerCase(),
        firstName,
        lastName,
        role,
        followedDistrictId: school.districtId,
        followedSchoolId: school.schoolId,
        followedSportId: sportId,
        createdAt: new Date(end.getTime() - (10 + random.int(0, 20) + i) * DAY),
      }));
    await tx.insert(invitations).values(rows);
    report.invitations = rows.length;
  });
  return report;
}

/** Whole days from `day` to `today`. */
function shiftDays(today: DateString, day: DateString): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY);
}
