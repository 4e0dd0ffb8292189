import { idParamSchema } from '@csz/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { badInput, notFound } from '../http/errors';
import { valid } from '../http/validation';
import { logoSvg } from '../logos';
import { schoolById } from './queries';

/** School logos, /logos/{schoolId}.svg. */
export function logoRoutes({ handle }: AppDeps) {
  return new Hono().get(
    '/:file',
    valid('param', z.object({ file: z.string().regex(/^\d+\.svg$/, 'Must be {schoolId}.svg') })),
    async (c) => {
      const id = idParamSchema.safeParse(c.req.valid('param').file.replace('.svg', ''));
      if (!id.success) throw badInput('Must be {schoolId}.svg');
      const school = await schoolById(handle.db, id.data);
      if (school == null) throw notFound(`No school with id ${id.data}`);
      return c.body(logoSvg(school), 200, {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
    },
  );
}
