import { describe, expect, it } from 'vitest';
import {
  groupRoles,
  highestRole,
  initialRoleStatus,
  isMemberRole,
  memberDisplayName,
  MEMBER_ROLES,
  PUBLIC_ROLES,
  ROLE_FILTERS,
  ROLE_LABELS,
  ROLE_NAMES,
  ROLE_REQUIRED_FIELDS,
  rolePriority,
  SELF_SIGNUP_CHOICES,
  SELF_SIGNUP_ROLE,
  sortByRolePriority,
} from './roles';

describe('role priority', () => {
  it('ranks the roles as the spec lists them', () => {
    expect(MEMBER_ROLES).toEqual([
      'LeagueDirector',
      'AthleticDirector',
      'HeadCoach',
      'AssistantCoach',
      'StudentAmbassador',
      'Player',
      'Parent',
      'Alumni',
      'Fan',
    ]);
  });

  it.each([
    [['Fan', 'HeadCoach', 'Parent'], 'HeadCoach'],
    [['Alumni', 'Fan'], 'Alumni'],
    [['Fan', 'SiteAdmin', 'LeagueDirector'], 'SiteAdmin'],
    [[], null],
  ] as const)('the highest of %o is %s', (roles, expected) => {
    expect(highestRole(roles)).toBe(expected);
  });

  it('sorts stably by priority', () => {
    const entries = [
      { id: 1, role: 'Fan' },
      { id: 2, role: 'AthleticDirector' },
      { id: 3, role: 'Fan' },
    ] as const;
    expect(sortByRolePriority(entries, (e) => e.role).map((e) => e.id)).toEqual([2, 1, 3]);
    expect(rolePriority('SiteAdmin')).toBeLessThan(rolePriority('LeagueDirector'));
  });

  it('has a label for every role', () => {
    expect(ROLE_NAMES.map((r) => ROLE_LABELS[r])).toContain('Student Ambassador');
    expect(ROLE_NAMES).toHaveLength(10);
    expect(isMemberRole('Fan')).toBe(true);
    expect(isMemberRole('SiteAdmin')).toBe(false);
  });
});

describe('self sign-up', () => {
  it('offers Student, Parent, Alumni and Other (Spectator)', () => {
    expect(SELF_SIGNUP_CHOICES.map((c) => `${c.label}:${c.value}`)).toEqual([
      'Student:Student',
      'Parent:Parent',
      'Alumni:Alumni',
      'Other:Spectator',
    ]);
  });

  it('grants only public roles', () => {
    for (const choice of SELF_SIGNUP_CHOICES) {
      expect(PUBLIC_ROLES).toContain(SELF_SIGNUP_ROLE[choice.value]);
    }
    expect(PUBLIC_ROLES).toEqual(['Fan', 'Player', 'Parent', 'Alumni']);
  });
});

describe('per-role rules', () => {
  it.each([
    ['Fan', ['stateId', 'districtId', 'schoolId']],
    ['AthleticDirector', ['stateId', 'districtId', 'schoolId']],
    ['Player', ['stateId', 'districtId', 'schoolId', 'sportId']],
    ['AssistantCoach', ['stateId', 'districtId', 'schoolId', 'sportId']],
    ['LeagueDirector', ['stateId', 'districtId']],
  ] as const)('%s must name %o', (role, fields) => {
    expect(ROLE_REQUIRED_FIELDS[role]).toEqual(fields);
  });

  it.each([
    ['LeagueDirector', ['schoolId', 'sportId']],
    ['AthleticDirector', ['sportId']],
    ['Fan', ['sportId']],
    ['HeadCoach', []],
  ] as const)('%s filters by %o', (role, filters) => {
    expect(ROLE_FILTERS[role]).toEqual(filters);
  });
});

describe('groupRoles', () => {
  it('lists pending roles apart, then league directors, athletic directors and the rest', () => {
    const roles = [
      { id: 1, memberRoleType: 'Fan', isPending: false },
      { id: 2, memberRoleType: 'HeadCoach', isPending: true },
      { id: 3, memberRoleType: 'AthleticDirector', isPending: false },
      { id: 4, memberRoleType: 'Parent', isPending: false },
      { id: 5, memberRoleType: 'LeagueDirector', isPending: false },
    ] as const;
    const groups = groupRoles(roles);
    expect({
      pending: groups.pending.map((r) => r.id),
      leagueDirectors: groups.leagueDirectors.map((r) => r.id),
      athleticDirectors: groups.athleticDirectors.map((r) => r.id),
      others: groups.others.map((r) => r.id),
    }).toEqual({ pending: [2], leagueDirectors: [5], athleticDirectors: [3], others: [4, 1] });
  });
});

describe('initialRoleStatus', () => {
  it('grants public roles at once and keeps the others pending', () => {
    expect(initialRoleStatus('Fan')).toBe('Approved');
    expect(initialRoleStatus('Parent')).toBe('Approved');
    expect(initialRoleStatus('HeadCoach')).toBe('Pending');
    expect(initialRoleStatus('StudentAmbassador')).toBe('Pending');
  });
});

describe('memberDisplayName', () => {
  it('prefers the display name, then the full name, then a neutral label', () => {
    expect(memberDisplayName({ displayName: 'Coach K', firstName: 'Ann' })).toBe('Coach K');
    expect(memberDisplayName({ displayName: '', firstName: 'Ann', lastName: 'Lee' })).toBe(
      'Ann Lee',
    );
    expect(memberDisplayName({ firstName: null, lastName: 'Lee' })).toBe('Lee');
    expect(memberDisplayName({})).toBe('A CSZ member');
  });
});
