import { z } from 'zod';
import type { ApiClient } from './client';

/** What GET /admin/api/embed-builder answers a SiteAdmin: where generated code points. */
export const embedBuilderSettingsSchema = z.object({ embedOrigin: z.string() });

/** GET /admin/api/embed-builder: 401 without a session, 403 for anyone but a SiteAdmin. */
export function getEmbedBuilderSettings(api: ApiClient, signal?: AbortSignal) {
  return api.call('GET', '/admin/api/embed-builder', embedBuilderSettingsSchema, {
    ...(signal ? { signal } : {}),
  });
}
