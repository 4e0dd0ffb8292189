import type { ApiClient } from './client';

/** GET /admin/api/embed-builder: 401 without a session, 403 for anyone but a SiteAdmin. */
export function getEmbedBuilderSettings(api: ApiClient, signal?: AbortSignal) {
  return api.call('GET', '/admin/api/embed-builder', (s) => s.embedBuilderSettingsSchema, {
    ...(signal ? { signal } : {}),
  });
}
