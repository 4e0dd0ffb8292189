import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '@csz/core';
import { Leaderboard, PointsByMonthChart, SpiritActivity } from '@csz/widgets';
import { followsQuery } from '../../api/follows';
import { statesQuery } from '../../api/lookups';
import {
  leaderboardQuery,
  pointsByDateQuery,
  pointsByMonthQuery,
  spiritStatsQuery,
} from '../../api/spiritPoints';
import { useQuery } from '../../api/useQuery';
import { useApi } from '../../state/api';
import type { AuthSession } from '@csz/core';
import { tokenClaims } from '../../state/session';
import { leaderboardChoices } from './leaderboardPlaces';

/** 'Points Earned by Month' (spec §2): the account page's side column, and the activity tab's. */
export function MonthlyPointsChart({ session }: { session: AuthSession }) {
  const months = useQuery(pointsByMonthQuery(useApi(), session.email));
  return (
    <PointsByMonthChart
      months={months.status === 'loaded' ? months.data.slice(-12) : []}
      loading={months.status === 'loading' || months.status === 'idle'}
      failed={months.status === 'failed'}
    />
  );
}

/** The leaderboards of the member's schools and states, one at a time. */
function Leaderboards({ session }: { session: AuthSession }) {
  const api = useApi();
  const id = useId();
  const follows = useQuery(followsQuery(api, session.email));
  const states = useQuery(statesQuery(api));
  const choices =
    follows.status === 'loaded'
      ? leaderboardChoices(follows.data.items, states.status === 'loaded' ? states.data.items : [])
      : [];
  const [picked, setPicked] = useState<string | null>(null);
  const choice = choices.find((c) => c.value === picked) ?? choices[0] ?? null;
  const board = useQuery(choice ? leaderboardQuery(api, session.email, choice.place) : null);
  const memberId = tokenClaims(session.accessToken)?.memberId ?? 0;

  let body;
  if (follows.status === 'loaded' && choices.length === 0) {
    body = (
      <p>
        Follow your school to see how you rank there.{' '}
        <Link to={PATHS.addSchoolSub}>Add a school</Link>
      </p>
    );
  } else {
    const failed = follows.status === 'failed' || board.status === 'failed';
    body = (
      <>
        {choices.length > 1 ? (
          <div className="account-field">
            <label htmlFor={id}>Leaderboard for</label>
            <select
              id={id}
              className="csz-input"
              value={choice?.value ?? ''}
              onChange={(event) => setPicked(event.currentTarget.value)}
            >
              {choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <Leaderboard
          placeName={board.status === 'loaded' ? board.data.place.name : (choice?.label ?? '')}
          items={board.status === 'loaded' ? board.data.items : null}
          memberId={memberId}
          // The server names no rank for a member without points there.
          you={
            board.status === 'loaded' ? (board.data.you ?? { rank: null, spiritPoints: 0 }) : null
          }
          failed={failed}
          onRetry={() => (follows.status === 'failed' ? follows.reload() : board.reload())}
        />
      </>
    );
  }
  return (
    <section className="csz-card site-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="site-card__title">
        Leaderboard
      </h2>
      {body}
    </section>
  );
}

/**
 * The activity tab, Spirit PointZ (spec §2, §3 "Spirit stats", §4): the member's figures and points
 * by date, 'Points Earned by Month', and where they rank at their schools and in their states.
 */
export function ActivityTab({ session }: { session: AuthSession }) {
  const api = useApi();
  const stats = useQuery(spiritStatsQuery(api, session.email));
  const days = useQuery(pointsByDateQuery(api, session.email));
  return (
    <>
      <section className="csz-card site-card" aria-labelledby="spirit-activity">
        <h2 id="spirit-activity" className="site-card__title">
          Spirit PointZ
        </h2>
        <SpiritActivity
          stats={stats.status === 'loaded' ? stats.data : null}
          days={days.status === 'loaded' ? days.data : null}
          failed={stats.status === 'failed' || days.status === 'failed'}
          onRetry={() => {
            if (stats.status === 'failed') stats.reload();
            if (days.status === 'failed') days.reload();
          }}
        />
      </section>
      <MonthlyPointsChart session={session} />
      <Leaderboards session={session} />
    </>
  );
}
