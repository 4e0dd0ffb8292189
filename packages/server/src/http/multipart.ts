import type { Context } from 'hono';
import { RequestError } from './errors';

/** An uploaded file and the form's other fields. */
export interface Upload {
  file: File;
  form: FormData;
}

/**
 * Reads a multipart/form-data body and its file field: the one place uploads are parsed. A body of
 * another type is a 415; a broken one (a missing boundary, a truncated part), a missing file or one
 * over `maxBytes` is a clear 4xx (a RequestError), never the parser's exception as a 500.
 */
export async function readUpload(
  c: Context,
  options: { field?: string; what: string; maxBytes: number; maxLabel: string },
): Promise<Upload> {
  const field = options.field ?? 'file';
  if (!(c.req.header('Content-Type') ?? '').startsWith('multipart/form-data')) {
    throw new RequestError(415, `Send the ${options.what} as the multipart form field '${field}'`);
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new RequestError(400, `The upload could not be read: send the ${options.what} again`);
  }
  const file = form.get(field);
  if (!(file instanceof File)) {
    throw new RequestError(400, `Send the ${options.what} as the form field '${field}'`);
  }
  if (file.size > options.maxBytes) {
    throw new RequestError(413, `The ${options.what} is larger than ${options.maxLabel}`);
  }
  return { file, form };
}
