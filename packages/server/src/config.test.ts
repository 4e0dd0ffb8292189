import { describe, expect, it } from 'vitest';
import { configSchema } from './config';

describe('ACCOUNT_TABS', () => {
  it('turns on every tab, the schedule too, by default', () => {
    expect(configSchema.parse({}).ACCOUNT_TABS).toBe('home,profile,schedule,activity');
  });

  it('takes tabs by name, with spaces', () => {
    expect(configSchema.parse({ ACCOUNT_TABS: 'home, schedule,activity' }).ACCOUNT_TABS).toBe(
      'home, schedule,activity',
    );
  });

  it.each(['', 'home,,profile', 'home,settings', 'home;profile'])(
    'refuses %j with a message naming the tabs',
    (value) => {
      const result = configSchema.safeParse({ ACCOUNT_TABS: value });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Must name tabs among home, profile, schedule and activity, separated by commas',
      );
    },
  );
});
