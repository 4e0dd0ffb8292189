import { useCallback, useMemo } from 'react';
import {
  SITE_ADMIN,
  actorFromRoleEntries,
  can,
  type Actor,
  type Permission,
  type RoleEntry,
} from '@csz/core';
import { followsQuery } from '../api/follows';
import { useQuery } from '../api/useQuery';
import { useApi } from './api';
import { tokenClaims, useSession } from './session';

const NO_ENTRIES: readonly RoleEntry[] = [];

/** How long the member's role entries stay fresh for the pages' permission checks. */
const ROLES_FRESH_MS = 60_000;

/**
 * Who the member logged in is, as the server builds it (spec §6): core's actorFromRoleEntries on
 * their role entries (GET myAccAll, the cache's follows), a SiteAdmin as the token says. Until the
 * entries arrive, the member holds no role. Null for a guest.
 */
export function useActor(): Actor {
  const api = useApi();
  const session = useSession();
  const claims = session == null ? null : tokenClaims(session.accessToken);
  const entries = useQuery(
    session == null || claims == null ? null : followsQuery(api, session.email),
    { staleMs: ROLES_FRESH_MS },
  );
  const items = entries.status === 'loaded' ? entries.data.items : NO_ENTRIES;
  const memberId = claims?.memberId ?? null;
  const isSiteAdmin = claims?.roleName === SITE_ADMIN;
  return useMemo(
    () => (memberId == null ? null : actorFromRoleEntries({ memberId, isSiteAdmin }, items)),
    [memberId, isSiteAdmin, items],
  );
}

/**
 * Whether the member may take an action: core's can() (spec §6) on the actor the server would build,
 * so that every button and link the site shows is one the server allows. The site only hides; the
 * server checks every call with the same rule.
 */
export function useCan(): (permission: Permission) => boolean {
  const actor = useActor();
  return useCallback((permission: Permission) => can(actor, permission).allowed, [actor]);
}
