import type { CacheKey } from '@csz/core';
import type { ApiClient } from './client';
import { getQuery } from './params';

// Spec §7 "Spirit points": the member's own figures, for the account page's activity tab, its
// chart and the side card on every page. Keyed by member, so a new session never sees the last one's.

/** The cache key of everything about the member's Spirit Points, for writes and log-out to reset. */
export const SPIRIT_POINTS_KEY: CacheKey = ['spiritPoints'];

/** GET spiritPoints/member/commonStat: rank, total, correct scores, events, day streak. */
export function spiritStatsQuery(api: ApiClient, memberKey: string) {
  const path = '/api/csz/spiritPoints/member/commonStat';
  return getQuery(
    api,
    [...SPIRIT_POINTS_KEY, 'stats', memberKey],
    path,
    (s) => s.spiritStatsSchema,
  );
}

/** GET spiritPoints/member/pointsGroupedByDate: points per day, newest first. */
export function pointsByDateQuery(api: ApiClient, memberKey: string) {
  const path = '/api/csz/spiritPoints/member/pointsGroupedByDate';
  return getQuery(api, [...SPIRIT_POINTS_KEY, 'byDate', memberKey], path, (s) => s.pointsByDate);
}

/** GET spiritPoints/member/pointsGroupedByMonth: points per month, oldest first, for the chart. */
export function pointsByMonthQuery(api: ApiClient, memberKey: string) {
  const path = '/api/csz/spiritPoints/member/pointsGroupedByMonth';
  return getQuery(api, [...SPIRIT_POINTS_KEY, 'byMonth', memberKey], path, (s) => s.pointsByMonth);
}

/** Where a leaderboard ranks members: at a school, or in a state. */
export type LeaderboardPlace = { schoolId: number } | { stateId: number };

/** GET spiritPoints/leaderboard: the leaders at a school or in a state, and the reader's rank. */
export function leaderboardQuery(api: ApiClient, memberKey: string, place: LeaderboardPlace) {
  return getQuery(
    api,
    [...SPIRIT_POINTS_KEY, 'leaderboard', memberKey, place],
    '/api/csz/spiritPoints/leaderboard',
    (s) => s.leaderboardSchema,
    { searchParams: place },
  );
}
