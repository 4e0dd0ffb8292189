import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { authenticate, denied, type AuthEnv } from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { readUpload } from '../http/multipart';
import { badRequest } from '../http/validation';
import { ImportError, importGames, importOptionsSchema } from './importGames';

/** The largest CSV upload: the 9,600-game West Virginia file is 0.6 MB. */
const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** Staff endpoints: SiteAdmin only (spec §6), checked with core's permission rule. */
export function adminRoutes(deps: AppDeps): Hono<AuthEnv> {
  const describeImport = describeRoute({
    tags: ['Staff'],
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
    async (c) => {
      const refused = denied(c, { action: 'importGames' });
      if (refused) return refused;
      const contentType = c.req.header('Content-Type') ?? '';
      let csv: string;
      let rawOptions: unknown;
      if (contentType.startsWith('multipart/form-data')) {
        const upload = await readUpload(c, {
          what: 'CSV',
          maxBytes: MAX_UPLOAD_BYTES,
          maxLabel: '20 MB',
        });
        if (!upload.ok) return upload.response;
        const { file, form } = upload;
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
