import type { AccountTab } from '@csz/core';
import type { TokenConfig } from './auth/tokens';
import type { Clock } from './clock';
import type { DatabaseHandle } from './db/client';
import type { LinkPreviewer } from './forum/linkPreviewer';
import type { RateLimiter } from './http/rateLimit';
import type { ResponseCache } from './http/responseCache';
import type { ScoreFeed } from './live/scoreFeed';
import type { SportsDataWriter } from './live/sportsData';
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
  /**
   * Public addresses, when configured: the site's (PUBLIC_URL), where embed frames link to, and
   * the embeds' (EMBED_URL, a CDN in front of /embed/), where generated embed code points. Null
   * means relative to the request.
   */
  urls: { site: string | null; embeds: string | null };
  /** Live score changes for open pages and embed frames. */
  live: ScoreFeed;
  /** Writes games, results and schedules, then publishes and invalidates (the after-commit hook). */
  writeSportsData: SportsDataWriter;
  /** Fetches links' previews for posts (forum/linkPreviewer.ts). */
  linkPreviews: LinkPreviewer;
  /** The account page's tabs that are on, written into the site's page for it to read. */
  accountTabs: readonly AccountTab[];
  /** Development mode serves the mail outbox at /dev/outbox. */
  mode: 'development' | 'production';
}
