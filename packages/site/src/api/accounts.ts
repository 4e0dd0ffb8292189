import type {
  ChangePassword,
  LoginForm,
  Preferences,
  RegisterRequest,
  ResetPassword,
} from '@csz/core';
import type { ApiClient, BodyOf } from './client';
import { getQuery } from './params';

// Spec §7 "Auth and accounts" and "Profile, roles, subscriptions"; bodies as the server reads them.
// Every call picks its schema from ./schemas, which loads apart from the pages (client.ts).

/** POST /api/csz/login: an access token and a refresh token for an email and password. */
export function logIn(api: ApiClient, credentials: LoginForm) {
  return api.call('POST', '/api/csz/login', (s) => s.loginResponseSchema, { json: credentials });
}

/** POST /api/csz/logout: ends the session of a refresh token on the server too. */
export function logOut(api: ApiClient, refreshToken: string) {
  return api.call('POST', '/api/csz/logout', (s) => s.anything, { json: { refreshToken } });
}

/** POST /api/csz/check: whether an account exists for an email (the sign-in dialog's first step). */
export function checkAccount(api: ApiClient, email: string) {
  return api.call('POST', '/api/csz/check', (s) => s.accountCheckResponseSchema, {
    json: { email },
  });
}

/** POST /api/csz/register: creates an account and logs it in. */
export function register(api: ApiClient, request: RegisterRequest) {
  return api.call('POST', '/api/csz/register', (s) => s.loginResponseSchema, { json: request });
}

/** POST /api/csz/token/refresh: swaps a refresh token (spent) for a new session. */
export function refreshSession(api: ApiClient, refreshToken: string) {
  return api.call('POST', '/api/csz/token/refresh', (s) => s.loginResponseSchema, {
    json: { refreshToken },
  });
}

/** POST /api/csz/recovery: emails a link that restores a closed account. */
export function requestRestore(api: ApiClient, email: string) {
  return api.call('POST', '/api/csz/recovery', (s) => s.message, { json: { email } });
}

/** POST /api/csz/recovery/restore: restores a closed account from the emailed link, logged in. */
export function restoreAccount(api: ApiClient, link: { email: string; token: string }) {
  return api.call('POST', '/api/csz/recovery/restore', (s) => s.loginResponseSchema, {
    json: link,
  });
}

/** POST /api/csz/forgotPassword: emails a reset code (the same answer for an unknown email). */
export function requestPasswordReset(api: ApiClient, email: string) {
  return api.call('POST', '/api/csz/forgotPassword', (s) => s.message, { json: { email } });
}

/** POST /api/csz/forgotPassword/change: a new password with the emailed code. */
export function resetPasswordWithCode(
  api: ApiClient,
  reset: { token: string; newPassword: string },
) {
  return api.call('POST', '/api/csz/forgotPassword/change', (s) => s.message, { json: reset });
}

/** POST /api/csz/resetPassword: a new password with the emailed link's email and token. */
export function resetPassword(api: ApiClient, reset: ResetPassword) {
  return api.call('POST', '/api/csz/resetPassword', (s) => s.message, { json: reset });
}

/** PUT /api/csz/changePassword/{memberId}: the member's own password; it ends every session. */
export function changePassword(api: ApiClient, memberId: number, change: ChangePassword) {
  return api.call('PUT', `/api/csz/changePassword/${memberId}`, (s) => s.message, { json: change });
}

/** GET /api/csz/memberProfile: the profile of the member logged in. */
export function profileQuery(api: ApiClient, memberKey: string) {
  return getQuery(api, ['profile', memberKey], '/api/csz/memberProfile', (s) => s.profileSchema);
}

/** The profile fields a member may change (the email is not one). */
export type ProfileChange = BodyOf<'PUT', '/api/csz/memberProfile'>;

/** PUT /api/csz/memberProfile: saves the profile; fields left out are cleared. */
export function saveProfile(api: ApiClient, profile: ProfileChange) {
  return api.call('PUT', '/api/csz/memberProfile', (s) => s.profileSchema, { json: profile });
}

/** POST /api/csz/preferences: follows a school and its sports with a self sign-up role. */
export function savePreferences(api: ApiClient, preferences: Preferences) {
  return api.call('POST', '/api/csz/preferences', (s) => s.roleEntries, {
    json: preferences,
    expect: 'items',
  });
}
