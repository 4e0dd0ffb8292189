import { gameShareCard, idParamSchema } from '@csz/core';
import { Hono, type Context } from 'hono';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { badInput, notFound, RequestError } from '../http/errors';
import type { RateLimiter } from '../http/rateLimit';
import { ifNoneMatch } from '../http/staticFiles';
import { valid } from '../http/validation';
import { cardTag, renderGameCard, renderSchoolCard, renderSiteCard } from './cardImage';
import type { CardData } from './cardData';

/** A card's file name in an address: '{id}.png'. */
const cardFile = z.object({ file: z.string().regex(/^\d+\.png$/, 'Must be {id}.png') });

/** The id in a card's file name, or a 400 (an id too large for any row). */
function cardId(file: string): number {
  const id = idParamSchema.safeParse(file.slice(0, -'.png'.length));
  if (!id.success) throw badInput('Must be {id}.png');
  return id.data;
}

/** A game still to be played or in play changes soon; a final score seldom, and then a new tag. */
const SHORT_CACHE = 'public, max-age=60';
const LONG_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

/** How many new pictures may wait for the one being drawn; past that, a 503. */
export const CARD_DRAWS_WAITING = 8;

/** How long a caller turned away by a full draw queue waits before asking again, in seconds. */
const BUSY_RETRY_SECONDS = 5;

/**
 * One picture drawn at a time, a few waiting their turn: satori lays a card out on the event loop
 * (resvg rasterises it on libuv's thread pool: see drawPng), so however many new cards are asked
 * for at once, other requests wait for one layout at most. A caller past the queue is a 503.
 */
class DrawQueue {
  #drawing = false;
  readonly #waiting: (() => void)[] = [];

  async draw<T>(draw: () => Promise<T>): Promise<T> {
    if (this.#drawing) {
      if (this.#waiting.length >= CARD_DRAWS_WAITING) {
        throw new RequestError(
          503,
          'Too many pictures are being drawn: try again in a few seconds',
          {},
          { 'Retry-After': String(BUSY_RETRY_SECONDS) },
        );
      }
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    this.#drawing = true;
    try {
      return await draw();
    } finally {
      const next = this.#waiting.shift();
      if (next == null) this.#drawing = false;
      else next();
    }
  }
}

/**
 * The pictures of shared links (issue 18), /share/game/{id}.png, /share/school/{id}.png and
 * /share/site.png: 1200x630 PNGs, each with an ETag of what it shows. Each picture is drawn once
 * per change (a few milliseconds to tens of them) and kept while it is asked for. Drawing a new
 * one counts against the caller's address (limiter 'shareCardDraw', a 429 past it) and takes its
 * turn in one {@link DrawQueue}; a picture kept is free.
 */
export function shareCardRoutes(cards: CardData, limiter: RateLimiter) {
  // Pictures by tag; a picture being drawn is shared by everyone who asks meanwhile.
  const pictures = new LRUCache<string, Promise<Uint8Array<ArrayBuffer>>>({ max: 200 });
  const queue = new DrawQueue();
  const send = async (
    c: Context,
    tag: string,
    cacheControl: string,
    draw: () => Promise<Uint8Array<ArrayBuffer>>,
  ) => {
    const headers = {
      'Content-Type': 'image/png',
      'Cache-Control': cacheControl,
      ETag: `"${tag}"`,
    };
    if (ifNoneMatch(c.req.header('If-None-Match'), headers.ETag)) return c.body(null, 304, headers);
    let picture = pictures.get(tag);
    if (picture == null) {
      await limiter.consume(c, 'shareCardDraw');
      // Asked again while this caller's turn was counted: someone else is drawing it.
      picture = pictures.get(tag) ?? queue.draw(draw);
      pictures.set(tag, picture);
      picture.catch(() => pictures.delete(tag));
    }
    return c.body(await picture, 200, headers);
  };

  return new Hono()
    .get('/game/:file', valid('param', cardFile), async (c) => {
      const game = await cards.game(cardId(c.req.valid('param').file));
      if (game == null) throw notFound('No such game');
      const card = gameShareCard(game);
      return send(c, `game-${cardTag(game)}`, card.result == null ? SHORT_CACHE : LONG_CACHE, () =>
        renderGameCard(game, card),
      );
    })
    .get('/school/:file', valid('param', cardFile), async (c) => {
      const school = await cards.school(cardId(c.req.valid('param').file));
      if (school == null) throw notFound('No such school');
      return send(c, `school-${cardTag(school)}`, LONG_CACHE, () => renderSchoolCard(school));
    })
    .get('/site.png', (c) => send(c, `site-${cardTag(null)}`, LONG_CACHE, renderSiteCard));
}
