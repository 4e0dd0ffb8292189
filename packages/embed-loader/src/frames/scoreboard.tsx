// The scoreboard frame's script: takes over the server-rendered scoreboard, loads other days,
// sports and pages from the API in place of following the frame's own links, and applies live
// score changes.
import { useRef, useState } from 'react';
import {
  applyScoreChange,
  takesLiveScores,
  withSport,
  type DateString,
  type Game,
  type ScoreboardFrameData,
} from '@csz/core/display';
import type { GamesListState } from '@csz/widgets/embed';
import { ScoreboardEmbed, useLiveScores } from '@csz/widgets/embed';
import { getJson, query } from './api';
import { frameData, mount } from './mount';

/** What the frame shows: a day, a sport (null for all) and a page of its games. */
interface Params {
  date: DateString;
  sportId: number | null;
  page: number;
}

function ScoreboardFrame(data: ScoreboardFrameData) {
  // What the strip, the switch and the pager show: the params asked for last.
  const [shown, setShown] = useState<Params>({
    date: data.date,
    sportId: data.sportId,
    page: data.page,
  });
  const [list, setList] = useState<GamesListState>({
    items: data.games,
    total: data.total,
    loading: false,
    error: null,
  });
  // Only the answer to the latest request is taken (spec §4 "List loads").
  const latest = useRef(shown);

  // `quietly`: the games shown are loaded again as they stand, without a loading state (after the
  // live stream was away).
  const show = async (next: Partial<Params>, quietly = false) => {
    // A sport of null is 'All Sports', not "keep the sport": hence the spread, not ??.
    const params = { ...shown, page: 1, ...next };
    latest.current = params;
    setShown(params);
    if (!quietly) setList({ items: [], total: null, loading: true, error: null });
    try {
      const page = await getJson<{ items: Game[]; total: number }>(
        `/api/csz/games?${query({ ...data.filter, ...params, perPage: data.perPage })}`,
      );
      if (latest.current === params) {
        setList({ items: page.items, total: page.total, loading: false, error: null });
      }
    } catch (error) {
      // A quiet load that fails leaves the games shown as they are.
      if (latest.current === params && !quietly) {
        setList({ items: [], total: null, loading: false, error: (error as Error).message });
      }
    }
  };

  // The days whose scores still arrive listen, as the site's lists do (core's takesLiveScores:
  // last night's finals come in the morning after). Other days leave the stream closed: over
  // HTTP/1.1 a browser keeps six connections to a host, and each open stream holds one.
  useLiveScores(
    takesLiveScores(shown.date, data.today)
      ? `/api/live/scores?${query({ ...data.filter, sportId: shown.sportId, date: shown.date })}`
      : null,
    (change) => setList((l) => ({ ...l, items: applyScoreChange(l.items, change) })),
    () => void show({ page: shown.page }, true),
  );

  return (
    <ScoreboardEmbed
      {...data.frame}
      sports={data.sports}
      sportId={shown.sportId == null ? null : String(shown.sportId)}
      date={shown.date}
      today={data.today}
      datesWithGames={data.datesWithGames}
      list={list}
      page={shown.page}
      perPage={data.perPage}
      league={
        // The standings link follows the sport switch (the server gives a base when it gives a league).
        data.league && {
          ...data.league,
          standingsHref: withSport(data.standingsBase!, shown.sportId),
        }
      }
      settings={data.settings}
      compact={data.compact}
      onSportChange={(id) => void show({ sportId: id == null ? null : Number(id) })}
      onDateChange={(date) => void show({ date })}
      onPageChange={(page) => void show({ page })}
      onRetry={() => void show({ page: shown.page })}
    />
  );
}

mount(<ScoreboardFrame {...frameData<ScoreboardFrameData>()} />);
