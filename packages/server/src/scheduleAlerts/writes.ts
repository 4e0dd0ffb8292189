import {
  memberDisplayName,
  schoolsEnteredFor,
  type DateString,
  type GameWhen,
  type MemberRole,
  type ScheduleChangeKind,
  type ScheduleChangeSummary,
  type TimeString,
} from '@csz/core';
import { and, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { memberById } from '../auth/accounts';
import { actorOf } from '../auth/authenticate';
import type { Database, Transaction } from '../db/client';
import { memberRoles, members } from '../accounts/schema';
import { gameResults, games } from '../games/schema';
import { sports } from '../lookups/schema';
import { notifications } from '../notifications/schema';
import { enqueue, enqueueMany, type JobOf } from '../jobs/enqueue';
import type { SportsDataChanges } from '../live/sportsData';
import { scheduleChangeMail, type MailContext } from '../mail/templates';

/** A change to a game's schedule, as the write that made it tells {@link recordScheduleChange}. */
export interface ScheduleChange {
  gameId: number;
  /**
   * 'entered': a new game, entered by a member of one school for both; 'postponed' (to a day still
   * to be decided, or with `nextPostponeGame` set to the game that replaces it), 'canceled',
   * 'moved' (another day), 'retimed' (another time).
   */
  kind: ScheduleChangeKind;
  /** Who made it, who is not told of it; null for staff tools and imports without a member. */
  actorMemberId: number | null;
  /** When the game was to be played before the change: for 'moved' and 'retimed'. */
  previous?: { eventDate: DateString; startTime: TimeString | null };
}

/** The game's columns that say when it is played. */
const whenColumns = {
  eventDate: games.eventDate,
  isEventDateTbd: games.isEventDateTbd,
  startTime: games.startTime,
  startTimeUnknown: games.startTimeUnknown,
  isTbd: games.isTbd,
} as const;

/** When a game is played as readers are told: its TBD flags make the day or time unknown. */
function whenOf(game: {
  eventDate: string;
  isEventDateTbd: boolean;
  startTime: string | null;
  startTimeUnknown: boolean;
  isTbd: boolean;
}): GameWhen {
  return {
    eventDate: game.isEventDateTbd ? null : (game.eventDate as DateString),
    startTime:
      game.startTimeUnknown || game.isTbd || game.startTime == null
        ? null
        : (game.startTime as TimeString),
  };
}

/**
 * Records a change to a game's schedule inside the transaction of the write that made it (a
 * sports-data write: `changes` is its {@link SportsDataChanges}). Call it after the game's row is
 * written. It pushes the game live to open pages and embeds, also to those showing the day a moved
 * game left, and leaves a 'scheduleAlerts' job that, after commit, notifies the followers of the
 * game's teams (for 'entered', the other schools' coaches and athletic directors) and mails those
 * with email notifications on. Nothing slow runs in the request. When the game was and is played is
 * taken now, so the job tells of this change even if another follows before it runs.
 */
export async function recordScheduleChange(
  tx: Transaction,
  changes: SportsDataChanges,
  change: ScheduleChange,
): Promise<void> {
  const [game] = await tx
    .select({ ...whenColumns, sequence: games.sequence, next: games.nextPostponeGameId })
    .from(games)
    .where(eq(games.id, change.gameId));
  if (game == null) throw new Error(`recordScheduleChange: no game with id ${change.gameId}`);
  const { kind, previous } = change;
  if (previous != null && previous.eventDate !== game.eventDate) {
    changes.gameMoved(change.gameId, previous.eventDate);
  } else {
    changes.games([change.gameId]);
  }
  let current: GameWhen | null = whenOf(game);
  if (kind === 'canceled') current = null;
  if (kind === 'postponed') {
    // Postponed to another game (the calendar's postpone: spec §5), or in place to a day given
    // with it; else its new day is still to be decided.
    const [replacement] =
      game.next == null
        ? []
        : await tx.select(whenColumns).from(games).where(eq(games.id, game.next));
    if (replacement != null) current = whenOf(replacement);
    else if (previous == null || previous.eventDate === game.eventDate) current = null;
  }
  const before: GameWhen | null =
    kind === 'entered'
      ? null
      : previous == null
        ? whenOf(game)
        : { eventDate: previous.eventDate, startTime: previous.startTime };
  await enqueue(tx, {
    kind: 'scheduleAlerts',
    gameId: change.gameId,
    change: kind,
    actorMemberId: change.actorMemberId,
    sequence: game.sequence,
    previous: before,
    current,
  });
}

/**
 * The Spirit Points type a GameChanged notification carries (its column is required): 'Followed a
 * team', the follow it reaches the member through. It earns no points.
 */
const FOLLOWED_A_TEAM = 5;

/** The coaches told of a game entered for their school: of its sport only. */
const COACH_ROLES: readonly MemberRole[] = ['HeadCoach', 'AssistantCoach'];

/**
 * The roles at schools told of a game of a sport entered for them: approved coaches of the sport
 * and athletic directors.
 */
function staffOf(schoolIds: readonly number[], sportId: number): SQL {
  return and(
    eq(memberRoles.status, 'Approved'),
    inArray(memberRoles.followedSchoolId, [...schoolIds]),
    or(
      eq(memberRoles.role, 'AthleticDirector'),
      and(inArray(memberRoles.role, [...COACH_ROLES]), eq(memberRoles.followedSportId, sportId)),
    ),
  )!;
}

/** The rows of a raw query, on either engine. */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A member told of a change now, and whether they are mailed too. */
interface Told {
  memberId: number;
  email: string;
  firstName: string | null;
  mail: boolean;
}

/**
 * The 'scheduleAlerts' job: tells of a change to a game's schedule. For a postponed, canceled,
 * moved or re-timed game, every member following one of its teams (a role at the school, for the
 * game's sport or the whole school, not rejected) but the one who made the change gets one
 * GameChanged notification, however many of their roles match. For a game entered, the approved
 * coaches of the sport and athletic directors of its other schools (those where whoever entered it
 * is none of these) are told. Those whose matching role has email notifications on
 * (`is_automatically_texting`, spec §6) are mailed through the outbox. The notifications are one
 * INSERT ... SELECT, and the mails are queued with them in one transaction: the notifications'
 * once-per-subject index (the subject holds the game's sequence) makes a retried job tell and mail
 * nobody twice, while a later change, with a higher sequence, tells them again. Answers how many
 * were told.
 */
export async function sendScheduleAlerts(
  ctx: { db: Database; mail: MailContext },
  job: JobOf<'scheduleAlerts'>,
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const [game] = await tx
      .select({
        name: games.name,
        sportId: games.sportId,
        sportName: sports.name,
        tz: games.tz,
        schoolId: games.schoolId,
        next: games.nextPostponeGameId,
      })
      .from(games)
      .innerJoin(sports, eq(sports.id, games.sportId))
      .where(eq(games.id, job.gameId));
    // Deleted before the job ran: nobody is told of a game that is gone.
    if (game == null) return 0;
    const teams = await tx
      .selectDistinct({ schoolId: gameResults.schoolId })
      .from(gameResults)
      .where(eq(gameResults.gameId, job.gameId));
    // A custom event (a banquet) has no teams: it is its school's.
    const schoolIds = [...new Set([...teams.map((t) => t.schoolId), game.schoolId])].filter(
      (id): id is number => id != null,
    );
    const actor = job.actorMemberId;
    let roles: SQL;
    if (job.change === 'entered') {
      // The schools it was entered for: those where its author holds no coach or director role
      // (core's rule, as the calendar's write decided whether to tell anyone).
      const author = actor == null ? undefined : await memberById(tx, actor);
      const others =
        author == null ? schoolIds : schoolsEnteredFor(await actorOf(tx, author), schoolIds);
      if (others.length === 0) return 0;
      roles = staffOf(others, game.sportId);
    } else {
      if (schoolIds.length === 0) return 0;
      roles = and(
        ne(memberRoles.status, 'Rejected'),
        inArray(memberRoles.followedSchoolId, schoolIds),
        or(isNull(memberRoles.followedSportId), eq(memberRoles.followedSportId, game.sportId)),
      )!;
    }
    const [author] =
      actor == null
        ? []
        : await tx
            .select({
              displayName: members.displayName,
              firstName: members.firstName,
              lastName: members.lastName,
            })
            .from(members)
            .where(eq(members.id, actor));
    const summary: ScheduleChangeSummary = {
      kind: job.change,
      gameName: game.name,
      sportName: game.sportName,
      timeZone: game.tz,
      previous: job.previous,
      current: job.current,
    };
    const subject =
      job.change === 'entered'
        ? `game:${job.gameId}:entered`
        : `game:${job.gameId}:${job.change}:${job.sequence}`;
    const notActor = actor == null ? sql`true` : ne(memberRoles.memberId, actor);
    const told = await rowsOf<Told>(
      tx,
      sql`with recipients as (
            select ${memberRoles.memberId} as member_id,
                   bool_or(${memberRoles.isAutomaticallyTexting}) as mail,
                   min(${memberRoles.followedSchoolId}) as school_id
            from ${memberRoles} join ${members} on ${members.id} = ${memberRoles.memberId}
            where ${roles} and ${members.isActive} and ${notActor}
            group by ${memberRoles.memberId}
          ), told as (
            insert into ${notifications} (member_id, type, subject, spirit_point_type,
              spirit_points, game_id, school_id, sport_id, from_member_id, author_name, game_change)
            select member_id, 'GameChanged', ${subject}::text, ${FOLLOWED_A_TEAM}::int, 0,
              ${job.gameId}::int, school_id, ${game.sportId}::int, ${actor}::int,
              ${author == null ? null : memberDisplayName(author)}::text,
              ${JSON.stringify(summary)}::jsonb
            from recipients
            on conflict do nothing
            returning member_id
          )
          select m.id as "memberId", m.email, m.first_name as "firstName", r.mail
          from told
          join recipients r on r.member_id = told.member_id
          join members m on m.id = told.member_id`,
    );
    // A postponed game's page leads on to the game that replaced it.
    const linked = job.change === 'postponed' && game.next != null ? game.next : job.gameId;
    await enqueueMany(
      tx,
      told
        .filter((t) => t.mail)
        .map((t) => ({
          kind: 'mail' as const,
          mail: scheduleChangeMail(ctx.mail, t.email, t.firstName, summary, linked),
        })),
    );
    return told.length;
  });
}
