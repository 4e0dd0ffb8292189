import type { Params } from 'react-router-dom';
import type { ApiClient } from '../../api/client';
import { pageLoader } from '../../api/pageLoader';
import { bracketQuery } from '../../api/playoffs';
import { routeId } from '../../shared/routeId';

// What a bracket's page reads, by its address: read by the page and, on a navigation, loaded by
// its route's loader beside the page's code (api/pageLoader.ts).

/** A bracket's page (spec §2 /playoffs/view/:id): the bracket. */
export function bracketPageReads(api: ApiClient, params: Params) {
  const id = routeId(params.id);
  return { id, bracket: id == null ? null : bracketQuery(api, id) };
}

export const bracketLoader = pageLoader((api, params) => {
  const { bracket } = bracketPageReads(api, params);
  return bracket == null ? null : [bracket];
});
