import { hc } from 'hono/client';
import { expect, it } from 'vitest';
import type { AppType } from './app';
import type { TestServer } from './testing/testServer';

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

it("refuses, when it is built, a test's call to a path, method or body the API does not have", () => {
  // Only the types are checked: this call is never made.
  const call: TestServer['call'] = () => Promise.reject(new Error('not called'));
  const calls = [
    // @ts-expect-error: there is no such route.
    () => call('GET', '/api/csz/noSuchRoute'),
    // @ts-expect-error: a game is read, not posted.
    () => call('POST', '/api/csz/games/1'),
    // @ts-expect-error: the contact form needs an email and a subject.
    () => call('POST', '/api/csz/contactus', { json: { text: 'Hello' } }),
    // @ts-expect-error: a route that takes no body gets none.
    () => call('GET', '/api/csz/games/1', { json: { id: 1 } }),
    () => call('GET', '/api/csz/games/1?force=true', { token: null }),
  ];
  expect(calls).toHaveLength(5);
});
