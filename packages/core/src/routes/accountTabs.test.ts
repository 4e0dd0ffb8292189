import { describe, expect, it } from 'vitest';
import { accountTabPath, enabledAccountTabs, isAccountTab } from './accountTabs';

describe('account tabs', () => {
  it('are all of them, the schedule too, when the page names none', () => {
    expect(enabledAccountTabs(null)).toEqual(['home', 'profile', 'schedule', 'activity']);
  });

  it('follow the flags, in the menu order, ignoring case, spaces and unknown names', () => {
    expect(enabledAccountTabs(' Activity,schedule , home,pickem')).toEqual([
      'home',
      'schedule',
      'activity',
    ]);
    expect(enabledAccountTabs('')).toEqual([]);
  });

  it('name their addresses and know their own names only', () => {
    expect(accountTabPath('activity')).toBe('/my-account/activity');
    expect(isAccountTab('profile')).toBe(true);
    expect(isAccountTab('settings')).toBe(false);
    expect(isAccountTab(undefined)).toBe(false);
  });
});
