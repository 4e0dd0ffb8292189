import { liveScoresQuerySchema } from '@csz/core';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { PUBLIC } from '../http/openapi';
import { streamSSE } from 'hono/streaming';
import type { AppDeps } from '../deps';
import { valid } from '../http/validation';

/** Most live readers one process keeps open; beyond it a reader is asked to come back later. */
const MAX_READERS = 20_000;

/**
 * Most streams one address holds open in a process, so that one client cannot take every reader's
 * place. Generous, as a school's or a newsroom's network shows many readers behind one address.
 */
export const MAX_READERS_PER_ADDRESS = 100;

/**
 * A comment line now and then keeps idle connections from being cut by proxies and load balancers
 * (many close after 30 to 60 s of silence).
 */
const KEEP_ALIVE_MS = 25_000;

/**
 * How long a browser waits before reconnecting after the stream drops (EventSource reconnects by
 * itself): ten seconds, as the best widgets retry (docs/research.md).
 */
const RETRY_MS = 10_000;

/**
 * GET /api/live/scores: score and schedule changes as server-sent events (`event: score`, data a
 * ScoreChange as JSON) for the games a page or an embed frame shows, filtered like the games list.
 */
export function liveRoutes({ live, limiter }: AppDeps) {
  const openByAddress = new Map<string, number>();
  return new Hono().get(
    '/scores',
    describeRoute({
      tags: ['Games'],
      security: PUBLIC,
      summary:
        "Live game changes as server-sent events ('score' events with {gameId, status, scoreProvenance, isScoreDisputed, eventDate, isEventDateTBD, startTime, endTime, startTimeUnknown, isTBD, nextPostponeGame, teams: [{id, score, isWon}]}), filtered by stateId, districtId (or countyId), schoolId, sportId and date (a moved game also reaches the readers of the day it left)",
      responses: {
        200: { description: 'An event stream that stays open' },
        400: { description: 'A parameter is not valid; the message says which and why.' },
        429: { description: 'Too many live streams open from this address; try again later' },
        503: { description: 'Too many live readers on this server; try again later' },
      },
    }),
    valid('query', liveScoresQuerySchema),
    (c) => {
      if (live.size >= MAX_READERS) {
        c.header('Retry-After', '30');
        return c.json({ message: 'Too many live readers right now; try again shortly.' }, 503);
      }
      const address = limiter.addressOf(c);
      const open = openByAddress.get(address) ?? 0;
      if (open >= MAX_READERS_PER_ADDRESS) {
        c.header('Retry-After', '30');
        return c.json(
          { message: 'Too many live streams from your address; try again shortly.' },
          429,
        );
      }
      openByAddress.set(address, open + 1);
      const filter = c.req.valid('query');
      c.header('Access-Control-Allow-Origin', '*');
      // Proxies such as nginx would otherwise hold events back to fill their buffers.
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, async (stream) => {
        let finish = () => {};
        const finished = new Promise<void>((resolve) => (finish = resolve));
        const unsubscribe = live.subscribe(
          filter,
          (change) => void stream.writeSSE({ event: 'score', data: JSON.stringify(change) }),
          finish,
        );
        stream.onAbort(finish);
        const keepAlive = setInterval(() => void stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
        try {
          await stream.writeSSE({ event: 'ready', data: '', retry: RETRY_MS });
          await finished;
        } finally {
          clearInterval(keepAlive);
          unsubscribe();
          const left = (openByAddress.get(address) ?? 1) - 1;
          if (left > 0) openByAddress.set(address, left);
          else openByAddress.delete(address);
        }
      });
    },
  );
}
