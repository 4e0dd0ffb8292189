import { gameFormSchema, postponeSchema, shiftDate, type GameFormInput } from '@csz/core';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { actorOf } from '../auth/authenticate';
import { memberByEmail } from '../auth/accounts';
import { members } from '../accounts/schema';
import { sportsDataWriter } from '../live/sportsData';
import { describeOnEngines } from '../testing/engines';
import { anotherSchoolPlace, headCoachPlace, type DemoPlace } from '../testing/places';
import { openTestDatabase, TEST_TODAY } from '../testing/testServer';
import { gameRow } from './queries';
import {
  cancelCalendarGame,
  createCalendarGame,
  deleteCalendarGame,
  postponeCalendarGame,
  updateCalendarGame,
  type CalendarWriter,
} from './writes';

/**
 * The schedule change each calendar write reports (issue 19 point 5): what alerts will be made of.
 * Through the writes themselves; their routes are tested in routes.test.ts.
 */
describeOnEngines(
  'the schedule changes of calendar writes',
  (engine) => openTestDatabase(engine, { seeded: true }),
  (handle) => {
    let place: DemoPlace;
    let other: DemoPlace;
    const writers = {} as Record<'coach' | 'league', CalendarWriter>;
    let day = 0;
    const form = (input: Partial<GameFormInput> = {}) =>
      gameFormSchema.parse({
        gameType: 'Game',
        sportId: place.sportId,
        eventDate: shiftDate(TEST_TODAY, 4 * ++day),
        startTime: '19:00:00',
        teams: [{ schoolId: place.schoolId, isHomeTeam: true }, { schoolId: other.schoolId }],
        ...input,
      });

    beforeAll(async () => {
      const { db } = handle;
      place = await headCoachPlace(db);
      other = await anotherSchoolPlace(db, place, 5);
      for (const [who, email] of [
        ['coach', 'head.coach@demo.csz.test'],
        ['league', 'league.director@demo.csz.test'],
      ] as const) {
        const member = (await memberByEmail(db, email))!;
        const [row] = await db.select().from(members).where(eq(members.id, member.id));
        writers[who] = {
          writeSportsData: sportsDataWriter(db, null),
          actor: await actorOf(db, row!),
          memberId: member.id,
          today: TEST_TODAY,
          now: new Date(`${TEST_TODAY}T20:00:00Z`),
        };
      }
    });

    const created = async (who: 'coach' | 'league', input: Partial<GameFormInput> = {}) => {
      const outcome = await createCalendarGame(writers[who], 'games', form(input));
      if (!outcome.saved) throw new Error('not saved');
      return outcome;
    };

    it("reports a game entered against a school the author has no role at as 'entered' for it", async () => {
      const outcome = await created('coach');
      expect(outcome.change).toMatchObject({
        gameId: outcome.gameId,
        kind: 'entered',
        schoolIds: [other.schoolId],
        previous: { startTime: '19:00:00' },
      });
      // A league director's role is the league's: both schools hear of it.
      expect((await created('league')).change).toMatchObject({
        kind: 'entered',
        schoolIds: [place.schoolId, other.schoolId],
      });
    });

    it("reports nothing for an event of the author's own school", async () => {
      const outcome = await createCalendarGame(
        writers.coach,
        'events',
        gameFormSchema.parse({
          gameType: 'Event',
          sportId: place.sportId,
          eventDate: TEST_TODAY,
          startTime: '18:00:00',
          endTime: '19:00:00',
          schoolId: place.schoolId,
        }),
      );
      expect(outcome).toMatchObject({ saved: true, change: null });
    });

    it('tells a move from a re-timing, and an edit of neither from both', async () => {
      const date = shiftDate(TEST_TODAY, 4 * ++day);
      const { gameId } = await created('coach', { eventDate: date });
      const edit = (input: Partial<GameFormInput>) =>
        updateCalendarGame(writers.coach, 'games', gameId, form(input));
      const first = await edit({ eventDate: date, startTime: '18:00:00' });
      expect(first).toMatchObject({
        saved: true,
        change: { kind: 'retimed', previous: { startTime: '19:00:00' } },
      });
      const next = shiftDate(date, 1);
      const moved = await edit({ eventDate: next, startTime: '18:00:00' });
      expect(moved).toMatchObject({ change: { kind: 'moved', previous: { eventDate: date } } });
      const noted = await edit({ eventDate: next, startTime: '18:00:00', notes: 'Senior night' });
      expect(noted).toMatchObject({ saved: true, change: null });
    });

    it('reports postponed, canceled and deleted with when the game was to be played', async () => {
      const { gameId } = await created('coach');
      const row = await gameRow(handle.db, gameId);
      const postponed = await postponeCalendarGame(
        writers.coach,
        'games',
        postponeSchema(row!.eventDate).parse({
          copyFromId: gameId,
          eventDate: shiftDate(row!.eventDate, 7),
        }),
      );
      expect(postponed.change).toEqual({
        gameId,
        kind: 'postponed',
        previous: { eventDate: row!.eventDate, startTime: '19:00:00' },
        newGameId: postponed.gameId,
      });
      const canceled = await cancelCalendarGame(writers.coach, 'games', postponed.gameId);
      expect(canceled.change).toEqual({
        gameId: postponed.gameId,
        kind: 'canceled',
        previous: { eventDate: shiftDate(row!.eventDate, 7), startTime: '00:00:00' },
      });
      // Canceling again changes nothing.
      expect(
        (await cancelCalendarGame(writers.coach, 'games', postponed.gameId)).change,
      ).toBeNull();
      const deleted = await deleteCalendarGame(writers.coach, 'games', postponed.gameId);
      expect(deleted.change).toMatchObject({ gameId: postponed.gameId, kind: 'deleted' });
    });
  },
);
