/** A query string of the values that are set: 'stateId=1&sportId=5'. */
export function query(values: Record<string, string | number | null | undefined>): string {
  return new URLSearchParams(
    Object.entries(values).flatMap(([key, value]) =>
      value == null || value === '' ? [] : [[key, String(value)]],
    ),
  ).toString();
}

/**
 * GETs JSON from the API, which is on the frame's own origin; a failed answer throws its message.
 * The browser's cache only revalidates (ETag, 304): the API lets shared caches serve an answer
 * stale while they fetch it again, which a browser would do too, and a frame asking again wants
 * the scores as they are.
 */
export async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { credentials: 'omit', cache: 'no-cache' });
  const body = (await response.json().catch(() => null)) as (T & { message?: string }) | null;
  if (!response.ok || body == null) {
    throw new Error(body?.message || `${response.status} Server Error`);
  }
  return body;
}
