import type { TokenConfig } from './auth/tokens';
import type { Clock } from './clock';
import type { DatabaseHandle } from './db/client';
import type { RateLimiter } from './http/rateLimit';
import type { ResponseCache } from './http/responseCache';
import type { ScoreFeed } from './live/scoreFeed';
import type { Mailer } from './mail/mailer';
import type { MailContext } from './mail/templates';
import type { Storage } from './storage/storage';

/** What the routes need. */
export interface AppDeps {
  handle: DatabaseHandle;
  clock: Clock;
  cache: ResponseCache;
  tokens: TokenConfig;
  mailer: Mailer;
  mail: MailContext;
  storage: Storage;
  limiter: RateLimiter;
  /** Live score changes for open pages and embed frames. */
  live: ScoreFeed;
  /** Development mode serves the mail outbox at /dev/outbox. */
  mode: 'development' | 'production';
}
