import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/permissions';
import { pinButtonState, postMenuActions } from './postMenu';

const member: Actor = { memberId: 7, isSiteAdmin: false, roles: [] };
const admin: Actor = { memberId: 1, isSiteAdmin: true, roles: [] };

describe('postMenuActions', () => {
  it.each([
    ['a guest', null, { memberId: 8, isPinned: false }, ['report']],
    ["a member on another's post", member, { memberId: 8, isPinned: false }, ['report']],
    ['a member on their own post', member, { memberId: 7, isPinned: false }, ['delete']],
    ['a member on a pinned post', member, { memberId: 8, isPinned: true }, []],
    ['an admin', admin, { memberId: 8, isPinned: false }, ['hide', 'pin']],
    [
      'an admin on their own post',
      admin,
      { memberId: 1, isPinned: true },
      ['hide', 'delete', 'pin'],
    ],
  ] as const)('%s sees %o', (_name, actor, post, expected) => {
    expect(postMenuActions(actor, post)).toEqual(expected);
  });
});

describe('pinButtonState', () => {
  it.each([
    [
      { isPinned: false, anotherPostPinned: false, requestRunning: false },
      { label: 'Pin', disabled: false },
    ],
    [
      { isPinned: false, anotherPostPinned: true, requestRunning: false },
      { label: 'Pin', disabled: true },
    ],
    [
      { isPinned: true, anotherPostPinned: true, requestRunning: false },
      { label: 'Unpin', disabled: false },
    ],
    [
      { isPinned: false, anotherPostPinned: false, requestRunning: true },
      { label: 'Pinning...', disabled: true },
    ],
    [
      { isPinned: true, anotherPostPinned: false, requestRunning: true },
      { label: 'Unpinning...', disabled: true },
    ],
  ])('%o gives %o', (input, expected) => {
    expect(pinButtonState(input)).toEqual(expected);
  });
});
