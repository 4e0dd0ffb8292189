/** A fetch handler: the app's, or one wrapped around it. */
export type FetchHandler = (request: Request, env?: unknown) => Response | Promise<Response>;

/**
 * HEAD answered exactly as the GET of the same address, without its body (RFC 9110 §9.3.2): the
 * same status, ETag, Cache-Control, Content-Type and Content-Length, which CDNs and link checkers
 * read. Every middleware (the response cache, compression, the static files) then sees one method,
 * GET, instead of each learning HEAD. An event stream is not read to its end: it has none.
 */
export function headAsGet(
  fetch: FetchHandler,
): (request: Request, env?: unknown) => Promise<Response> {
  return async (request, env) => {
    if (request.method !== 'HEAD') return fetch(request, env);
    const response = await fetch(new Request(request, { method: 'GET' }), env);
    const headers = new Headers(response.headers);
    const isStream = headers.get('Content-Type')?.startsWith('text/event-stream') ?? false;
    if (isStream || response.body == null || headers.has('Content-Length')) {
      await response.body?.cancel();
    } else {
      headers.set('Content-Length', String((await response.arrayBuffer()).byteLength));
    }
    return new Response(null, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}
