import { describe, expect, it } from 'vitest';
import { can, roleEntryWith, type RoleEntry } from '@csz/core';
import {
  NO_ROLE_FILTERS,
  ROLE_FILTERS_KEY,
  calendarPlace,
  chosenRole,
  eventTarget,
  readRoleFilters,
  roleLabel,
  rolePicks,
  viewableRoles,
  writeRoleFilters,
} from './roleFilters';

const coach = roleEntryWith({
  id: 1,
  memberRoleType: 'HeadCoach',
  followedSchoolId: 11,
  followedSportId: 4,
  followedDistrictId: 3,
  followedStateId: 1,
  schoolShortName: 'North',
  sportName: 'Football',
});
const director = roleEntryWith({
  id: 2,
  memberRoleType: 'LeagueDirector',
  followedDistrictId: 3,
  followedStateId: 1,
  districtName: 'Montgomery',
});
const athleticDirector = roleEntryWith({
  id: 3,
  memberRoleType: 'AthleticDirector',
  followedSchoolId: 12,
  followedDistrictId: 3,
  followedStateId: 1,
  schoolFullName: 'South High',
});
const pendingFan = roleEntryWith({
  id: 4,
  memberRoleType: 'Fan',
  followedSchoolId: 13,
  isPending: true,
  pendingStatus: 'Pending',
});

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the schedule tab role filters', () => {
  it('offers the approved roles, highest first, and picks the highest unless another was chosen', () => {
    const roles = viewableRoles([coach, pendingFan, director, athleticDirector]);
    expect(roles.map((r) => r.id)).toEqual([2, 3, 1]);
    expect(chosenRole(roles, NO_ROLE_FILTERS)?.id).toBe(2);
    expect(chosenRole(roles, { ...NO_ROLE_FILTERS, roleId: '1' })?.id).toBe(1);
    // A role no longer held falls back to the highest.
    expect(chosenRole(roles, { ...NO_ROLE_FILTERS, roleId: '99' })?.id).toBe(2);
    expect(chosenRole([], NO_ROLE_FILTERS)).toBeNull();
  });

  it('lets each role pick what spec §6 says', () => {
    expect(rolePicks('LeagueDirector')).toEqual({ school: true, sport: true });
    expect(rolePicks('AthleticDirector')).toEqual({ school: false, sport: true });
    expect(rolePicks('Fan')).toEqual({ school: false, sport: true });
    expect(rolePicks('HeadCoach')).toEqual({ school: false, sport: false });
  });

  it('shows a coach their team whatever was picked, a director their pick in their league', () => {
    const picked = { roleId: null, schoolId: '12', sportId: '7' };
    expect(calendarPlace(coach, picked)).toEqual({
      stateId: null,
      districtId: null,
      schoolId: 11,
      sportId: 4,
    });
    expect(calendarPlace(director, picked)).toEqual({
      stateId: 1,
      districtId: 3,
      schoolId: 12,
      sportId: 7,
    });
    expect(calendarPlace(director, NO_ROLE_FILTERS)).toEqual({
      stateId: 1,
      districtId: 3,
      schoolId: null,
      sportId: null,
    });
    expect(calendarPlace(athleticDirector, picked)).toEqual({
      stateId: null,
      districtId: null,
      schoolId: 12,
      sportId: 7,
    });
  });

  it('adds events where core allows the role to, and nowhere else', () => {
    const actorOf = (entry: RoleEntry) => ({
      memberId: 5,
      isSiteAdmin: false,
      roles: [
        {
          role: entry.memberRoleType,
          isPending: entry.isPending,
          schoolId: entry.followedSchoolId,
          sportId: entry.followedSportId,
          districtId: entry.followedDistrictId,
        },
      ],
    });
    const mayAdd = (entry: RoleEntry) =>
      can(actorOf(entry), {
        action: 'addEvent',
        target: eventTarget(entry, calendarPlace(entry, NO_ROLE_FILTERS)),
      }).allowed;
    expect(mayAdd(coach)).toBe(true);
    expect(mayAdd(director)).toBe(true);
    expect(mayAdd(athleticDirector)).toBe(true);
    expect(mayAdd(roleEntryWith({ id: 6, memberRoleType: 'Fan', followedSchoolId: 11 }))).toBe(
      false,
    );
    expect(mayAdd({ ...coach, isPending: true, pendingStatus: 'Pending' })).toBe(false);
  });

  it('keeps the filters on the device, and reads anything else as none', () => {
    const storage = memoryStorage();
    writeRoleFilters(storage, { roleId: '2', schoolId: '12', sportId: null });
    expect(readRoleFilters(storage)).toEqual({ roleId: '2', schoolId: '12', sportId: null });
    expect(
      readRoleFilters(memoryStorage({ [ROLE_FILTERS_KEY]: '{"roleId":"x<1","sportId":7}' })),
    ).toEqual(NO_ROLE_FILTERS);
    expect(readRoleFilters(memoryStorage({ [ROLE_FILTERS_KEY]: 'not json' }))).toEqual(
      NO_ROLE_FILTERS,
    );
    expect(readRoleFilters(null)).toEqual(NO_ROLE_FILTERS);
  });

  it('names a role by its place and sport', () => {
    expect(roleLabel(coach)).toBe('Head Coach: North, Football');
    expect(roleLabel(director)).toBe('League Director: Montgomery');
    expect(roleLabel(roleEntryWith({ memberRoleType: 'Fan' }))).toBe('Fan');
  });
});
