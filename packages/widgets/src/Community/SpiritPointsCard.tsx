import { MESSAGES, PATHS, formatNumber, type SpiritStats } from '@csz/core';
import { SiteLink } from '../internal/links';
import { StatusMessage } from '../internal/StatusMessage';

/** Props of {@link SpiritPointsCard}. */
export type SpiritPointsCardProps =
  | {
      /** A guest: the card invites them to create an account. */
      viewer: 'guest';
      /** Opens the log-in dialog. */
      onLogIn: () => void;
    }
  | {
      /** A member: the card shows their points and leads to their activity. */
      viewer: 'member';
      /** The member's stats; null while loading. */
      stats: SpiritStats | null;
      /** Whether the stats failed to load. */
      failed: boolean;
    };

/**
 * The Spirit PointZ side card (spec §2): guests see 'CREATE AN ACCOUNT TO START EARNING SPIRIT
 * POINTS' and open the log-in dialog; members see their points and go to /my-account/activity.
 */
export function SpiritPointsCard(props: SpiritPointsCardProps) {
  if (props.viewer === 'guest') {
    return (
      <aside className="csz-spirit csz-card" aria-label="Spirit PointZ">
        <p className="csz-spirit__brand">Spirit PointZ</p>
        <button type="button" className="csz-button csz-spirit__join" onClick={props.onLogIn}>
          {MESSAGES.spiritPointsGuest}
        </button>
      </aside>
    );
  }
  const { stats, failed } = props;
  let body;
  if (failed) body = <StatusMessage kind="error">{MESSAGES.cantLoadData}</StatusMessage>;
  else if (stats == null) body = <StatusMessage kind="loading">{MESSAGES.loading}</StatusMessage>;
  else {
    const figures: [string, string][] = [
      ['Rank', stats.rank == null ? '–' : `#${formatNumber(stats.rank)}`],
      ['Correct scores', formatNumber(stats.correctScores.count)],
      ['Events', formatNumber(stats.allEventsCount.count)],
      ['Day streak', formatNumber(stats.daysStreak)],
    ];
    body = (
      <SiteLink href={PATHS.myAccountActivity} className="csz-spirit__link">
        <span className="csz-spirit__points">
          {formatNumber(stats.spiritPoints.sum)}
          <span className="csz-spirit__unit"> points</span>
        </span>
        <dl className="csz-spirit__figures">
          {figures.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </SiteLink>
    );
  }
  return (
    <aside className="csz-spirit csz-card" aria-label="Spirit PointZ">
      <p className="csz-spirit__brand">Spirit PointZ</p>
      {body}
    </aside>
  );
}
