import {
  schedulesQuerySchema,
  schedulesResponseSchema,
  standingsBySchoolsQuerySchema,
  standingsQuerySchema,
  standingsResponseSchema,
} from '@csz/core';
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { describe } from '../http/openapi';
import { valid } from '../http/validation';
import { schoolSchedules } from '../games/scheduleQueries';
import { districtStandings, schoolsStandings } from './queries';

/** Standings and schedules (spec §7). */
export function standingsRoutes({ handle, clock }: AppDeps) {
  const { db } = handle;
  return new Hono()
    .get(
      '/standings',
      describe(
        'Standings',
        "A county's standings in a sport: league groups with divisions nested, and 'Overall Record'",
        standingsResponseSchema,
      ),
      valid('query', standingsQuerySchema),
      async (c) => c.json(await districtStandings(db, c.req.valid('query'), clock.today())),
    )
    .get(
      '/standings/bySchools',
      describe('Standings', "Some schools' overall records in a sport", standingsResponseSchema),
      valid('query', standingsBySchoolsQuerySchema),
      async (c) => c.json(await schoolsStandings(db, c.req.valid('query'), clock.today())),
    )
    .get(
      '/schedules/v2',
      describe(
        'Schedules',
        "A school's games in a season, per sport, past and future",
        schedulesResponseSchema,
      ),
      valid('query', schedulesQuerySchema),
      async (c) => c.json(await schoolSchedules(db, c.req.valid('query'), clock.today())),
    );
}
