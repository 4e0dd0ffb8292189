import { describe, expect, it } from 'vitest';
import { roleEntryWith, type RoleEntry, type State } from '@csz/core';
import { leaderboardChoices } from './leaderboardPlaces';

const role = (over: Partial<RoleEntry>) => roleEntryWith({ memberRoleType: 'Fan', ...over });
const states = [
  { id: 21, name: 'Maryland' },
  { id: 47, name: 'Virginia' },
] as unknown as State[];

describe('leaderboardChoices', () => {
  it('offers the schools, highest role first, then their states, each once', () => {
    const choices = leaderboardChoices(
      [
        role({ id: 1, followedSchoolId: 5, schoolFullName: 'Churchill', followedStateId: 21 }),
        role({
          id: 2,
          memberRoleType: 'Parent',
          followedSchoolId: 9,
          schoolFullName: 'Whitman',
          followedSportId: 3,
          followedStateId: 21,
        }),
        role({ id: 3, followedSchoolId: 5, schoolFullName: 'Churchill', followedSportId: 4 }),
        role({ id: 4, followedSchoolId: 77, followedStateId: 47, schoolFullName: 'Yorktown' }),
      ],
      states,
    );
    expect(choices.map((c) => c.label)).toEqual([
      'Whitman',
      'Churchill',
      'Yorktown',
      'Maryland',
      'Virginia',
    ]);
    expect(choices[3]!.place).toEqual({ stateId: 21 });
    expect(choices[0]!.place).toEqual({ schoolId: 9 });
  });

  it('leaves out pending and declined roles', () => {
    expect(
      leaderboardChoices(
        [
          role({ followedSchoolId: 5, isPending: true, pendingStatus: 'Pending' }),
          role({ followedSchoolId: 6, pendingStatus: 'Rejected' }),
        ],
        states,
      ),
    ).toEqual([]);
  });
});
