import type { Context } from 'hono';

/** An uploaded file and the form's other fields, or the answer to send instead. */
export type Upload = { ok: true; file: File; form: FormData } | { ok: false; response: Response };

/**
 * Reads a multipart/form-data body and its file field: the one place uploads are parsed. A body of
 * another type is a 415; a broken one (a missing boundary, a truncated part), a missing file or one
 * over `maxBytes` is a clear 4xx, never the parser's exception as a 500.
 */
export async function readUpload(
  c: Context,
  options: { field?: string; what: string; maxBytes: number; maxLabel: string },
): Promise<Upload> {
  const field = options.field ?? 'file';
  if (!(c.req.header('Content-Type') ?? '').startsWith('multipart/form-data')) {
    return {
      ok: false,
      response: c.json(
        { message: `Send the ${options.what} as the multipart form field '${field}'` },
        415,
      ),
    };
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return {
      ok: false,
      response: c.json(
        { message: `The upload could not be read: send the ${options.what} again` },
        400,
      ),
    };
  }
  const file = form.get(field);
  if (!(file instanceof File)) {
    return {
      ok: false,
      response: c.json({ message: `Send the ${options.what} as the form field '${field}'` }, 400),
    };
  }
  if (file.size > options.maxBytes) {
    return {
      ok: false,
      response: c.json({ message: `The ${options.what} is larger than ${options.maxLabel}` }, 413),
    };
  }
  return { ok: true, file, form };
}
