import { useId } from 'react';
import {
  MESSAGES,
  PAGE_SIZES,
  PATHS,
  formatNumber,
  formatShortDate,
  notificationHref,
  notificationText,
  type Notification,
} from '@csz/core';
import { SiteLink } from '../internal/links';
import { ListStatus, listPhase } from '../internal/ListStatus';

/** Props of {@link NotificationsList}. */
export interface NotificationsListProps {
  /** The notifications loaded so far, newest first. */
  notifications: readonly Notification[];
  /** Whether more can be loaded. */
  hasMore: boolean;
  /** Whether notifications are loading. */
  loading: boolean;
  /** The load's error, or null; the page retries after 1 s (spec §9). */
  error: string | null;
  /** Loads the next 10. */
  onLoadMore: () => void;
}

/**
 * The notifications list (spec §2): 'My Notifications', each with what happened (core's words: a
 * like, a post, a comment, a followed team's game postponed, canceled, moved or re-timed) and a
 * link to it, the Spirit Points it earned, 'Load More', 'See more activity' past the first 10, and the empty text.
 */
export function NotificationsList({
  notifications,
  hasMore,
  loading,
  error,
  onLoadMore,
}: NotificationsListProps) {
  const titleId = useId();
  return (
    <section className="csz-notifications" aria-labelledby={titleId}>
      <h2 className="csz-notifications__title" id={titleId}>
        {MESSAGES.myNotifications}
      </h2>
      {notifications.length > 0 ? (
        <ul className="csz-notifications__list">
          {notifications.map((n) => {
            const href = notificationHref(n);
            const text = notificationText(n);
            return (
              <li key={n.id} className="csz-notification">
                {href ? <SiteLink href={href}>{text}</SiteLink> : <span>{text}</span>}
                <span className="csz-notification__meta">
                  <time dateTime={n.created}>{formatShortDate(n.created.slice(0, 10))}</time>
                  {n.spiritPoints > 0 ? ` · +${formatNumber(n.spiritPoints)} Spirit Points` : ''}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      <ListStatus
        phase={listPhase({ error, loading, empty: notifications.length === 0 })}
        texts={{
          loading: MESSAGES.loading,
          empty: MESSAGES.noNotifications,
          error: MESSAGES.somethingWentWrong,
        }}
      />
      <div className="csz-notifications__more">
        {hasMore && !loading ? (
          <button type="button" className="csz-button csz-button--secondary" onClick={onLoadMore}>
            {MESSAGES.loadMore}
          </button>
        ) : null}
        {notifications.length > PAGE_SIZES.notifications ? (
          <SiteLink href={PATHS.myAccountActivity}>{MESSAGES.seeMoreActivity}</SiteLink>
        ) : null}
      </div>
    </section>
  );
}
