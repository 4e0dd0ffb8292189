import { describe, expect, it } from 'vitest';
import {
  describeScheduleChange,
  formatGameWhen,
  scheduleChangeTitle,
  timeZoneAbbreviation,
  type ScheduleChangeSummary,
} from './scheduleChanges';

const game = {
  gameName: 'Churchill @ Whitman',
  sportName: 'Football',
  timeZone: 'America/New_York',
} as const;

const change = (overrides: Partial<ScheduleChangeSummary>): ScheduleChangeSummary => ({
  kind: 'moved',
  ...game,
  previous: { eventDate: '2026-11-20', startTime: '19:00:00' },
  current: { eventDate: '2026-11-21', startTime: '13:00:00' },
  ...overrides,
});

describe('timeZoneAbbreviation', () => {
  it('names the zone as its clocks read on that day, daylight saving time or not', () => {
    expect(timeZoneAbbreviation('2026-11-20', '19:00:00', 'America/New_York')).toBe('EST');
    expect(timeZoneAbbreviation('2026-09-11', '19:00:00', 'America/New_York')).toBe('EDT');
    expect(timeZoneAbbreviation('2026-09-11', '19:00:00', 'America/Chicago')).toBe('CDT');
    expect(timeZoneAbbreviation('2026-09-11', '19:00:00', 'America/Phoenix')).toBe('MST');
  });

  it('answers nothing for a zone it does not know', () => {
    expect(timeZoneAbbreviation('2026-09-11', '19:00:00', 'Mars/Olympus')).toBe('');
  });
});

describe('formatGameWhen', () => {
  it('gives the day, the time and its zone, or says what is still to be decided', () => {
    const tz = 'America/Denver';
    expect(formatGameWhen({ eventDate: '2026-11-20', startTime: '19:00:00' }, tz)).toBe(
      'Fri, Nov 20, 7:00 PM MST',
    );
    expect(formatGameWhen({ eventDate: '2026-11-20', startTime: null }, tz)).toBe(
      'Fri, Nov 20, time TBD',
    );
    expect(formatGameWhen({ eventDate: null, startTime: '19:00:00' }, tz)).toBe(
      'date to be announced',
    );
  });
});

describe('describeScheduleChange', () => {
  it.each<[string, Partial<ScheduleChangeSummary>, string]>([
    [
      'a move to another day',
      {},
      'Churchill @ Whitman (Football) was moved from Fri, Nov 20, 7:00 PM EST to Sat, Nov 21, 1:00 PM EST.',
    ],
    [
      'a new time on the same day',
      { kind: 'retimed', current: { eventDate: '2026-11-20', startTime: '17:30:00' } },
      'Churchill @ Whitman (Football) on Fri, Nov 20 now starts at 5:30 PM EST (was 7:00 PM EST).',
    ],
    [
      'a new time that is not known yet',
      { kind: 'retimed', current: { eventDate: '2026-11-20', startTime: null } },
      'Churchill @ Whitman (Football) on Fri, Nov 20 has its start time to be decided (was 7:00 PM EST).',
    ],
    [
      'a re-timing that also changed the day, as a move',
      { kind: 'retimed' },
      'Churchill @ Whitman (Football) was moved from Fri, Nov 20, 7:00 PM EST to Sat, Nov 21, 1:00 PM EST.',
    ],
    [
      'a move with no earlier day known',
      { previous: null },
      'Churchill @ Whitman (Football) is now Sat, Nov 21, 1:00 PM EST.',
    ],
    [
      'a postponement to a new day',
      { kind: 'postponed' },
      'Churchill @ Whitman (Football) was postponed from Fri, Nov 20, 7:00 PM EST to Sat, Nov 21, 1:00 PM EST.',
    ],
    [
      'a postponement with the day still to be decided',
      { kind: 'postponed', current: null },
      'Churchill @ Whitman (Football) on Fri, Nov 20, 7:00 PM EST was postponed; the new date is to be announced.',
    ],
    [
      'a cancellation',
      { kind: 'canceled', current: null },
      'Churchill @ Whitman (Football) on Fri, Nov 20, 7:00 PM EST was canceled.',
    ],
    [
      'a game entered for the school',
      { kind: 'entered', previous: null },
      'Churchill @ Whitman (Football) was added to your schedule: Sat, Nov 21, 1:00 PM EST.',
    ],
  ])('tells of %s', (_, overrides, text) => {
    expect(describeScheduleChange(change(overrides))).toBe(text);
  });
});

describe('scheduleChangeTitle', () => {
  it.each([
    ['entered', 'New game'],
    ['postponed', 'Postponed'],
    ['canceled', 'Canceled'],
    ['moved', 'New date'],
    ['retimed', 'New time'],
  ] as const)('heads a %s game with %s', (kind, head) => {
    expect(scheduleChangeTitle(change({ kind }))).toBe(`${head}: Churchill @ Whitman (Football)`);
  });
});
