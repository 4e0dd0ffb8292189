import { idParamSchema } from '@csz/core';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { schools } from '../db/schema';
import { valid } from '../http/validation';
import { logoSvg } from '../logos';

/** School logos, /logos/{schoolId}.svg. */
export function logoRoutes({ handle }: AppDeps): Hono {
  return new Hono().get(
    '/:file',
    valid('param', z.object({ file: z.string().regex(/^\d+\.svg$/, 'Must be {schoolId}.svg') })),
    async (c) => {
      const id = idParamSchema.safeParse(c.req.valid('param').file.replace('.svg', ''));
      if (!id.success) return c.json({ message: 'Must be {schoolId}.svg' }, 400);
      const [school] = await handle.db.select().from(schools).where(eq(schools.id, id.data));
      if (school == null) return c.json({ message: `No school with id ${id.data}` }, 404);
      return c.body(logoSvg(school), 200, {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
    },
  );
}
