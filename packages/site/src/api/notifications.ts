import { PAGE_SIZES, type CacheKey } from '@csz/core';
import type { ApiClient } from './client';
import { getQuery } from './params';

// Spec §7 "GET notifications with page and perPage": shared by the notifications page and the
// header's unread count, which are features of their own.

/** The cache key of everything about the member's notifications, for writes that change them. */
export const NOTIFICATIONS_KEY: CacheKey = ['notifications'];

/** GET /api/notifications: one page of the member's notifications, newest first, and the unread. */
export function getNotificationsPage(
  api: ApiClient,
  page: number,
  perPage: number = PAGE_SIZES.notifications,
  signal?: AbortSignal,
) {
  return api.call('GET', '/api/notifications', (s) => s.notificationsPageSchema, {
    searchParams: { page, perPage },
    ...(signal ? { signal } : {}),
  });
}

/** How many notifications the member has not read, for the header: the smallest page's count. */
export function unreadCountQuery(api: ApiClient) {
  return getQuery(
    api,
    [...NOTIFICATIONS_KEY, 'unread'],
    '/api/notifications',
    (s) => s.notificationsPageSchema,
    {
      searchParams: { page: 1, perPage: 1 },
    },
  );
}

/** POST /api/notifications/read: marks all the member's notifications read. */
export function markNotificationsRead(api: ApiClient) {
  return api.call('POST', '/api/notifications/read', (s) => s.unreadAnswer);
}
