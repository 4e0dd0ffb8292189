import {
  serviceDay,
  serviceMoment,
  shiftDate,
  type DateString,
  type Game,
  type MemberRole,
  matchup,
} from '@csz/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { memberRoles, members } from '../accounts/schema';
import { districts } from '../lookups/schema';
import { loadGames } from '../games/queries';
import { enqueue, type Job } from '../jobs/enqueue';
import type { Mail } from '../mail/mailer';
import {
  missingScoresSummaryMail,
  scoreReminderMail,
  type MailContext,
  type ReminderSchool,
  type SummaryLeague,
} from '../mail/templates';
import { uploadLink } from '../scores/uploadLinks';
import { duplicateGroups, missingTeamsOn, type MissingTeam } from './queries';
import { reminderMails, scheduledRuns } from './schema';
import { storeReport } from './writes';

/**
 * When the nightly jobs run, on New York's clocks (the service's day, spec §1). The reminders go at
 * 9:30 pm: most games have ended by then (evening games start at 6 or 7), and a coach still has an
 * hour and a half before the 11 pm goal to report. The summary goes at 7 am, before the school day,
 * so league directors can chase what the night left missing.
 */
export const NIGHTLY_TIMES = {
  nightlyReminders: '21:30:00',
  morningSummary: '07:00:00',
} as const;

/** The job kinds that run on the schedule. */
export type NightlyKind = keyof typeof NIGHTLY_TIMES;

/** Who is reminded of their school's missing scores at night (issue 16). */
const REMINDED_ROLES = ['HeadCoach', 'AthleticDirector'] as const satisfies readonly MemberRole[];

/** What the nightly jobs need. */
export interface ReminderContext {
  db: Database;
  clock: Clock;
  mail: MailContext;
  /** The key upload links are signed with (the access tokens' key). */
  secret: Uint8Array;
}

/**
 * When a nightly job is due: the moment its time comes on New York's clocks for the night it covers
 * (the summary runs the morning after its night).
 */
export function dueAt(kind: NightlyKind, night: DateString): Date {
  const day = kind === 'morningSummary' ? shiftDate(night, 1) : night;
  return serviceMoment(day, NIGHTLY_TIMES[kind]);
}

/** The first night of a kind whose run is still to come at a moment. */
export function nextNight(kind: NightlyKind, now: Date): DateString {
  const today = serviceDay(now);
  const first = kind === 'morningSummary' ? shiftDate(today, -1) : today;
  return dueAt(kind, first) > now ? first : shiftDate(first, 1);
}

/**
 * Schedules a nightly job for a night, once: the schedule's row and the job are written together,
 * and the row's key lets one in, so however many processes start (or finish a run) at once, one job
 * runs for the night. Answers whether this call scheduled it.
 */
export async function scheduleNight(
  db: Database,
  kind: NightlyKind,
  night: DateString,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const runAt = dueAt(kind, night);
    const [row] = await tx
      .insert(scheduledRuns)
      .values({ kind, night, runAt })
      .onConflictDoNothing()
      .returning({ kind: scheduledRuns.kind });
    if (row == null) return false;
    await enqueue(tx, { kind, night } as Job, { runAt });
    return true;
  });
}

/** Schedules each nightly job's next run, when a worker starts. */
export async function scheduleNightlyJobs(db: Database, clock: Clock): Promise<void> {
  for (const kind of Object.keys(NIGHTLY_TIMES) as NightlyKind[]) {
    await scheduleNight(db, kind, nextNight(kind, clock.now()));
  }
}

/**
 * Schedules the run after this one first, so that a run that fails still leaves the next night's:
 * the night after, or the next still to come if the worker was stopped for days.
 */
async function scheduleFollowing(ctx: ReminderContext, kind: NightlyKind, night: DateString) {
  const next = nextNight(kind, ctx.clock.now());
  await scheduleNight(ctx.db, kind, next > night ? next : shiftDate(night, 1));
}

/** A game's title in a mail: who plays whom, visitors first as on every card (core's matchup). */
const gameTitle = (game: Game) => `${matchup(game)} (${game.sport.name})`;

/**
 * Mails a member once for a night: the mark and the mail's job are one transaction, and the mark's
 * key lets one in, so a run repeated (a lease that ran out) or two at once never mail twice.
 */
async function mailOnce(
  db: Database,
  memberId: number,
  kind: 'reminder' | 'summary',
  night: DateString,
  mail: Mail,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [marked] = await tx
      .insert(reminderMails)
      .values({ memberId, kind, night })
      .onConflictDoNothing()
      .returning({ memberId: reminderMails.memberId });
    if (marked != null) await enqueue(tx, { kind: 'mail', mail });
  });
}

/** Groups rows by a key, keeping their order. */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/**
 * The nightly reminders (issue 16): each approved head coach and athletic director of a school
 * whose games of the night have no final score is mailed once, with a signed upload link per game
 * (a head coach for their sport's games, a director for all the school's) and the school's report,
 * stored for the night. A member of several schools gets one mail with a part for each.
 */
export async function sendNightlyReminders(ctx: ReminderContext, night: DateString): Promise<void> {
  await scheduleFollowing(ctx, 'nightlyReminders', night);
  // A run the worker reaches only on a later day (it was stopped) has lost its point: the morning
  // summary tells the league of what is still missing.
  if (ctx.clock.today() !== night) return;
  const { db } = ctx;
  const teams = await missingTeamsOn(db, night);
  const bySchool = groupBy(teams, (t) => t.schoolId);
  if (bySchool.size === 0) return;
  const roles = await db
    .select({
      memberId: members.id,
      email: members.email,
      firstName: members.firstName,
      role: memberRoles.role,
      schoolId: memberRoles.followedSchoolId,
      sportId: memberRoles.followedSportId,
    })
    .from(memberRoles)
    .innerJoin(members, eq(members.id, memberRoles.memberId))
    .where(
      and(
        eq(memberRoles.status, 'Approved'),
        inArray(memberRoles.role, [...REMINDED_ROLES]),
        inArray(memberRoles.followedSchoolId, [...bySchool.keys()]),
        eq(members.isActive, true),
      ),
    )
    .orderBy(memberRoles.memberId, memberRoles.followedSchoolId);
  // Each member's games, by school.
  const wanted = new Map<
    number,
    { email: string; firstName: string | null; games: MissingTeam[] }
  >();
  for (const role of roles) {
    const games = (bySchool.get(role.schoolId!) ?? []).filter(
      (t) => role.role === 'AthleticDirector' || t.sportId === role.sportId,
    );
    if (games.length === 0) continue;
    const entry = wanted.get(role.memberId) ?? { ...role, games: [] };
    for (const game of games) {
      if (!entry.games.some((g) => g.gameId === game.gameId && g.schoolId === game.schoolId)) {
        entry.games.push(game);
      }
    }
    wanted.set(role.memberId, entry);
  }
  if (wanted.size === 0) return;
  const schoolIds = new Set([...wanted.values()].flatMap((w) => w.games.map((g) => g.schoolId)));
  const reportIds = new Map<number, number>();
  for (const schoolId of schoolIds) {
    const gameIds = [...new Set(bySchool.get(schoolId)!.map((t) => t.gameId))];
    reportIds.set(
      schoolId,
      await storeReport(db, {
        kind: 'missingScores',
        scope: 'school',
        placeId: schoolId,
        night,
        gameIds,
      }),
    );
  }
  const loaded = new Map(
    (await loadGames(db, [...new Set(teams.map((t) => t.gameId))], night)).map((g) => [g.id, g]),
  );
  const now = ctx.clock.now();
  for (const [memberId, { email, firstName, games }] of wanted) {
    const schools: ReminderSchool[] = [];
    for (const [schoolId, rows] of groupBy(games, (g) => g.schoolId)) {
      const first = loaded.get(rows[0]!.gameId);
      schools.push({
        schoolName: first?.teams.find((t) => t.schoolId === schoolId)?.name ?? 'Your school',
        reportUrl: `${ctx.mail.publicUrl}/ms-rp-ad/${reportIds.get(schoolId)}`,
        games: await Promise.all(
          rows.map(async ({ gameId }) => ({
            title: loaded.has(gameId) ? gameTitle(loaded.get(gameId)!) : `Game ${gameId}`,
            link: await uploadLink(ctx.mail.publicUrl, ctx.secret, { memberId, gameId }, now),
          })),
        ),
      });
    }
    await mailOnce(
      db,
      memberId,
      'reminder',
      night,
      scoreReminderMail(email, firstName, night, schools),
    );
  }
}

/**
 * The morning-after summary (issue 16): each approved league director of a league (county or
 * conference) with games of the night still without a final score is mailed once, with the
 * league's report of them, stored for the night, and its possible duplicate games, if any.
 */
export async function sendMorningSummary(ctx: ReminderContext, night: DateString): Promise<void> {
  await scheduleFollowing(ctx, 'morningSummary', night);
  if (ctx.clock.today() > shiftDate(night, 1)) return;
  const { db } = ctx;
  const byDistrict = groupBy(await missingTeamsOn(db, night), (t) => t.districtId);
  if (byDistrict.size === 0) return;
  const directors = await db
    .select({
      memberId: members.id,
      email: members.email,
      firstName: members.firstName,
      districtId: memberRoles.followedDistrictId,
      leagueName: districts.name,
    })
    .from(memberRoles)
    .innerJoin(members, eq(members.id, memberRoles.memberId))
    .innerJoin(districts, eq(districts.id, memberRoles.followedDistrictId))
    .where(
      and(
        eq(memberRoles.status, 'Approved'),
        eq(memberRoles.role, 'LeagueDirector'),
        inArray(memberRoles.followedDistrictId, [...byDistrict.keys()]),
        eq(members.isActive, true),
      ),
    )
    .orderBy(memberRoles.memberId, districts.name);
  const leagues = new Map<number, SummaryLeague>();
  for (const { districtId, leagueName } of directors) {
    if (leagues.has(districtId!)) continue;
    const gameIds = [...new Set(byDistrict.get(districtId!)!.map((t) => t.gameId))];
    const reportId = await storeReport(db, {
      kind: 'missingScores',
      scope: 'district',
      placeId: districtId!,
      night,
      gameIds,
    });
    const groups = await duplicateGroups(db, { districtId: districtId!, night });
    const duplicatesId =
      groups.length === 0
        ? null
        : await storeReport(db, {
            kind: 'duplicateGames',
            scope: 'district',
            placeId: districtId!,
            night,
            gameIds: groups.flat(),
          });
    leagues.set(districtId!, {
      leagueName,
      missing: gameIds.length,
      reportUrl: `${ctx.mail.publicUrl}/ms-rp/${reportId}`,
      duplicatesUrl: duplicatesId == null ? null : `${ctx.mail.publicUrl}/mc-rp-ad/${duplicatesId}`,
    });
  }
  for (const [memberId, rows] of groupBy(directors, (d) => d.memberId)) {
    const { email, firstName } = rows[0]!;
    const mail = missingScoresSummaryMail(
      email,
      firstName,
      night,
      rows.map((r) => leagues.get(r.districtId!)!),
    );
    await mailOnce(db, memberId, 'summary', night, mail);
  }
}
