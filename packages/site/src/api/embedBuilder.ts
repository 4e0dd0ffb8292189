import type { ApiClient } from './client';
import { getQuery } from './params';

/**
 * GET /admin/api/embed-builder: 401 without a session, 403 for anyone but a SiteAdmin. Keyed by the
 * token, so that a new session asks again.
 */
export function embedBuilderQuery(api: ApiClient, accessToken: string) {
  const path = '/admin/api/embed-builder';
  return getQuery(api, ['embed-builder', accessToken], path, (s) => s.embedBuilderSettingsSchema);
}
