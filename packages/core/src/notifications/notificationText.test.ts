import { describe, expect, it } from 'vitest';
import { notificationSchema, type Notification } from '../contract/accounts';
import { notificationHref, notificationText } from './notificationText';

const base = notificationSchema.parse({
  id: 1,
  spiritPointType: 19,
  type: 'Like',
  postId: 801,
  postName: 'Whitman clinches the 4A West',
  gameId: null,
  schoolId: 100,
  districtId: 25,
  stateId: 1,
  sportId: 1,
  fromMemberId: 77,
  authorName: 'Pat Parent',
  created: '2026-11-20T03:01:00.000Z',
  spiritPoints: 1,
});

const gameChanged: Notification = {
  ...base,
  type: 'GameChanged',
  postId: null,
  postName: null,
  gameId: 4321,
  spiritPoints: 0,
  gameChange: {
    kind: 'canceled',
    gameName: 'Churchill @ Whitman',
    sportName: 'Football',
    timeZone: 'America/New_York',
    previous: { eventDate: '2026-11-20', startTime: '19:00:00' },
    current: null,
  },
};

describe('notificationText', () => {
  it("tells of likes, posts and comments by who made them (spec §3 'Notification')", () => {
    expect(base.gameChange).toBeNull();
    expect(notificationText(base)).toBe('Pat Parent liked “Whitman clinches the 4A West”');
    expect(notificationText({ ...base, type: 'NewComment' })).toBe(
      'Pat Parent commented on “Whitman clinches the 4A West”',
    );
    expect(notificationText({ ...base, type: 'NewPost', authorName: null })).toBe(
      'Someone posted about “Whitman clinches the 4A West”',
    );
  });

  it("tells of a game's schedule change in core's one wording", () => {
    expect(notificationText(gameChanged)).toBe(
      'Churchill @ Whitman (Football) on Fri, Nov 20, 7:00 PM EST was canceled.',
    );
    expect(notificationText({ ...gameChanged, gameChange: null })).toBe(
      'The schedule of a game changed',
    );
  });
});

describe('notificationHref', () => {
  it('leads to the post, else to the game', () => {
    expect(notificationHref(base)).toBe('/forums/post/801');
    expect(notificationHref(gameChanged)).toBe('/scores/view/4321');
    expect(notificationHref({ ...gameChanged, gameId: null })).toBeNull();
  });
});
