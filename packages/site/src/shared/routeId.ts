/** A path segment that is a record's id (a game, a bracket, a post), or null for anything else. */
export function routeId(raw: string | undefined): number | null {
  return raw != null && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
