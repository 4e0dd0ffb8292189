import { gameShareCard, idParamSchema } from '@csz/core';
import { Hono, type Context } from 'hono';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { badInput, notFound } from '../http/errors';
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

/**
 * The pictures of shared links (issue 18), /share/game/{id}.png, /share/school/{id}.png and
 * /share/site.png: 1200x630 PNGs, each with an ETag of what it shows. Each picture is drawn once
 * per change (a few milliseconds to tens of them) and kept while it is asked for.
 */
export function shareCardRoutes(cards: CardData): Hono {
  // Pictures by tag; a picture being drawn is shared by everyone who asks meanwhile.
  const pictures = new LRUCache<string, Promise<Uint8Array<ArrayBuffer>>>({ max: 200 });
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
      picture = draw();
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
