import { describe, expect, it } from 'vitest';
import { readApiResponse } from './apiErrors';

describe('readApiResponse', () => {
  it.each([
    [
      'the body message',
      400,
      '{"message":"Email is taken"}',
      'any',
      { status: 400, message: 'Email is taken', logout: false },
    ],
    [
      'a status line without one',
      502,
      '<html>Bad gateway</html>',
      'any',
      { status: 502, message: '502 Server Error', logout: false },
    ],
    [
      'a status line for an empty message',
      500,
      '{"message":""}',
      'any',
      { status: 500, message: '500 Server Error', logout: false },
    ],
    [
      'log out on 401',
      401,
      '{"message":"Token expired"}',
      'any',
      { status: 401, message: 'Token expired', logout: true },
    ],
    [
      'no log out on a 401 that says another credential was refused, not the session',
      401,
      '{"message":"Link expired","logout":false}',
      'any',
      { status: 401, message: 'Link expired', logout: false },
    ],
    [
      'no log out on 403',
      403,
      '',
      'any',
      { status: 403, message: '403 Server Error', logout: false },
    ],
    [
      'JSON Failure for a bad body',
      200,
      '{items:',
      'items',
      { status: -2, message: 'JSON Failure', logout: false },
    ],
    [
      'Server Response Error without items',
      200,
      '{"total":3}',
      'items',
      { status: -1, message: 'Server Response Error', logout: false },
    ],
    [
      'Server Response Error without a total',
      200,
      '{"items":[]}',
      'paged',
      { status: -1, message: 'Server Response Error', logout: false },
    ],
    [
      'Server Response Error for null',
      200,
      'null',
      'items',
      { status: -1, message: 'Server Response Error', logout: false },
    ],
  ] as const)('gives %s', (_name, status, body, expect_, failure) => {
    expect(readApiResponse(status, body, expect_)).toEqual({ ok: false, failure });
  });

  it.each([
    [200, '{"items":[1],"total":1}', 'paged', { items: [1], total: 1 }],
    [200, '{"items":[]}', 'items', { items: [] }],
    [204, '', 'any', null],
    [201, '{"id":4}', undefined, { id: 4 }],
  ] as const)('accepts %i %s', (status, body, expect_, data) => {
    expect(readApiResponse(status, body, expect_)).toEqual({ ok: true, data });
  });
});
