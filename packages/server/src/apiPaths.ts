import type { ExtractSchema } from 'hono/types';
import type { AppType } from './app';

// The JSON API's paths and bodies as types, read from the routes app.ts chains (AppType). The
// site's API client and the server's own tests check their calls with them, so a call to a path
// the API lacks, or with a body its route does not take, stops building (docs/architecture.md
// "The API's types"). Types only: nothing here exists at run time.

/** The routes, keyed by path as Hono chains them ('/api/csz/games/:id'). */
type ApiSchema = ExtractSchema<AppType>;

/** The methods the API's routes answer. */
export type Verb = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The key a method has in a route's entry ('$get'). */
type MethodKey<M extends Verb> = `$${Lowercase<M>}`;

/** One segment of a route's path as a call writes it: a ':param' is any text. */
type WrittenSegment<S extends string> = S extends `:${string}` ? string : S;

/**
 * A route's path as a call writes it, segment by segment: '/api/csz/games/:id' is
 * `/api/csz/games/${string}`, and a last ':param?' may be left out.
 */
type Written<P extends string> = P extends `/${infer Segment}/${infer Rest}`
  ? `/${WrittenSegment<Segment>}${Written<`/${Rest}`>}`
  : P extends `/:${string}?`
    ? '' | `/${string}`
    : P extends `/${infer Segment}`
      ? `/${WrittenSegment<Segment>}`
      : P;

/** The routes a method is chained on. */
type RoutesOf<M extends Verb> = {
  [P in keyof ApiSchema & string]: MethodKey<M> extends keyof ApiSchema[P] ? P : never;
}[keyof ApiSchema & string];

/**
 * The paths a method may be sent to, as the server's routes have them: a path the API does not
 * have, or has not for that method, does not build.
 */
export type ApiPath<M extends Verb> = Written<RoutesOf<M>>;

/** The JSON body a route takes for a method (its core schema's input), or never for none. */
type RouteBody<M extends Verb, P extends keyof ApiSchema> =
  ApiSchema[P] extends Record<MethodKey<M>, { input: { json: infer Json } }> ? Json : never;

/** The route a call of a method to a written path reaches. */
type RouteOf<M extends Verb, T extends string> = {
  [P in RoutesOf<M>]: T extends Written<P> ? P : never;
}[RoutesOf<M>];

/** The JSON body the route of a call takes, or never for a route that takes none. */
export type BodyOf<M extends Verb, T extends string> = RouteBody<M, RouteOf<M, T>>;

/** A path a method may be sent to, a query string after it or not. */
export type ApiCallPath<M extends Verb> = ApiPath<M> | `${ApiPath<M>}?${string}`;

/**
 * Every call of the API as a tuple of method, path and options whose `json` is that route's body:
 * with a rest parameter of this union, the method decides the paths that build, and the path the
 * body. A call without a body may also name any of a method's paths at once (`/${id}/${verb}` with
 * a verb of 'accept' | 'reject'), which no one route's tuple takes.
 */
export type ApiCall<Options extends object> =
  | {
      [M in Verb]: {
        [P in RoutesOf<M>]: [
          method: M,
          path: Written<P> | `${Written<P>}?${string}`,
          options?: Omit<Options, 'json'> & { json?: RouteBody<M, P> },
        ];
      }[RoutesOf<M>];
    }[Verb]
  | {
      [M in Verb]: [
        method: M,
        path: ApiCallPath<M>,
        options?: Omit<Options, 'json'> & { json?: never },
      ];
    }[Verb];
