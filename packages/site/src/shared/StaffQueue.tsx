import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { MESSAGES, PATHS, pageTitle, type Permission } from '@csz/core';
import { LoadingScreen, NotAuthorized } from '@csz/widgets';
import type { Query } from '../api/params';
import { useQuery, type LoadHandle } from '../api/useQuery';
import { useApi } from '../state/api';
import { useSession } from '../state/session';
import { useCan } from '../state/useCan';
import { useOpenSignIn } from '../state/useRequireLogin';
import type { ApiClient } from '../api/client';

/**
 * A staff queue's page (score review, forum review, role approvals): its title and what it holds,
 * then the queue once loaded, its failure with 'Retry', or the loading screen. For those the
 * permission allows only. With `refusal` 'home' (staff's own pages), anyone else, or anyone the
 * server refuses, goes to the home page; with 'notAuthorized' (a page members reach too, from a
 * mail or a link), they see 'Not Authorized' with a Log in button (spec §2 guarded pages), and the
 * queue once logged in as someone the server allows. The server decides; the page only hides.
 */
export function StaffQueuePage<T>({
  title,
  about,
  permission,
  refusal = 'home',
  query,
  children,
}: {
  title: string;
  about: ReactNode;
  permission: Permission;
  /** What a guest or a member not allowed gets. @default 'home' */
  refusal?: 'home' | 'notAuthorized';
  query: (api: ApiClient, accessToken: string) => Query<T>;
  children: (data: T) => ReactNode;
}) {
  const session = useSession();
  const allowed = useCan()(permission);
  const openSignIn = useOpenSignIn();
  const api = useApi();
  const toNotAuthorized = refusal === 'notAuthorized';
  // A role that allows it may still be loading (the member's roles): such a page asks the server,
  // whose 403 is the refusal.
  const queue: LoadHandle<T> = useQuery(
    session != null && (allowed || toNotAuthorized) ? query(api, session.accessToken) : null,
  );
  const refused =
    queue.status === 'failed' && (queue.failure.status === 401 || queue.failure.status === 403);
  if (!toNotAuthorized && (session == null || !allowed || refused)) {
    return <Navigate to={PATHS.home} replace />;
  }
  if (session == null || refused) {
    return (
      <>
        <title>{pageTitle({ page: title })}</title>
        <NotAuthorized onLogIn={openSignIn} />
      </>
    );
  }

  return (
    <>
      <title>{pageTitle({ page: title })}</title>
      <div className="site-page">
        <h1 className="site-page__title">{title}</h1>
        <p className="site-page__about">{about}</p>
        {queue.status === 'loaded' ? (
          children(queue.data)
        ) : queue.status === 'failed' ? (
          <div className="csz-panel" role="alert">
            <p className="csz-panel__title">{queue.failure.message}</p>
            <button type="button" className="csz-button" onClick={queue.reload}>
              {MESSAGES.retry}
            </button>
          </div>
        ) : (
          <LoadingScreen />
        )}
      </div>
    </>
  );
}

/**
 * Where focus goes after staff decide on a queue's item (a game, a post): the first of the items
 * that followed it that is still listed, else the item itself if it still is, else the first item;
 * null when none is left.
 */
export function nextToFocus(
  before: readonly number[],
  decided: number,
  now: readonly number[],
): number | null {
  const listed = new Set(now);
  const after = before.slice(before.indexOf(decided) + 1).find((id) => listed.has(id));
  if (after != null) return after;
  return listed.has(decided) ? decided : (now[0] ?? null);
}

/**
 * Moves focus once the queue has loaded again after a decision: to the heading of the next item
 * still listed ({@link nextToFocus}), else to the empty queue's text. Answers `decided(id)`, to
 * call when a decision on item `id` succeeds.
 */
export function useFocusAfterDecision<T>(
  items: readonly T[],
  idOf: (item: T) => number,
  headingId: (id: number) => string,
  emptyId: string,
): (id: number) => void {
  // The queue as it was when a decision was taken, until the queue has loaded again (a new list,
  // even when it holds the same items).
  const decision = useRef<{ before: readonly T[]; id: number } | null>(null);
  useEffect(() => {
    const last = decision.current;
    if (last == null || last.before === items) return;
    decision.current = null;
    const target = nextToFocus(last.before.map(idOf), last.id, items.map(idOf));
    document.getElementById(target == null ? emptyId : headingId(target))?.focus();
  }, [items, idOf, headingId, emptyId]);
  return (id) => {
    decision.current = { before: items, id };
  };
}
