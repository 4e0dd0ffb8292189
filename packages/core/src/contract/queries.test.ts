import { describe, expect, it } from 'vitest';
import {
  adsQuerySchema,
  bracketsQuerySchema,
  calendarQuerySchema,
  gamesQuerySchema,
  headCoachPathSchema,
  idListParamSchema,
  idPathSchema,
  schoolsQuerySchema,
  sportsQuerySchema,
  standingsQuerySchema,
  statesQuerySchema,
} from './queries';

const firstMessage = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success
    ? null
    : `${result.error!.issues[0]!.path.join('.')}: ${result.error!.issues[0]!.message}`;

describe('list parameters', () => {
  it('default to active records, page 1 and the list size', () => {
    expect(statesQuerySchema.parse({})).toEqual({ isActive: true, page: 1, perPage: 500 });
    expect(gamesQuerySchema.parse({})).toMatchObject({
      isActive: true,
      page: 1,
      perPage: 25,
      hideFuture: false,
    });
  });

  it.each([
    [{ page: '0' }, 'page: Must be 1 or more'],
    [{ page: '-2' }, 'page: Must be 1 or more'],
    [{ page: '1.5' }, 'page: Must be a whole number'],
    [{ page: 'two' }, 'page: Must be a number'],
    [{ perPage: '5001' }, 'perPage: Must be 5000 or less'],
    [{ perPage: '0' }, 'perPage: Must be 1 or more'],
    [{ isActive: 'yes' }, 'isActive: Must be true or false'],
    [{ perPage: '5000', page: '3' }, null],
  ])('%o gives %s', (query, message) => {
    expect(firstMessage(statesQuerySchema.safeParse(query))).toBe(message);
  });

  it('reads an empty value as one left out', () => {
    expect(statesQuerySchema.parse({ page: '', perPage: '', isActive: '' })).toEqual({
      isActive: true,
      page: 1,
      perPage: 500,
    });
    expect(schoolsQuerySchema.parse({ districtId: '', isAllStates: '' })).toMatchObject({
      districtId: undefined,
      isAllStates: false,
    });
  });
});

describe('gamesQuerySchema', () => {
  it('takes countyId for districtId and year for season', () => {
    expect(gamesQuerySchema.parse({ countyId: '7', year: '2025-2026' })).toMatchObject({
      districtId: 7,
      season: '2025-2026',
    });
    expect(gamesQuerySchema.parse({ countyId: '7', districtId: '8' })).toMatchObject({
      districtId: 8,
    });
  });

  it('drops the season filter when future games are hidden (spec §5)', () => {
    expect(
      gamesQuerySchema.parse({ hideFuture: 'true', season: '2025-2026' }).season,
    ).toBeUndefined();
  });

  it.each([
    [{ date: '2026-02-30' }, 'date: Must be a date written yyyy-MM-dd'],
    [{ from: '2026-11-30', to: '2026-11-01' }, 'from: Must not be after to'],
    [{ stateId: '1 OR 1=1' }, 'stateId: Must be a whole number'],
    [{ stateId: '3000000000' }, 'stateId: Must be 2147483647 or less'],
    [{ eventType: 'exhibitions' }, 'eventType: Must be games or scrimmages'],
    [{ status: 'Delayed' }, 'status: Must be Active, Postponed or Canceled'],
    [{ season: '2025-2027' }, 'season: Must be a season written YYYY-YYYY'],
  ])('rejects %o', (query, message) => {
    expect(firstMessage(gamesQuerySchema.safeParse(query))).toBe(message);
  });
});

describe('calendarQuerySchema', () => {
  it.each([
    [{ from: '2026-11-01', to: '2026-11-30' }, null],
    [{ from: '2026-11-01' }, 'to: Invalid input: expected string, received undefined'],
    [{ from: '2026-01-01', to: '2027-06-01' }, 'to: Must span 500 days or fewer'],
    [{ from: '2026-12-01', to: '2026-11-01' }, 'from: Must not be after to'],
  ])('%o gives %s', (query, message) => {
    expect(firstMessage(calendarQuerySchema.safeParse(query))).toBe(message);
  });
});

describe('id lists and paths', () => {
  it.each([
    ['3,5,3,8', [3, 5, 8]],
    ['12', [12]],
  ])('reads %s', (value, ids) => {
    expect(idListParamSchema.parse(value)).toEqual(ids);
  });

  it.each(['3,,5', '3,x', '0,1', Array.from({ length: 101 }, (_, i) => i + 1).join(',')])(
    'rejects %s',
    (value) => {
      expect(idListParamSchema.safeParse(value).success).toBe(false);
    },
  );

  it('reads path ids', () => {
    expect(idPathSchema.parse({ id: '42' })).toEqual({ id: 42 });
    expect(headCoachPathSchema.safeParse({ schoolId: '1', sportId: 'x' }).success).toBe(false);
  });

  it('keeps standings school ids optional', () => {
    expect(standingsQuerySchema.parse({ schoolIds: '' }).schoolIds).toBeUndefined();
    expect(standingsQuerySchema.parse({ schoolIds: '4,2' }).schoolIds).toEqual([4, 2]);
  });
});

describe('sports and brackets', () => {
  it('sorts by weight ascending unless told', () => {
    expect(sportsQuerySchema.parse({})).toMatchObject({ sort: 'weight', order: 'asc' });
    expect(firstMessage(sportsQuerySchema.safeParse({ sort: 'random' }))).toBe(
      'sort: Must be name or weight',
    );
  });

  it('pages brackets with the playoffs filters', () => {
    expect(bracketsQuerySchema.parse({ stateId: '1', season: '2025-2026' })).toEqual({
      stateId: 1,
      sportId: undefined,
      season: '2025-2026',
      isActive: true,
      page: 1,
      perPage: 500,
    });
  });
});

describe('adsQuerySchema', () => {
  it('takes countyId for districtId and starts the rotation at 0', () => {
    expect(adsQuerySchema.parse({ slot: 'General_970x90', stateId: '1', countyId: '7' })).toEqual({
      slot: 'General_970x90',
      stateId: 1,
      districtId: 7,
      rotation: 0,
    });
    expect(adsQuerySchema.parse({ slot: 'Statewide_300x250', rotation: '3' }).rotation).toBe(3);
  });

  it.each([
    [
      {},
      'slot: Must be one of General_Top_300x250, Statewide_300x250, General_970x90, Statewide_970x90, General_Lower_300x250',
    ],
    [
      { slot: 'Sidebar' },
      'slot: Must be one of General_Top_300x250, Statewide_300x250, General_970x90, Statewide_970x90, General_Lower_300x250',
    ],
    [{ slot: 'General_970x90', stateId: 'MD' }, 'stateId: Must be a whole number'],
    [{ slot: 'General_970x90', rotation: '-1' }, 'rotation: Must be 0 or more'],
  ])('rejects %o', (query, message) => {
    expect(firstMessage(adsQuerySchema.safeParse(query))).toBe(message);
  });
});
