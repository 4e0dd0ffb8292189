import { Link } from 'react-router-dom';
import { PATHS, formatNumber } from '@csz/core';
import { unreadCountQuery } from '../../api/notifications';
import { useQuery } from '../../api/useQuery';
import { useApi } from '../../state/api';
import './chrome.css';

/** How long the header's count is taken as it is before it is asked again (a new page). */
const UNREAD_FRESH_MS = 60_000;

/**
 * The header's link to the member's notifications, with how many are unread (issue 17, spec §2
 * /notifications). Shown to members only; the notifications page marks them read, which empties
 * the count.
 */
export function NotificationsLink() {
  const api = useApi();
  const answer = useQuery(unreadCountQuery(api), { staleMs: UNREAD_FRESH_MS });
  const unread = answer.status === 'loaded' ? answer.data.unread : 0;
  return (
    <Link
      to={PATHS.notifications}
      className="csz-button csz-button--quiet site__notifications"
      aria-label={unread > 0 ? `Notifications, ${formatNumber(unread)} unread` : 'Notifications'}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {unread > 0 ? (
        <span className="site__badge" aria-hidden="true">
          {unread > 99 ? '99+' : formatNumber(unread)}
        </span>
      ) : null}
    </Link>
  );
}
