/** A query string of the values that are set: 'stateId=1&sportId=5'. */
export function query(values: Record<string, string | number | null | undefined>): string {
  return new URLSearchParams(
    Object.entries(values).flatMap(([key, value]) =>
      value == null || value === '' ? [] : [[key, String(value)]],
    ),
  ).toString();
}

/** GETs JSON from the API, which is on the frame's own origin; a failed answer throws its message. */
export async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { credentials: 'omit' });
  const body = (await response.json().catch(() => null)) as (T & { message?: string }) | null;
  if (!response.ok || body == null) {
    throw new Error(body?.message || `${response.status} Server Error`);
  }
  return body;
}
