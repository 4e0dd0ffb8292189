import {
  coachSchema,
  districtSchema,
  districtsQuerySchema,
  divisionSchema,
  divisionsQuerySchema,
  headCoachPathSchema,
  idPathSchema,
  leagueSchema,
  leaguesQuerySchema,
  pagedSchema,
  schoolSchema,
  schoolsQuerySchema,
  sportSchema,
  sportsQuerySchema,
  stateSchema,
  statesQuerySchema,
} from '@csz/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { describe } from '../http/openapi';
import { valid } from '../http/validation';
import {
  exists,
  listDistricts,
  listDivisions,
  listLeagues,
  listSchools,
  listSports,
  listStates,
  schoolOf,
  teamCoaches,
} from './queries';

/** States, counties, schools, sports, leagues and coaches (spec §7 "lookups"). */
export function lookupRoutes({ handle }: AppDeps) {
  const { db } = handle;
  return new Hono()
    .get(
      '/states',
      describe('Lookups', 'States, Maryland first', pagedSchema(stateSchema)),
      valid('query', statesQuerySchema),
      async (c) => c.json(await listStates(db, c.req.valid('query'))),
    )
    .get(
      '/districts',
      describe(
        'Lookups',
        "A state's counties, conferences and districts",
        pagedSchema(districtSchema),
      ),
      valid('query', districtsQuerySchema),
      async (c) => c.json(await listDistricts(db, c.req.valid('query'))),
    )
    .get(
      '/schools',
      describe('Lookups', 'Schools of a county, or found by name', pagedSchema(schoolSchema)),
      valid('query', schoolsQuerySchema),
      async (c) => c.json(await listSchools(db, c.req.valid('query'))),
    )
    .get(
      '/schools/:id',
      describe(
        'Lookups',
        "A school by id, with its county and state (a school's schedule page from its id alone)",
        schoolSchema,
      ),
      valid('param', idPathSchema),
      async (c) => {
        const school = await schoolOf(db, c.req.valid('param').id);
        if (school == null) throw notFound(`No school with id ${c.req.valid('param').id}`);
        return c.json(school);
      },
    )
    .get(
      '/sports',
      describe(
        'Lookups',
        'Sports, filtered by place, season and playoffs',
        pagedSchema(sportSchema),
      ),
      valid('query', sportsQuerySchema),
      async (c) => c.json(await listSports(db, c.req.valid('query'))),
    )
    .get(
      '/leagues',
      describe('Lookups', 'Leagues and conferences', pagedSchema(leagueSchema)),
      valid('query', leaguesQuerySchema),
      async (c) => c.json(await listLeagues(db, c.req.valid('query'))),
    )
    .get(
      '/divisions',
      describe(
        'Lookups',
        "A league's divisions, for the standings embed's division",
        pagedSchema(divisionSchema),
      ),
      valid('query', divisionsQuerySchema),
      async (c) => c.json(await listDivisions(db, c.req.valid('query'))),
    )
    .get(
      '/headCoach/:schoolId/:sportId',
      describe(
        'Lookups',
        "A school team's coaches, head coach first (items[0])",
        z.object({ items: z.array(coachSchema) }),
      ),
      valid('param', headCoachPathSchema),
      async (c) => {
        const { schoolId, sportId } = c.req.valid('param');
        const [school, sport] = await Promise.all([
          exists(db, 'schools', schoolId),
          exists(db, 'sports', sportId),
        ]);
        if (!school) throw notFound(`No school with id ${schoolId}`);
        if (!sport) throw notFound(`No sport with id ${sportId}`);
        return c.json({ items: await teamCoaches(db, schoolId, sportId) });
      },
    );
}
