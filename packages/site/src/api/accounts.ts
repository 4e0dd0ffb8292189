import { loginResponseSchema, type LoginForm } from '@csz/core';
import { z } from 'zod';
import type { ApiClient } from './client';

/** POST /api/csz/login: an access token and a refresh token for an email and password. */
export function logIn(api: ApiClient, credentials: LoginForm) {
  return api.call('POST', '/api/csz/login', loginResponseSchema, { json: credentials });
}

/** POST /api/csz/logout: ends the session of a refresh token on the server too. */
export function logOut(api: ApiClient, refreshToken: string) {
  return api.call('POST', '/api/csz/logout', z.unknown(), { json: { refreshToken } });
}
