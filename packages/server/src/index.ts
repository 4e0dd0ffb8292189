// @csz/server: the HTTP service (Hono on Node, Drizzle, PGlite or PostgreSQL). Nothing runs yet:
// the server arrives with issue 3.
export {};
