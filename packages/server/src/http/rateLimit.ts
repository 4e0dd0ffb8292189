import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import {
  accountLockedMessage,
  FORUM_DAILY_LIMITS,
  forumDailyLimitMessage,
  tooManyAttemptsMessage,
  type ForumLimitedAction,
} from '@csz/core';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import { RequestError } from './errors';
import proxyaddr from 'proxy-addr';
import type pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** A limit: so many attempts in so many seconds. */
export interface Limit {
  points: number;
  seconds: number;
}

/** The actions that are limited, per IP address and per account (issue 4 "Abuse limits"). */
export interface RateLimits {
  /**
   * Logins: every attempt by address; failed ones by account and address together, and, more
   * slowly, by account from anywhere, which does not stop an address the account logged in from.
   */
  login: { ip: Limit; account: Limit; accountAnywhere: Limit };
  register: { ip: Limit };
  check: { ip: Limit };
  /** Restore links of a closed account: see {@link AccountMailLimits}. */
  recovery: AccountMailLimits;
  /** Password reset codes and links: see {@link AccountMailLimits}. */
  forgotPassword: AccountMailLimits;
  invite: { ip: Limit; account: Limit };
  contact: { ip: Limit };
  /** Score reports: by address and by member (a member reporting every game of a night is fine). */
  scoreReport: { ip: Limit; account: Limit };
  /** Pictures for game posts, by address and by member (or upload link's member). */
  imageUpload: { ip: Limit; account: Limit };
  /**
   * Game posts from the score upload page, which need no account (spec §6): by address, tightly,
   * and by member. Posts without an account are also held for staff.
   */
  gamePost: { ip: Limit; account: Limit };
  /**
   * Link previews, which our server fetches from the web for a member: by member and by address.
   */
  linkPreview: { ip: Limit; account: Limit };
  /** Games shared (Spirit Points type 8), by address and by member. */
  share: { ip: Limit; account: Limit };
  /** 'Update Coach' answers, which staff read one by one: by address and by member. */
  updateCoach: { ip: Limit; account: Limit };
  /**
   * Team calendar writes (issue 19): creates, edits, postpones, cancels and deletes, by address
   * and by member. A coach entering a season's schedule writes a few dozen; a script, thousands.
   */
  calendarWrite: { ip: Limit; account: Limit };
  /**
   * Share-card pictures drawn anew (a cached one costs nothing), by address: each is tens of
   * milliseconds of the server's time.
   */
  shareCardDraw: { ip: Limit };
  /**
   * The Zone's daily limits per member (issue 17 "Moderation"): posts, comments, likes and reports,
   * tighter for accounts younger than a day (core's FORUM_DAILY_LIMITS).
   */
  forumPost: DailyLimit;
  forumComment: DailyLimit;
  forumLike: DailyLimit;
  forumReport: DailyLimit;
}

/**
 * The limits of a mail that lets its owner back into an account (issue 30 point 5): requests by
 * address, and by address for one account (`account`), so that nobody's requests refuse another
 * requester's; mails sent for an account (`mails`), so that strangers cannot flood a mailbox. Past
 * `mails`, a request is answered as any other and nothing is sent: the last link sent keeps
 * working, and requests from an address the account logged in from are always mailed. Uses of a
 * link or a code that fail count apart (`uses`, by address), so that nobody's requests spend the
 * owner's way back: a link that works always works (its token cannot be guessed), and a code,
 * which can (40 bits), is tried a few times an hour from an address before it is checked.
 */
export interface AccountMailLimits {
  ip: Limit;
  account: Limit;
  mails: Limit;
  uses: Limit;
}

/** A member's limit for a day: an established account's, and a new account's. */
export interface DailyLimit {
  account: Limit;
  newAccount: Limit;
}

/** The forum's limited actions, as the limits name them. */
const FORUM_ACTIONS = {
  post: 'forumPost',
  comment: 'forumComment',
  like: 'forumLike',
  report: 'forumReport',
} as const satisfies Record<ForumLimitedAction, keyof RateLimits>;

const DAY_SECONDS = 86_400;

/** Core's daily numbers as limits of a day. */
function daily(action: ForumLimitedAction): DailyLimit {
  const { established, newAccount } = FORUM_DAILY_LIMITS[action];
  return {
    account: { points: established, seconds: DAY_SECONDS },
    newAccount: { points: newAccount, seconds: DAY_SECONDS },
  };
}

/**
 * The limits in production: generous for a family sharing one address, tight enough that guessing
 * passwords or codes, or mailing strangers, goes nowhere.
 */
export const DEFAULT_LIMITS: RateLimits = {
  login: {
    ip: { points: 30, seconds: 600 },
    account: { points: 10, seconds: 900 },
    accountAnywhere: { points: 100, seconds: 3600 },
  },
  register: { ip: { points: 10, seconds: 3600 } },
  check: { ip: { points: 60, seconds: 60 } },
  recovery: {
    ip: { points: 10, seconds: 3600 },
    account: { points: 5, seconds: 3600 },
    mails: { points: 5, seconds: 3600 },
    uses: { points: 10, seconds: 3600 },
  },
  forgotPassword: {
    ip: { points: 10, seconds: 3600 },
    account: { points: 5, seconds: 3600 },
    // No longer than a reset code lives (30 minutes): the last one sent works until the window
    // ends, so strangers' requests never leave the owner without a working code.
    mails: { points: 5, seconds: 1800 },
    uses: { points: 10, seconds: 3600 },
  },
  invite: { ip: { points: 30, seconds: 3600 }, account: { points: 20, seconds: 86_400 } },
  contact: { ip: { points: 10, seconds: 3600 } },
  scoreReport: { ip: { points: 120, seconds: 3600 }, account: { points: 60, seconds: 3600 } },
  // Ten photos a post, a few posts a night from one address (a press box shares one).
  imageUpload: { ip: { points: 60, seconds: 3600 }, account: { points: 60, seconds: 3600 } },
  gamePost: { ip: { points: 10, seconds: 3600 }, account: { points: 20, seconds: 3600 } },
  // A member writing posts pastes a few links an hour; cached answers are counted too.
  linkPreview: { ip: { points: 300, seconds: 3600 }, account: { points: 120, seconds: 3600 } },
  // Sharing every game of a night is fine; a script sharing thousands is not.
  share: { ip: { points: 300, seconds: 3600 }, account: { points: 120, seconds: 3600 } },
  // A member corrects the coach of a few teams; a school's families may share one address.
  updateCoach: { ip: { points: 30, seconds: 3600 }, account: { points: 10, seconds: 86_400 } },
  // A school's staff share one address; each enters a season (30 games) and edits it in an hour.
  calendarWrite: { ip: { points: 600, seconds: 3600 }, account: { points: 200, seconds: 3600 } },
  // A crawler reading a page's card draws one; a script asking for every game id draws none.
  shareCardDraw: { ip: { points: 60, seconds: 60 } },
  forumPost: daily('post'),
  forumComment: daily('comment'),
  forumLike: daily('like'),
  forumReport: daily('report'),
};

type Action = keyof RateLimits;
type KeyKind = 'ip' | 'account' | 'accountAnywhere' | 'newAccount' | 'mails' | 'uses';

/** The table the shared limits live in (http/schema.ts creates it). */
export const RATE_LIMITS_TABLE = 'rate_limits';

/** How long an address an account logged in from stays its own: 90 days. */
const KNOWN_SECONDS = 90 * 86_400;

/** The longest key stored as it is; longer ones are hashed (see RateLimiter.#stored). */
const MAX_KEY_LENGTH = 200;

/**
 * Limiters, one per action and key kind. With a PostgreSQL server (`pool`) they are kept in its
 * table `rate_limits`, so that several server processes behind a load balancer share one count
 * rather than each allowing the full limit; on PGlite, whose database belongs to one process,
 * they are kept in memory.
 */
export class RateLimiter {
  readonly #limiters = new Map<string, RateLimiterAbstract>();
  /** Account and address pairs that logged in (memory only): see #known. */
  readonly #knownHere = new LRUCache<string, true>({ max: 100_000 });

  constructor(
    private readonly limits: RateLimits,
    /** Which proxies' X-Forwarded-For hops to believe (see {@link proxyTrust}); none by default. */
    private readonly trustProxy: ProxyTrust = null,
    /** Where the shared limits are kept; null keeps them in this process's memory. */
    private readonly pool: pg.Pool | null = null,
  ) {}

  /**
   * A key as it is stored: a long one (an address of 254 characters with an IPv6 address) is
   * hashed, as the shared table's keys are at most 255 characters with the limiter's prefix.
   */
  static #stored(key: string): string {
    return key.length <= MAX_KEY_LENGTH ? key : RateLimiter.#hashed(key);
  }

  /** A key that says nothing of who it is about (the addresses an account logs in from). */
  static #hashed(key: string): string {
    return `sha256:${createHash('sha256').update(key).digest('base64url')}`;
  }

  #make(name: string, points: number, seconds: number): RateLimiterAbstract {
    let limiter = this.#limiters.get(name);
    if (limiter == null) {
      const options = { keyPrefix: name, points, duration: seconds };
      limiter =
        this.pool == null
          ? new RateLimiterMemory(options)
          : new RateLimiterPostgres({
              ...options,
              storeClient: this.pool,
              storeType: 'pool',
              tableName: RATE_LIMITS_TABLE,
              // The migrations create the table; expired rows are cleared by the library hourly.
              tableCreated: true,
              clearExpiredByTimeout: true,
            });
      this.#limiters.set(name, limiter);
    }
    return limiter;
  }

  #limiter(action: Action, kind: KeyKind): RateLimiterAbstract | null {
    const limit = (this.limits[action] as Partial<Record<KeyKind, Limit>> | undefined)?.[kind];
    if (limit == null) return null;
    return this.#make(`${action}:${kind}`, limit.points, limit.seconds);
  }

  /**
   * Whether an account logged in from an address lately, so guesses from elsewhere never lock
   * its owner out there: in memory, or shared through the database with the limits.
   */
  async #known(pair: string): Promise<boolean> {
    if (this.pool == null) return this.#knownHere.has(pair);
    // Kept for 90 days in a shared table: hashed, so it is no list of who logs in from where.
    const known = this.#make('login:known', 1, KNOWN_SECONDS);
    return (await known.get(RateLimiter.#hashed(pair))) != null;
  }

  async #remember(pair: string): Promise<void> {
    if (this.pool == null) this.#knownHere.set(pair, true);
    else
      await this.#make('login:known', 1, KNOWN_SECONDS).set(
        RateLimiter.#hashed(pair),
        1,
        KNOWN_SECONDS,
      );
  }

  /** The 429 for a limit met, with when to try again, in the words given for that limit. */
  #tooMany(msBeforeNext: number, words: (seconds: number) => string): RequestError {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    return new RequestError(429, words(seconds), {}, { 'Retry-After': String(seconds) });
  }

  /** Counts one attempt against a limiter; throws the 429 once it is spent. */
  async #consume(
    action: Action,
    kind: KeyKind,
    key: string,
    words: (seconds: number) => string = tooManyAttemptsMessage,
  ): Promise<void> {
    const limiter = this.#limiter(action, kind);
    if (limiter == null) return;
    try {
      await limiter.consume(RateLimiter.#stored(key));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw this.#tooMany(rejection.msBeforeNext, words);
    }
  }

  /** Gives one attempt back to a limiter, while the window it was counted in lasts. */
  async #refund(action: Action, kind: KeyKind, key: string): Promise<void> {
    const limiter = this.#limiter(action, kind);
    // A window that ended meanwhile has no count to take it from, and a reward there would start
    // the next one below zero.
    const counted = await limiter?.get(RateLimiter.#stored(key));
    if (counted != null && counted.consumedPoints > 0) {
      await limiter!.reward(RateLimiter.#stored(key), 1);
    }
  }

  /**
   * Counts an attempt by the caller's address and, when given, the account it is about; throws a
   * 429 (a RequestError with Retry-After) once either is over its limit.
   */
  async consume(c: Context, action: Action, account?: string | number | null): Promise<void> {
    await this.#consume(action, 'ip', clientAddress(c, this.trustProxy));
    if (account == null || account === '') return;
    await this.#consume(action, 'account', String(account).toLowerCase());
  }

  /**
   * Counts one of a member's forum actions against their limit for the day, a new account's when
   * `newAccount`; throws a 429 saying which limit was met once it is spent. Keyed by member alone:
   * members at one school often share an address.
   */
  async consumeDaily(
    action: ForumLimitedAction,
    memberId: number,
    newAccount: boolean,
  ): Promise<void> {
    const kind = newAccount ? 'newAccount' : 'account';
    const limiter = this.#limiter(FORUM_ACTIONS[action], kind);
    if (limiter == null) return;
    try {
      await limiter.consume(String(memberId));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      const limit = this.limits[FORUM_ACTIONS[action]][kind].points;
      throw new RequestError(
        429,
        forumDailyLimitMessage(action, limit),
        {},
        { 'Retry-After': String(seconds) },
      );
    }
  }

  /**
   * Gives back one of a member's forum actions counted by {@link consumeDaily} for an action that
   * was then refused (a bad body, a missing post, a report of one's own): a daily limit counts what
   * members did, not what they tried.
   */
  async refundDaily(
    action: ForumLimitedAction,
    memberId: number,
    newAccount: boolean,
  ): Promise<void> {
    const limiter = this.#limiter(FORUM_ACTIONS[action], newAccount ? 'newAccount' : 'account');
    await limiter?.reward(String(memberId), 1);
  }

  /** The caller's address, as the limits read it (behind the proxies TRUST_PROXY believes). */
  addressOf(c: Context): string {
    return clientAddress(c, this.trustProxy);
  }

  /** Who is logging in, as the login limits key it: the caller's address and the account. */
  #loginKeys(c: Context, email: string): { address: string; account: string } {
    return { address: clientAddress(c, this.trustProxy), account: email.toLowerCase() };
  }

  /**
   * Before a login is checked, counts it: by address, for the account at this address, and for
   * the account from everywhere; refuses it (429) once this address has tried too often for this
   * account, or the account has been tried too often from everywhere and this is not an address it
   * logged in from. Counted before the password is checked, so that a burst of guesses sent at
   * once meets the limit as surely as guesses sent one by one; a login that succeeds is refunded
   * ({@link loginSucceeded}). Guesses from elsewhere never lock out the owner's address.
   */
  async beforeLogin(c: Context, email: string): Promise<void> {
    const { address, account } = this.#loginKeys(c, email);
    await this.#consume('login', 'ip', address);
    await this.#consume('login', 'account', `${account}|${address}`);
    const known = await this.#known(`${account}|${address}`);
    const anywhere = this.#consume('login', 'accountAnywhere', account, accountLockedMessage);
    // From a known address it still counts (the owner's typos are guesses too), but never refuses.
    await (known ? anywhere.catch(ignoreTooMany) : anywhere);
  }

  /**
   * A login: this address is the account's own from now on, its failures here are forgotten, and
   * the attempt is counted neither against the address nor against the account from everywhere:
   * the limits count failures, so a class logging in on the school's Wi-Fi never meets them.
   */
  async loginSucceeded(c: Context, email: string): Promise<void> {
    const { address, account } = this.#loginKeys(c, email);
    await this.#ownAddress(account, address);
    await this.#refund('login', 'ip', address);
    await this.#refund('login', 'accountAnywhere', account);
  }

  /** An address the account's owner proved their own: known from now on, its failures forgotten. */
  async #ownAddress(account: string, address: string): Promise<void> {
    await this.#remember(`${account}|${address}`);
    await this.#limiter('login', 'account')?.delete(RateLimiter.#stored(`${account}|${address}`));
  }

  /**
   * The owner's way back while others guess at their account: a reset or restore link used from an
   * address (the mailbox's owner is there) makes it the account's own, as a login would, so the
   * owner logs in from it even while guesses from elsewhere hold new addresses off.
   */
  async accountMailUsed(c: Context, email: string): Promise<void> {
    const { address, account } = this.#loginKeys(c, email);
    await this.#ownAddress(account, address);
  }

  /**
   * Before a typed reset code is checked, counts it by address ({@link AccountMailLimits} `uses`):
   * 429 once this address has tried too many; a code that works is given back
   * ({@link codeWorked}).
   */
  async beforeCode(c: Context): Promise<void> {
    await this.#consume('forgotPassword', 'uses', clientAddress(c, this.trustProxy));
  }

  /** A reset code that worked: not counted against its address. */
  async codeWorked(c: Context): Promise<void> {
    await this.#refund('forgotPassword', 'uses', clientAddress(c, this.trustProxy));
  }

  /**
   * A reset or restore link that did not work, counted by address after it was tried: 429 once
   * this address has tried too many. A link that works is never refused: nothing others send
   * from the owner's address stops it.
   */
  async linkFailed(c: Context, action: 'recovery' | 'forgotPassword'): Promise<void> {
    await this.#consume(action, 'uses', clientAddress(c, this.trustProxy));
  }

  /**
   * Counts a request for a reset or restore mail ({@link AccountMailLimits}): 429 once this
   * address has asked too often, or too often for this account. Answers whether to send it: always
   * from an address the account logged in from, else while the account's mails last.
   */
  async accountMailWanted(
    c: Context,
    action: 'recovery' | 'forgotPassword',
    email: string,
  ): Promise<boolean> {
    const { address, account } = this.#loginKeys(c, email);
    await this.#consume(action, 'ip', address);
    await this.#consume(action, 'account', `${account}|${address}`);
    const known = await this.#known(`${account}|${address}`);
    const mails = this.#consume(action, 'mails', account);
    if (known) {
      await mails.catch(ignoreTooMany);
      return true;
    }
    return mails.then(
      () => true,
      (error: unknown) => {
        ignoreTooMany(error);
        return false;
      },
    );
  }
}

/** Which proxies are believed about the address they forwarded, or null for none. */
export type ProxyTrust = ((address: string, hop: number) => boolean) | null;

/**
 * The trust of the TRUST_PROXY setting: 'off', a number of proxies in front of the server (each
 * adds one X-Forwarded-For hop), or a comma-separated list of proxy addresses and subnets
 * ('loopback', '10.0.0.0/8', ...), as Express's proxy-addr reads them. 'on' is one proxy. Only hops
 * that trusted proxies added are read: the client writes the first ones, so reading the first hop
 * would let anyone choose their address and skip every per-address limit.
 */
export function proxyTrust(setting: string): ProxyTrust {
  const value = setting.trim();
  if (value === '' || value === 'off') return null;
  if (value === 'on') return proxyTrust('1');
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops === 0 ? null : (_address, hop) => hop < hops;
  }
  return proxyaddr.compile(value.split(',').map((part) => part.trim()));
}

/**
 * The caller's address: the socket's; behind trusted proxies, the nearest X-Forwarded-For hop that
 * a trusted proxy did not add (proxy-addr walks the hops from the socket outwards).
 */
export function clientAddress(c: Context, trust: ProxyTrust): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    socket = undefined;
  }
  if (trust == null || socket == null) return socket ?? 'unknown';
  const request = {
    headers: { 'x-forwarded-for': c.req.header('X-Forwarded-For') ?? '' },
    connection: { remoteAddress: socket },
    socket: { remoteAddress: socket },
  } as unknown as IncomingMessage;
  return proxyaddr(request, trust);
}

/** A failed login counted past its limit is no error of its own: the next attempt is refused. */
function ignoreTooMany(error: unknown): void {
  if (!(error instanceof RequestError && error.status === 429)) throw error;
}
