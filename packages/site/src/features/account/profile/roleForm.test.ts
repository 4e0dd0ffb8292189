import { describe, expect, it } from 'vitest';
import type { RoleEntry } from '@csz/core';
import { changeRole, choosePlace, followedSchools, placeKeysFor } from './roleForm';

const entry = (fields: Partial<RoleEntry>): RoleEntry => ({
  id: 1,
  memberRoleType: 'Fan',
  isPending: false,
  pendingStatus: 'Approved',
  followedSchoolId: 10,
  followedSportId: null,
  followedDistrictId: 3,
  followedStateId: 1,
  districtName: 'Montgomery',
  schoolFullName: 'Walt Whitman High School',
  schoolShortName: 'Whitman',
  schoolLogoUrl: null,
  sportName: null,
  isAutomaticallyTexting: false,
  ...fields,
});

describe('placeKeysFor', () => {
  it('asks each role for the places spec §5 names', () => {
    expect(placeKeysFor('Fan')).toEqual(['followStateId', 'followDistrictId', 'followSchoolId']);
    expect(placeKeysFor('HeadCoach')).toHaveLength(4);
    expect(placeKeysFor('LeagueDirector')).toEqual(['followStateId', 'followDistrictId']);
    expect(placeKeysFor('')).toEqual([]);
  });
});

describe('changeRole', () => {
  it('empties the pickers the new role does not ask for', () => {
    expect(changeRole('LeagueDirector')).toEqual({
      role: 'LeagueDirector',
      followSchoolId: '',
      followSportId: '',
    });
  });
});

describe('choosePlace', () => {
  it('empties the pickers under the one chosen', () => {
    expect(choosePlace('followDistrictId', '7')).toEqual({
      followDistrictId: '7',
      followSchoolId: '',
      followSportId: '',
    });
    expect(choosePlace('followSportId', '2')).toEqual({ followSportId: '2' });
  });
});

describe('followedSchools', () => {
  it('lists each followed school once with its sports, leaving out declined and other roles', () => {
    const schools = followedSchools([
      entry({ id: 1 }),
      entry({ id: 2, followedSportId: 5, sportName: 'Football' }),
      entry({ id: 3, memberRoleType: 'HeadCoach', sportName: 'Soccer' }),
      entry({ id: 4, pendingStatus: 'Rejected', sportName: 'Tennis' }),
      entry({ id: 5, followedSchoolId: 11, schoolFullName: 'Churchill' }),
    ]);
    expect(schools).toEqual([
      {
        schoolId: 10,
        name: 'Walt Whitman High School',
        follows: [
          { id: 1, label: 'All sports' },
          { id: 2, label: 'Football' },
        ],
      },
      { schoolId: 11, name: 'Churchill', follows: [{ id: 5, label: 'All sports' }] },
    ]);
  });
});
