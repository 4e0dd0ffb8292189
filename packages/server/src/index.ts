// @csz/server: the HTTP service (Hono on Node, Drizzle, PGlite or PostgreSQL), started from
// src/main.ts. What it gives other packages is a type: the JSON API's routes (app.ts AppType), for
// Hono's typed client.
export type { AppType } from './app';
export type { ApiCall, ApiPath, BodyOf, Verb } from './apiPaths';
