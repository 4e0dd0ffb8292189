import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { MEMBER } from '../http/openapi';
import { authenticate, requirePermission, type AuthEnv } from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { readUpload } from '../http/multipart';
import { RequestError } from '../http/errors';
import { invalidInput } from '../http/validation';
import { importGames, importOptionsSchema } from './importGames';

/** The largest CSV upload: the 9,600-game West Virginia file is 0.6 MB. */
const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** Staff endpoints: SiteAdmin only (spec §6), checked with core's permission rule. */
export function adminRoutes(deps: AppDeps) {
  const describeImport = describeRoute({
    tags: ['Staff'],
    security: MEMBER,
    summary:
      "Import games and results from a CSV file (multipart field 'file', or a text/csv body with ?options=JSON); SiteAdmin only",
    responses: {
      200: {
        description:
          'The import report: rows loaded, schools created, rows rejected with line and reason',
      },
      400: {
        description:
          'The file cannot be imported (not CSV, missing columns, unknown sport); nothing was written',
      },
      401: { description: 'Not logged in' },
      403: { description: 'Not a SiteAdmin' },
    },
  });
  return new Hono<AuthEnv>().post(
    '/import/games',
    describeImport,
    authenticate(deps.handle.db, deps.tokens),
    requirePermission({ action: 'importGames' }),
    async (c) => {
      const contentType = c.req.header('Content-Type') ?? '';
      let csv: string;
      let rawOptions: unknown;
      if (contentType.startsWith('multipart/form-data')) {
        const { file, form } = await readUpload(c, {
          what: 'CSV',
          maxBytes: MAX_UPLOAD_BYTES,
          maxLabel: '20 MB',
        });
        csv = await file.text();
        const options = form.get('options');
        const parsed = typeof options === 'string' ? parseJson(options) : {};
        rawOptions =
          typeof parsed === 'object' && parsed != null
            ? { fileName: file.name, ...parsed }
            : parsed;
      } else if (contentType.startsWith('text/csv')) {
        csv = await c.req.text();
        rawOptions = parseJson(c.req.query('options') ?? '{}');
      } else {
        throw new RequestError(415, 'Send the file as multipart/form-data or text/csv');
      }
      if (csv.length > MAX_UPLOAD_BYTES)
        throw new RequestError(413, 'The file is larger than 20 MB');
      // The options come inside the form or the query string, so they are read here, not by valid().
      const options = importOptionsSchema.safeParse(rawOptions);
      if (!options.success) throw invalidInput('json', options.error.issues);
      return c.json(await importGames(deps.writeSportsData, csv, options.data, deps.clock));
    },
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { invalid: true };
  }
}
