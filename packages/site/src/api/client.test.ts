import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JSON_FAILURE, RESPONSE_FAILURE, pagedSchema } from '@csz/core';
import { NETWORK_FAILURE, createApiClient } from './client';

/** A client whose fetch answers with `answer` and records each request. */
function client(answer: () => Response | Promise<Response>, token: string | null = null) {
  const requests: Request[] = [];
  let logouts = 0;
  const api = createApiClient({
    baseUrl: 'http://csz.test',
    auth: { token: () => token, onLogout: () => void logouts++ },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request);
      // As fetch does: a cancelled request never gets its answer.
      if (request.signal.aborted) throw new DOMException('Aborted', 'AbortError');
      return answer();
    },
  });
  return { api, requests, logouts: () => logouts };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const list = pagedSchema(z.object({ id: z.number() }));

describe('createApiClient', () => {
  it('sends the session’s bearer token and the query params that are set', async () => {
    const { api, requests } = client(() => json({ items: [{ id: 1 }], total: 1 }), 'tok');
    const answer = await api.call('GET', '/api/csz/districts', list, {
      searchParams: { stateId: '1', districtId: null, perPage: 500 },
      expect: 'paged',
    });
    expect(answer).toEqual({ ok: true, data: { items: [{ id: 1 }], total: 1 } });
    expect(requests[0]!.url).toBe('http://csz.test/api/csz/districts?stateId=1&perPage=500');
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('sends no token without a session, and a JSON body', async () => {
    const { api, requests } = client(() => json({}));
    await api.call('POST', '/api/csz/check', z.unknown(), { json: { email: 'a@b.c' } });
    expect(requests[0]!.headers.get('Authorization')).toBeNull();
    expect(requests[0]!.headers.get('Content-Type')).toContain('application/json');
    expect(await requests[0]!.json()).toEqual({ email: 'a@b.c' });
  });

  it('reads a failed status as spec §7 says: the body’s message, else "{status} Server Error"', async () => {
    expect(
      await client(() => json({ message: 'No' }, 403)).api.call(
        'GET',
        '/api/csz/states',
        z.unknown(),
      ),
    ).toEqual({ ok: false, failure: { status: 403, message: 'No', logout: false } });
    expect(
      await client(() => new Response('', { status: 502 })).api.call(
        'GET',
        '/api/csz/states',
        z.unknown(),
      ),
    ).toEqual({ ok: false, failure: { status: 502, message: '502 Server Error', logout: false } });
  });

  it('ends the session on a 401 to an authenticated call only', async () => {
    const withSession = client(() => json({ message: 'Expired', logout: true }, 401), 'tok');
    await withSession.api.call('GET', '/admin/api/embed-builder', z.unknown());
    expect(withSession.logouts()).toBe(1);
    const wrongPassword = client(() => json({ message: 'Wrong email or password' }, 401));
    await wrongPassword.api.call('POST', '/api/csz/login', z.unknown());
    expect(wrongPassword.logouts()).toBe(0);
  });

  it('fails on bad JSON, a list without its total, or a body of the wrong shape', async () => {
    const notJson = client(() => new Response('<html>', { status: 200 }));
    expect(await notJson.api.call('GET', '/api/csz/states', z.unknown())).toEqual({
      ok: false,
      failure: JSON_FAILURE,
    });
    const noTotal = client(() => json({ items: [] }));
    expect(await noTotal.api.call('GET', '/api/csz/states', list, { expect: 'paged' })).toEqual({
      ok: false,
      failure: RESPONSE_FAILURE,
    });
    const wrongShape = client(() => json({ items: [{ id: 'one' }], total: 1 }));
    expect(await wrongShape.api.call('GET', '/api/csz/states', list, { expect: 'paged' })).toEqual({
      ok: false,
      failure: RESPONSE_FAILURE,
    });
  });

  it('answers a call that got no response with a failure, and rejects a cancelled one', async () => {
    const offline = client(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await offline.api.call('GET', '/api/csz/states', z.unknown())).toEqual({
      ok: false,
      failure: NETWORK_FAILURE,
    });
    const controller = new AbortController();
    controller.abort();
    await expect(
      client(() => json({})).api.call('GET', '/api/csz/states', z.unknown(), {
        signal: controller.signal,
      }),
    ).rejects.toThrow();
  });
});

describe("the calls' paths", () => {
  it('are the server’s routes: a path it lacks, or lacks for a method, or a body it does not take, does not build', () => {
    const { api } = client(() => json({}));
    const calls = [
      // @ts-expect-error: the API has no such route.
      () => api.call('GET', '/api/csz/noSuchRoute', z.unknown()),
      // @ts-expect-error: the states are read, never deleted.
      () => api.call('DELETE', '/api/csz/states', z.unknown()),
      // @ts-expect-error: a game is at /api/csz/games/{id}, not below a 'game'.
      () => api.call('GET', `/api/csz/game/${1}`, z.unknown()),
      () => api.call('GET', `/api/csz/games/${1}`, z.unknown()),
      // @ts-expect-error: the contact form's body needs an email and a subject.
      () => api.call('POST', '/api/csz/contactus', z.unknown(), { json: { text: 'Hi' } }),
      () =>
        api.call('POST', '/api/csz/contactus', z.unknown(), {
          json: { email: 'a@b.c', subject: 'Hi' },
        }),
    ];
    expect(calls).toHaveLength(6);
  });
});
