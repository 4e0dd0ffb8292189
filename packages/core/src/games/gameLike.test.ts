import { describe, expect, it } from 'vitest';
import { toggledLike } from './gameLike';

describe('toggledLike', () => {
  it('adds the member to the count when they like a game', () => {
    expect(toggledLike({ id: 1, youVoted: false, votesCount: 4 })).toEqual({
      id: 1,
      youVoted: true,
      votesCount: 5,
    });
  });

  it('takes them off when they unlike it, never below zero', () => {
    expect(toggledLike({ youVoted: true, votesCount: 4 })).toEqual({
      youVoted: false,
      votesCount: 3,
    });
    expect(toggledLike({ youVoted: true, votesCount: 0 })).toEqual({
      youVoted: false,
      votesCount: 0,
    });
  });

  it('toggled twice is the game as it was', () => {
    const game = { youVoted: false, votesCount: 7 };
    expect(toggledLike(toggledLike(game))).toEqual(game);
  });
});
