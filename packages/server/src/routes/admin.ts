import { timingSafeEqual } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { badRequest } from '../http/validation';
import { ImportError, importGames, importOptionsSchema } from '../import/importGames';

/** The largest CSV upload: the 9,600-game West Virginia file is 0.6 MB. */
const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/**
 * Staff endpoints. Until member accounts exist (issue 4), they need the ADMIN_TOKEN bearer token;
 * with no token configured they answer 403 and say why.
 */
export function adminRoutes(deps: AppDeps): Hono {
  const describeImport = describeRoute({
    tags: ['Staff'],
    summary:
      "Import games and results from a CSV file (multipart field 'file', or a text/csv body with ?options=JSON); needs Authorization: Bearer <ADMIN_TOKEN>",
    responses: {
      200: {
        description:
          'The import report: rows loaded, schools created, rows rejected with line and reason',
      },
      400: {
        description:
          'The file cannot be imported (not CSV, missing columns, unknown sport); nothing was written',
      },
      401: { description: 'No staff token' },
      403: { description: 'Wrong staff token, or staff endpoints closed' },
    },
  });
  return new Hono().post('/import/games', describeImport, requireAdmin(deps), async (c) => {
    const contentType = c.req.header('Content-Type') ?? '';
    let csv: string;
    let rawOptions: unknown;
    if (contentType.startsWith('multipart/form-data')) {
      const form = await c.req.formData();
      const file = form.get('file');
      if (!(file instanceof File))
        return c.json({ message: "Send the CSV as the form field 'file'" }, 400);
      if (file.size > MAX_UPLOAD_BYTES)
        return c.json({ message: 'The file is larger than 20 MB' }, 413);
      csv = await file.text();
      const options = form.get('options');
      const parsed = typeof options === 'string' ? parseJson(options) : {};
      rawOptions =
        typeof parsed === 'object' && parsed != null ? { fileName: file.name, ...parsed } : parsed;
    } else if (contentType.startsWith('text/csv')) {
      csv = await c.req.text();
      rawOptions = parseJson(c.req.query('options') ?? '{}');
    } else {
      return c.json({ message: 'Send the file as multipart/form-data or text/csv' }, 415);
    }
    if (csv.length > MAX_UPLOAD_BYTES)
      return c.json({ message: 'The file is larger than 20 MB' }, 413);
    const options = importOptionsSchema.safeParse(rawOptions);
    if (!options.success) return badRequest(c, 'json', options.error.issues);
    try {
      const report = await importGames(deps.handle.db, csv, options.data, deps.clock.today());
      if (!report.dryRun && (report.gamesAdded > 0 || report.scoresAdded > 0))
        deps.cache.invalidate();
      return c.json(report);
    } catch (error) {
      if (error instanceof ImportError) return c.json({ message: error.message }, 400);
      throw error;
    }
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { invalid: true };
  }
}

const bearer = z.string().regex(/^Bearer \S+$/);

function requireAdmin({ adminToken }: AppDeps): MiddlewareHandler {
  return async (c, next) => {
    if (adminToken == null) {
      return c.json(
        { message: 'Staff endpoints are closed: set ADMIN_TOKEN until SiteAdmin accounts exist' },
        403,
      );
    }
    const header = c.req.header('Authorization') ?? '';
    if (!bearer.safeParse(header).success) {
      return c.json(
        { message: 'Log in as staff: send Authorization: Bearer <ADMIN_TOKEN>', logout: true },
        401,
      );
    }
    const given = Buffer.from(header.slice('Bearer '.length));
    const expected = Buffer.from(adminToken);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return c.json({ message: 'That staff token is not valid' }, 403);
    }
    await next();
  };
}
