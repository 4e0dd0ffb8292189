import { shiftDate, SPIRIT_POINTS, type DateString, type MemberRole } from '@csz/core';
import { and, asc, eq } from 'drizzle-orm';
import { createMember } from '../auth/accounts';
import type { Database } from '../db/client';
import { memberRoles } from '../accounts/schema';
import { districts, schoolSports, schools, sports, states } from '../lookups/schema';
import { awardPoints } from '../points/writes';

/** The password of every demo account (README "Demo accounts"). */
export const DEMO_PASSWORD = 'csz-demo-2026';

/** One demo member per role, and a coach waiting for approval. */
export const DEMO_MEMBERS: readonly {
  email: string;
  firstName: string;
  lastName: string;
  role: MemberRole | 'SiteAdmin';
  pending?: boolean;
}[] = [
  { email: 'admin@demo.csz.test', firstName: 'Pat', lastName: 'Morgan', role: 'SiteAdmin' },
  {
    email: 'league.director@demo.csz.test',
    firstName: 'Morgan',
    lastName: 'Lee',
    role: 'LeagueDirector',
  },
  {
    email: 'athletic.director@demo.csz.test',
    firstName: 'Jordan',
    lastName: 'Price',
    role: 'AthleticDirector',
  },
  { email: 'head.coach@demo.csz.test', firstName: 'Taylor', lastName: 'Brooks', role: 'HeadCoach' },
  {
    email: 'assistant.coach@demo.csz.test',
    firstName: 'Casey',
    lastName: 'Reed',
    role: 'AssistantCoach',
  },
  {
    email: 'ambassador@demo.csz.test',
    firstName: 'Riley',
    lastName: 'Cruz',
    role: 'StudentAmbassador',
  },
  { email: 'player@demo.csz.test', firstName: 'Alex', lastName: 'Kim', role: 'Player' },
  { email: 'parent@demo.csz.test', firstName: 'Sam', lastName: 'Ortiz', role: 'Parent' },
  { email: 'alumni@demo.csz.test', firstName: 'Jamie', lastName: 'Ward', role: 'Alumni' },
  { email: 'fan@demo.csz.test', firstName: 'Drew', lastName: 'Fisher', role: 'Fan' },
  {
    email: 'pending.coach@demo.csz.test',
    firstName: 'Avery',
    lastName: 'Bell',
    role: 'HeadCoach',
    pending: true,
  },
];

/** How long ago the demo members signed up. */
const DEMO_MEMBERS_JOINED_DAYS_AGO = 90;

/**
 * Creates the demo members at Montgomery County's first school that plays football (its league
 * director the county's). Their roles match the role names; the pending coach waits for approval.
 */
export async function seedDemoMembers(db: Database, today: DateString): Promise<number> {
  const [place] = await db
    .select({
      schoolId: schools.id,
      districtId: schools.districtId,
      stateId: schools.stateId,
      sportId: sports.id,
    })
    .from(schools)
    .innerJoin(districts, eq(districts.id, schools.districtId))
    .innerJoin(states, eq(states.id, schools.stateId))
    .innerJoin(schoolSports, eq(schoolSports.schoolId, schools.id))
    .innerJoin(sports, eq(sports.id, schoolSports.sportId))
    .where(
      and(
        eq(states.abbreviation, 'MD'),
        eq(districts.name, 'Montgomery'),
        eq(sports.name, 'Football'),
      ),
    )
    .orderBy(asc(schools.id))
    .limit(1);
  if (place == null) return 0;
  // Members since the season began: accounts as old as the points below, whose reports count.
  const joined = new Date(`${shiftDate(today, -DEMO_MEMBERS_JOINED_DAYS_AGO)}T19:00:00-05:00`);
  for (const demo of DEMO_MEMBERS) {
    const member = await createMember(db, {
      createdAt: joined,
      email: demo.email,
      password: DEMO_PASSWORD,
      firstName: demo.firstName,
      lastName: demo.lastName,
      displayName: `${demo.firstName} ${demo.lastName}`,
      isSiteAdmin: demo.role === 'SiteAdmin',
    });
    if (demo.role === 'SiteAdmin') continue;
    const needsSport = ['HeadCoach', 'AssistantCoach', 'Player', 'Parent'].includes(demo.role);
    await db.insert(memberRoles).values({
      memberId: member.id,
      role: demo.role,
      followedStateId: place.stateId,
      followedDistrictId: place.districtId,
      followedSchoolId: demo.role === 'LeagueDirector' ? null : place.schoolId,
      followedSportId: needsSport ? place.sportId : null,
      status: demo.pending ? 'Pending' : 'Approved',
    });
    await db.transaction((tx) => seedDemoPoints(tx, member.id, DEMO_MEMBERS.indexOf(demo), today));
  }
  return DEMO_MEMBERS.length;
}

/**
 * Spirit Points the demo members earned over the last two months, so that their standings,
 * streaks and monthly charts have something to show: following their school two months ago and
 * games liked on a few days each, the most active ending in a streak.
 */
async function seedDemoPoints(
  tx: Database,
  memberId: number,
  index: number,
  today: DateString,
): Promise<void> {
  // Evenings in Maryland, when games end.
  const at = (daysAgo: number) => new Date(`${shiftDate(today, -daysAgo)}T19:00:00-05:00`);
  await awardPoints(tx, memberId, SPIRIT_POINTS.followedSchool, 'demo:school', at(60));
  // The first members are the most active: a streak of likes up to yesterday.
  const streak = Math.max(0, 5 - index);
  const likedDaysAgo = [45, 31, 20, 12, ...Array.from({ length: streak }, (_, i) => i + 1)];
  for (const daysAgo of likedDaysAgo.slice(index % 3)) {
    await awardPoints(tx, memberId, SPIRIT_POINTS.likedGame, `demo:${daysAgo}`, at(daysAgo));
  }
}
