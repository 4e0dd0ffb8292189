import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ApiResult, Game, GameReaction } from '@csz/core';
import { gameKey } from '../../api/games';
import { createSiteQueryClient, queryCacheOf } from '../../api/useQuery';
import { likeGame } from './useGameLike';

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The game page's cache, the game on show and loaded for a member who has not liked it. */
async function cacheWithGame(game: Game) {
  const client = createSiteQueryClient();
  new QueryObserver(client, { queryKey: gameKey(game.id), queryFn: () => game }).subscribe(
    () => undefined,
  );
  await settle();
  return Object.assign(queryCacheOf(client), {
    shown: (id: number) => client.getQueryData<Game>(gameKey(id)) ?? null,
  });
}

const shown = (cache: Awaited<ReturnType<typeof cacheWithGame>>, id: number) => cache.shown(id);

describe('likeGame', () => {
  // What a like reads and changes of a game; the rest of it plays no part.
  const game = { id: 41, name: 'B-CC @ Whitman', youVoted: false, votesCount: 4 } as Game;

  it('counts the like at once and takes the count the server answers', async () => {
    const cache = await cacheWithGame(game);
    let answer!: (result: ApiResult<GameReaction>) => void;
    const liked = likeGame(cache, game, () => new Promise((resolve) => (answer = resolve)));
    expect(shown(cache, game.id)).toMatchObject({ youVoted: true, votesCount: 5 });
    answer({ ok: true, data: { votesCount: 9, youVoted: true } });
    await liked;
    expect(shown(cache, game.id)).toMatchObject({ youVoted: true, votesCount: 9 });
  });

  it("drops an answer that comes after the member changed, so the next one never sees the last one's like", async () => {
    const cache = await cacheWithGame(game);
    let answer!: (result: ApiResult<GameReaction>) => void;
    const liked = likeGame(cache, game, () => new Promise((resolve) => (answer = resolve)));
    // The member logs out while the like is on its way: the page loads the game again as a guest.
    cache.reset([]);
    await settle();
    answer({ ok: true, data: { votesCount: 5, youVoted: true } });
    await liked;
    expect(shown(cache, game.id)).toMatchObject({ youVoted: false, votesCount: 4 });
  });
});
