import type { Clock } from './clock';
import type { DatabaseHandle } from './db/client';
import type { ResponseCache } from './http/responseCache';

/** What the routes need: the database, the clock, the response cache and the configuration. */
export interface AppDeps {
  handle: DatabaseHandle;
  clock: Clock;
  cache: ResponseCache;
  /**
   * The bearer token that guards staff endpoints until member accounts exist (issue 4 replaces it
   * with SiteAdmin sign-in). Null leaves them closed.
   */
  adminToken: string | null;
}
