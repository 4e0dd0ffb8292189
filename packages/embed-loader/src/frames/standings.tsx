// The standings frame's script: takes over the server-rendered standings and loads other seasons
// in place of submitting the season form.
import { useRef, useState } from 'react';
import {
  chosenStandings,
  type Season,
  type StandingGroup,
  type StandingsFrameData,
} from '@csz/core/display';
import { StandingsEmbed } from '@csz/widgets/embed';
import { getJson, query } from './api';
import { frameData, mount } from './mount';

function StandingsFrame(data: StandingsFrameData) {
  const [season, setSeason] = useState(data.season);
  const [state, setState] = useState({
    groups: data.groups,
    leagueName: data.leagueName,
    loading: false,
    error: null as string | null,
  });
  // Only the answer to the latest season asked for is taken (spec §4 "List loads").
  const latest = useRef<Season | null>(null);

  const load = async (next: Season) => {
    latest.current = next;
    setState((s) => ({ ...s, groups: [], loading: true, error: null }));
    try {
      const answer = await getJson<{
        items: StandingGroup[];
        league: { leagueName: string } | null;
      }>(`/api/csz/standings?${query({ ...data.filter, year: next })}`);
      if (latest.current !== next) return;
      setState({
        // The frame's league or division only, as the server chose them.
        groups: chosenStandings(answer.items, data.chosen),
        leagueName: data.chosen.league ?? answer.league?.leagueName ?? null,
        loading: false,
        error: null,
      });
    } catch (error) {
      if (latest.current === next) {
        setState((s) => ({ ...s, loading: false, error: (error as Error).message }));
      }
    }
  };

  return (
    <StandingsEmbed
      {...data.frame}
      {...state}
      season={season}
      seasons={data.seasons}
      place={data.filter}
      settings={data.settings}
      compact={data.compact}
      onSeasonChange={(next) => {
        setSeason(next);
        void load(next);
      }}
      onRetry={() => void load(season)}
    />
  );
}

mount(<StandingsFrame {...frameData<StandingsFrameData>()} />);
