import {
  bracketSchema,
  bracketsQuerySchema,
  idPathSchema,
  pagedSchema,
  playoffSchema,
  playoffsQuerySchema,
} from '@csz/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { describe } from '../http/openapi';
import { valid } from '../http/validation';
import { listBrackets, loadBracket, statePlayoffs } from './queries';

const bracketListItem = z.object({
  id: z.number(),
  name: z.string(),
  sportId: z.number(),
  sportName: z.string(),
  stateId: z.number(),
  season: z.string(),
});

/** Playoff brackets (spec §7). */
export function playoffRoutes({ handle }: AppDeps) {
  const { db } = handle;
  return new Hono()
    .get(
      '/playoffs',
      describe('Playoffs', "A state's brackets for a season, by sport", z.array(playoffSchema)),
      valid('query', playoffsQuerySchema),
      async (c) => c.json(await statePlayoffs(db, c.req.valid('query'))),
    )
    .get(
      '/brackets',
      describe('Playoffs', 'Brackets, filtered and paged', pagedSchema(bracketListItem)),
      valid('query', bracketsQuerySchema),
      async (c) => {
        const query = c.req.valid('query');
        return c.json(await listBrackets(db, query, query));
      },
    )
    .get(
      '/playoffsforest/:id',
      describe(
        'Playoffs',
        'One bracket: rounds, matches, teams, byes and open slots',
        bracketSchema,
      ),
      valid('param', idPathSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const bracket = await loadBracket(db, id);
        if (bracket == null) throw notFound(`No bracket with id ${id}`);
        return c.json(bracket);
      },
    );
}
