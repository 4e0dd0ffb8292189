import type { AddRole, Invite } from '@csz/core';
import type { ApiClient } from './client';

// Spec §7 "Profile, roles, subscriptions": the profile tab's calls (its picture, roles, follows and
// invitations), apart from accounts.ts, which the first load carries. Role writes answer with the
// server's text or entry; callers invalidate FOLLOWS_KEY.

/** POST /api/csz/memberRoles: adds a role; public roles are granted at once, others pending. */
export function addRole(api: ApiClient, role: AddRole) {
  return api.call('POST', '/api/csz/memberRoles', (s) => s.roleEntry, { json: role });
}

/** DELETE /api/csz/memberRoles/{id}: removes one of the member's roles. */
export function removeRole(api: ApiClient, id: number) {
  return api.call('DELETE', `/api/csz/memberRoles/${id}`, (s) => s.message);
}

/** DELETE /api/csz/memberSubscription/deleteMyAccSubscription/{id}: stops following. */
export function removeFollow(api: ApiClient, id: number) {
  const path = `/api/csz/memberSubscription/deleteMyAccSubscription/${id}` as const;
  return api.call('DELETE', path, (s) => s.message);
}

/** PUT /api/csz/memberSubscription/patchMyAcc/{id}: a role's email notifications on or off. */
export function setRoleNotifications(api: ApiClient, id: number, on: boolean) {
  return api.call('PUT', `/api/csz/memberSubscription/patchMyAcc/${id}`, (s) => s.roleEntry, {
    json: { isAutomaticallyTexting: on },
  });
}

/** POST /api/csz/invitemember: invites someone to follow a team in a role. */
export function inviteMember(api: ApiClient, invite: Invite) {
  return api.call('POST', '/api/csz/invitemember', (s) => s.message, { json: invite });
}

/**
 * POST /admin/api/upload/images/avatar: the member's picture (multipart field 'file'), already
 * cropped to a square here; the server makes it 256 x 256 WebP and answers its URL.
 */
export function uploadAvatar(api: ApiClient, picture: Blob) {
  const form = new FormData();
  form.append('file', picture, 'avatar.jpg');
  return api.call('POST', '/admin/api/upload/images/avatar', (s) => s.imageUploadAnswerSchema, {
    form,
  });
}

/** DELETE /api/csz/memberProfile/avatar/{id}: removes a member's picture (their own). */
export function removeAvatar(api: ApiClient, memberId: number) {
  return api.call('DELETE', `/api/csz/memberProfile/avatar/${memberId}`, (s) => s.anything);
}
