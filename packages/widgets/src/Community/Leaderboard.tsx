import { MESSAGES, formatNumber, type Leaderboard as LeaderboardAnswer } from '@csz/core/display';
import { StatusMessage } from '../internal/StatusMessage';

/** One member on a leaderboard, as the API lists them (1 is the most points; ties share a rank). */
export type LeaderboardEntry = LeaderboardAnswer['items'][number];

/** Props of {@link Leaderboard}. */
export interface LeaderboardProps {
  /** What the board ranks, e.g. 'Walt Whitman High School' or 'Maryland'. */
  placeName: string;
  /** The leaders; null while loading or when it failed. */
  items: readonly LeaderboardEntry[] | null;
  /** The member reading, marked on the board. */
  memberId: number;
  /** The reader's own place when they are not among the leaders shown. */
  you: { rank: number | null; spiritPoints: number } | null;
  failed: boolean;
  onRetry: () => void;
}

/**
 * Members ranked by Spirit Points at a school or in a state (issue 18): a table, so that a screen
 * reader reads rank, name and points together; the reader's own row is marked, and their rank is
 * given under the board when they are further down.
 */
export function Leaderboard({
  placeName,
  items,
  memberId,
  you,
  failed,
  onRetry,
}: LeaderboardProps) {
  if (failed) {
    return (
      <StatusMessage kind="error" action={{ label: 'Retry', onClick: onRetry }}>
        {MESSAGES.cantLoadData}
      </StatusMessage>
    );
  }
  if (items == null) return <StatusMessage kind="loading">{MESSAGES.loading}</StatusMessage>;
  if (items.length === 0) {
    return <StatusMessage kind="empty">{MESSAGES.noDataAvailable}</StatusMessage>;
  }
  const youShown = items.some((entry) => entry.memberId === memberId);
  return (
    <>
      <table className="csz-leaderboard">
        <caption className="csz-visually-hidden">{`Spirit PointZ leaders: ${placeName}`}</caption>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Member</th>
            <th scope="col">Points</th>
          </tr>
        </thead>
        <tbody>
          {items.map((entry) => {
            const isYou = entry.memberId === memberId;
            return (
              <tr
                key={entry.memberId}
                className={isYou ? 'csz-leaderboard__you' : undefined}
                aria-current={isYou ? 'true' : undefined}
              >
                <td>{formatNumber(entry.rank)}</td>
                <th scope="row" className="csz-leaderboard__member">
                  {entry.avatarUrl ? (
                    <img src={entry.avatarUrl} alt="" width={28} height={28} loading="lazy" />
                  ) : (
                    <span className="csz-leaderboard__initial" aria-hidden="true">
                      {entry.displayName.charAt(0).toUpperCase()}
                    </span>
                  )}
                  <span className="csz-leaderboard__name">
                    {entry.displayName}
                    {isYou ? ' (you)' : ''}
                  </span>
                </th>
                <td>{formatNumber(entry.spiritPoints)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {!youShown && you != null ? (
        <p className="csz-leaderboard__self">
          {you.rank == null
            ? 'Earn Spirit Points to join this board.'
            : `You are #${formatNumber(you.rank)} with ${formatNumber(you.spiritPoints)} points.`}
        </p>
      ) : null}
    </>
  );
}
