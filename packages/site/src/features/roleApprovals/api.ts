import type { ApiClient } from '../../api/client';
import { getQuery } from '../../api/params';

/** The cache key of the role approval queue, for the decisions that change it. */
export const ROLE_APPROVALS_KEY = 'role-approvals';

/**
 * GET /admin/api/memberRoles/pending: the pending roles the caller may approve (a SiteAdmin all, an
 * athletic director their school's below theirs), with who asked; 403 for anyone else.
 */
export function pendingRolesQuery(api: ApiClient, accessToken: string) {
  const path = '/admin/api/memberRoles/pending';
  return getQuery(api, [ROLE_APPROVALS_KEY, accessToken], path, (s) => s.pendingRoles);
}

/**
 * POST /admin/api/memberRoles/{id}/approve or /reject: grants or declines a pending role; the
 * server mails the member. 409 when another decided it first.
 */
export function decideRole(api: ApiClient, id: number, decision: 'approve' | 'reject') {
  return api.call('POST', `/admin/api/memberRoles/${id}/${decision}`, (s) => s.anything);
}
