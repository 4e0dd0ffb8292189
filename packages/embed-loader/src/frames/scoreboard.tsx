// The scoreboard frame's script: takes over the server-rendered scoreboard, loads other days and
// sports from the API, and applies live score changes in place.
import { useReducer, useState } from 'react';
import {
  PAGE_SIZES,
  applyScoreChange,
  initialListState,
  listLoadReducer,
  type DateString,
  type Game,
  type ListAction,
  type ListState,
  type ScoreboardFrameData,
} from '@csz/core/display';
import { ScoreboardEmbed } from '@csz/widgets/embed';
import { getJson, query } from './api';
import { frameData, mount } from './mount';
import { useLiveScores } from './useLiveScores';

interface Params {
  date: DateString;
  sportId: number | null;
  page: number;
}

type Games = ListState<Game, Params>;
type GamesAction = ListAction<Game, Params> | { type: 'live'; games: (games: Game[]) => Game[] };

const load = listLoadReducer<Game, Params>('append');
const reducer = (state: Games, action: GamesAction): Games =>
  action.type === 'live' ? { ...state, items: action.games(state.items) } : load(state, action);

function ScoreboardFrame(data: ScoreboardFrameData) {
  const [date, setDate] = useState(data.date);
  const [sportId, setSportId] = useState(data.sportId);
  const [list, dispatch] = useReducer(reducer, undefined, () => ({
    ...initialListState<Game, Params>(),
    items: data.games,
    total: data.total,
    params: { date: data.date, sportId: data.sportId, page: 1 },
  }));

  const fetchPage = async (params: Params, more: boolean) => {
    dispatch({ type: more ? 'more' : 'start', params });
    try {
      const page = await getJson<{ items: Game[]; total: number }>(
        `/api/csz/games?${query({
          ...data.filter,
          date: params.date,
          sportId: params.sportId,
          page: params.page,
          perPage: PAGE_SIZES.scoreboard,
        })}`,
      );
      dispatch({ type: 'success', params, items: page.items, total: page.total });
    } catch (error) {
      dispatch({ type: 'failure', params, message: (error as Error).message });
    }
  };
  // A sport of null is 'All Sports', not "keep the sport": hence the spread, not ??.
  const reload = (next: { date?: DateString; sportId?: number | null } = {}) =>
    fetchPage({ date, sportId, page: 1, ...next }, false);

  // Only today's games change as readers watch. Other days leave the stream closed: over HTTP/1.1
  // a browser keeps six connections to a host, and each open stream holds one.
  useLiveScores(
    date === data.today ? `/api/live/scores?${query({ ...data.filter, sportId, date })}` : null,
    (change) => dispatch({ type: 'live', games: (games) => applyScoreChange(games, change) }),
  );

  return (
    <ScoreboardEmbed
      {...data.frame}
      sports={data.sports}
      sportId={sportId == null ? null : String(sportId)}
      date={date}
      today={data.today}
      datesWithGames={data.datesWithGames}
      list={list}
      league={data.league}
      onSportChange={(id) => {
        const next = id == null ? null : Number(id);
        setSportId(next);
        void reload({ sportId: next });
      }}
      onDateChange={(day) => {
        setDate(day);
        void reload({ date: day });
      }}
      onViewMore={() =>
        void fetchPage(
          { date, sportId, page: Math.floor(list.items.length / PAGE_SIZES.scoreboard) + 1 },
          true,
        )
      }
      onRefresh={() => void reload()}
      onRetry={() => void reload()}
    />
  );
}

mount(<ScoreboardFrame {...frameData<ScoreboardFrameData>()} />);
