import { getConnInfo } from '@hono/node-server/conninfo';
import { tooManyAttemptsMessage } from '@csz/core';
import type { Context } from 'hono';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** A limit: so many attempts in so many seconds. */
export interface Limit {
  points: number;
  seconds: number;
}

/** The actions that are limited, per IP address and per account (issue 4 "Abuse limits"). */
export interface RateLimits {
  login: { ip: Limit; account: Limit };
  register: { ip: Limit };
  check: { ip: Limit };
  recovery: { ip: Limit; account: Limit };
  forgotPassword: { ip: Limit; account: Limit };
  invite: { ip: Limit; account: Limit };
  contact: { ip: Limit };
}

/**
 * The limits in production: generous for a family sharing one address, tight enough that guessing
 * passwords or codes, or mailing strangers, goes nowhere.
 */
export const DEFAULT_LIMITS: RateLimits = {
  login: { ip: { points: 30, seconds: 600 }, account: { points: 10, seconds: 900 } },
  register: { ip: { points: 10, seconds: 3600 } },
  check: { ip: { points: 60, seconds: 60 } },
  recovery: { ip: { points: 10, seconds: 3600 }, account: { points: 5, seconds: 3600 } },
  forgotPassword: { ip: { points: 10, seconds: 3600 }, account: { points: 5, seconds: 3600 } },
  invite: { ip: { points: 30, seconds: 3600 }, account: { points: 20, seconds: 86_400 } },
  contact: { ip: { points: 10, seconds: 3600 } },
};

type Action = keyof RateLimits;

/** In-memory limiters, one per action and key kind. */
export class RateLimiter {
  readonly #limiters = new Map<string, RateLimiterMemory>();

  constructor(
    private readonly limits: RateLimits,
    /** Read the caller's address from X-Forwarded-For (behind a proxy the server trusts). */
    private readonly trustProxy = false,
  ) {}

  #limiter(action: Action, kind: 'ip' | 'account'): RateLimiterMemory | null {
    const limit = (this.limits[action] as Partial<Record<'ip' | 'account', Limit>>)[kind];
    if (limit == null) return null;
    const name = `${action}:${kind}`;
    let limiter = this.#limiters.get(name);
    if (limiter == null) {
      limiter = new RateLimiterMemory({
        keyPrefix: name,
        points: limit.points,
        duration: limit.seconds,
      });
      this.#limiters.set(name, limiter);
    }
    return limiter;
  }

  /**
   * Counts an attempt by the caller's address and, when given, the account it is about; answers
   * a 429 with Retry-After once either is over its limit, else null.
   */
  async consume(
    c: Context,
    action: Action,
    account?: string | number | null,
  ): Promise<Response | null> {
    const keys: ['ip' | 'account', string][] = [['ip', clientAddress(c, this.trustProxy)]];
    if (account != null && account !== '') keys.push(['account', String(account).toLowerCase()]);
    for (const [kind, key] of keys) {
      const limiter = this.#limiter(action, kind);
      if (limiter == null) continue;
      try {
        await limiter.consume(key);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        return c.json({ message: tooManyAttemptsMessage(seconds) }, 429, {
          'Retry-After': String(seconds),
        });
      }
    }
    return null;
  }
}

/** The caller's address: the socket's, or the first X-Forwarded-For hop behind a trusted proxy. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
