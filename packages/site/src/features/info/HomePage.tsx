import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '@csz/core';
import { StreamList } from '@csz/widgets';
import { streamsQuery } from '../../api/games';
import { placeParams } from '../../api/params';
import { useQuery } from '../../api/useQuery';
import { usePageTitle } from '../../shared/usePageTitle';
import { useApi } from '../../state/api';
import { placeOf, useSelection } from '../../state/selection';
import { useToday } from '../../state/today';
import { PageLayout, SideAds } from '../../shared/PageLayout';

/** How many streams the home page lists: the latest. */
const HOME_STREAMS = 3;

/**
 * The home page, as an ordinary page (spec §2 "/": the second reading, so that a newcomer lands on
 * scores rather than a log-in form): the schedule finder and latest streams on the left, today's
 * scores in the centre, ads on the right. The finder and today's scores are other features', given
 * by the route (a feature imports no other feature).
 */
export function HomePage({ finder, todayScores }: { finder: ReactNode; todayScores: ReactNode }) {
  usePageTitle(null);
  const api = useApi();
  const [selection] = useSelection();
  const today = useToday();
  const { stateId, countyId } = placeOf(selection);
  const streams = useQuery(
    streamsQuery(api, { ...placeParams({ stateId, countyId }), perPage: HOME_STREAMS }),
  );
  const left = (
    <>
      <section className="csz-card site-card" aria-labelledby="home-schedules">
        <h2 id="home-schedules" className="site-card__title">
          Team Schedules
        </h2>
        {finder}
      </section>
      <section className="csz-card site-card" aria-labelledby="home-streams">
        <h2 id="home-streams" className="site-card__title">
          Latest Streams
        </h2>
        <StreamList
          streams={streams.status === 'loaded' ? streams.data.items : []}
          loading={streams.status === 'loading'}
          error={streams.status === 'failed' ? streams.failure.message : null}
          today={today}
          onRetry={streams.reload}
        />
      </section>
      <p className="site-banner">
        <Link to={PATHS.wordOfTheDay}>Word of the day</Link> and Pick &apos;Em are coming soon.
      </p>
    </>
  );
  return (
    <PageLayout left={left} side={<SideAds />}>
      <div className="site-page">
        <h1 className="site-page__title">High school scores, schedules and standings</h1>
        {todayScores}
      </div>
    </PageLayout>
  );
}
