/**
 * Where to go after logging in: the `redirect` query param when it is a path of this site, else the
 * home page. An address elsewhere ('//evil.example', 'https://...') is never followed.
 */
export function redirectTarget(redirect: string | null): string {
  if (redirect == null || !redirect.startsWith('/') || /^\/[/\\]/.test(redirect)) return '/';
  return redirect;
}
