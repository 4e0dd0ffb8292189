import type { Params } from 'react-router-dom';
import type { ApiClient } from '../../api/client';
import { gameQuery, scoreHistoryQuery } from '../../api/games';
import { pageLoader } from '../../api/pageLoader';
import { routeId } from '../../shared/routeId';

// What the scores pages read that follows from their address: read by the pages and, on a
// navigation, loaded by their routes' loaders beside the pages' code (api/pageLoader.ts).

/** A game's page (spec §2 /scores/view/:id): the game and its history of scores. */
export function gamePageReads(api: ApiClient, params: Params) {
  const id = routeId(params.id);
  return {
    id,
    game: id == null ? null : gameQuery(api, id),
    history: id == null ? null : scoreHistoryQuery(api, id),
  };
}

export const gameLoader = pageLoader((api, params) => {
  const { game, history } = gamePageReads(api, params);
  return game == null ? null : [game, history];
});
