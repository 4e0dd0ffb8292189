import { hc } from 'hono/client';
import { expect, it } from 'vitest';
import type { AppType } from './app';

/**
 * The JSON API's paths, parameters and bodies are types (app.ts AppType): the site's calls and the
 * tests that go through Hono's typed client (testServer's `api`) stop building when a route they
 * use changes. These lines are checked by the type check (pnpm typecheck), which fails when an
 * expected error is no longer one: the typed client would then accept any path or body.
 */
it('refuses, when it is built, a path the API does not have and a body a route does not take', () => {
  const client = hc<AppType>('http://localhost');
  const calls = [
    // @ts-expect-error: there is no such route.
    () => client.api.csz.noSuchRoute.$get(),
    // @ts-expect-error: the contact form needs an email and a subject.
    () => client.api.csz.contactus.$post({ json: { text: 'Hello' } }),
    // @ts-expect-error: a game's id is a path parameter, not a query parameter.
    () => client.api.csz.games[':id'].$get({ query: { id: '1' } }),
    () => client.api.csz.games[':id'].$get({ param: { id: '1' } }),
  ];
  expect(calls).toHaveLength(4);
});
