import { useCallback, useEffect, useState } from 'react';
import {
  FORUM_MESSAGES,
  PAGE_SIZES,
  TIMERS_MS,
  type ApiResult,
  type NotificationsPage as NotificationsAnswer,
} from '@csz/core';
import { NotAuthorized, NotificationsList } from '@csz/widgets';
import {
  NOTIFICATIONS_KEY,
  getNotificationsPage,
  markNotificationsRead,
} from '../../api/notifications';
import { useQuery, useQueryCache } from '../../api/useQuery';
import { PageLayout } from '../../shared/PageLayout';
import { usePageTitle } from '../../shared/usePageTitle';
import { useApi } from '../../state/api';
import { useSession } from '../../state/session';
import { useOpenSignIn } from '../../state/useRequireLogin';

/** What the cache holds for the list: the pages loaded so far. */
interface NotificationPages extends NotificationsAnswer {
  pages: number;
}

const LIST_KEY = [...NOTIFICATIONS_KEY, 'list'];
const UNREAD_KEY = [...NOTIFICATIONS_KEY, 'unread'];

function firstPage(answer: ApiResult<NotificationsAnswer>): ApiResult<NotificationPages> {
  return answer.ok ? { ok: true, data: { ...answer.data, pages: 1 } } : answer;
}

/**
 * The member's notifications (spec §2 /notifications): 'My Notifications', 10 a page, 'Load More',
 * 'See more activity' past the first 10, the empty text; a failed load is tried again after 1 s
 * (spec §4). Once read here they are marked read, and the header's count goes to nothing.
 */
export function NotificationsPage() {
  usePageTitle(FORUM_MESSAGES.myNotifications);
  const openSignIn = useOpenSignIn();
  // A guest is asked to log in (spec §2 "Guarded pages show 'Not Authorized' with a Log in button").
  if (useSession() == null) {
    return (
      <PageLayout>
        <NotAuthorized onLogIn={openSignIn} />
      </PageLayout>
    );
  }
  return <MemberNotifications />;
}

function MemberNotifications() {
  const api = useApi();
  const cache = useQueryCache();
  const first = useQuery<NotificationPages>(
    {
      key: LIST_KEY,
      load: (signal) =>
        getNotificationsPage(api, 1, PAGE_SIZES.notifications, signal).then(firstPage),
    },
    { retryMs: TIMERS_MS.notificationsRetry },
  );
  const [more, setMore] = useState({ loading: false, error: null as string | null });
  const data = first.status === 'loaded' ? first.data : null;
  const unread = data?.unread ?? 0;

  useEffect(() => {
    if (unread === 0) return;
    void markNotificationsRead(api).then((answer) => {
      if (!answer.ok) return;
      const read = <T extends { unread: number }>(page: T): T => ({ ...page, unread: 0 });
      cache.update(LIST_KEY, read);
      cache.update(UNREAD_KEY, read);
    });
  }, [api, cache, unread]);

  const onLoadMore = useCallback(() => {
    if (data == null || more.loading) return;
    const loaded = data.pages;
    setMore({ loading: true, error: null });
    void getNotificationsPage(api, loaded + 1).then((answer) => {
      if (answer.ok) {
        cache.update<NotificationPages>(LIST_KEY, (pages) => {
          if (pages.pages !== loaded) return pages;
          const shown = new Set(pages.notifications.map((n) => n.id));
          return {
            ...pages,
            notifications: [
              ...pages.notifications,
              ...answer.data.notifications.filter((n) => !shown.has(n.id)),
            ],
            total: answer.data.total,
            pages: loaded + 1,
          };
        });
      }
      setMore({ loading: false, error: answer.ok ? null : answer.failure.message });
    });
  }, [api, cache, data, more.loading]);

  const notifications = data?.notifications ?? [];
  return (
    <PageLayout>
      <div className="site-page">
        <h1 className="csz-visually-hidden">{FORUM_MESSAGES.myNotifications}</h1>
        <NotificationsList
          notifications={notifications}
          hasMore={data != null && notifications.length < data.total}
          loading={first.status === 'loading' || more.loading}
          error={first.status === 'failed' ? first.failure.message : more.error}
          onLoadMore={onLoadMore}
        />
      </div>
    </PageLayout>
  );
}
