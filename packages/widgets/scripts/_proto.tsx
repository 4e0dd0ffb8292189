import { hydrate } from 'preact';
import { useEffect, useState } from 'react';
import { GamesList, ScoreboardHeader, ThemeScope, WidgetLinks } from '../src/embed';

function Frame(props: any) {
  const [date, setDate] = useState(props.date);
  const [sportId, setSportId] = useState(props.sportId);
  const [list, setList] = useState(props.list);
  useEffect(() => {
    const source = new EventSource(`/embed/events?${props.query}`);
    source.onmessage = (e) => {
      const change = JSON.parse(e.data);
      setList((l: any) => ({ ...l, items: l.items.map((g: any) => (g.id === change.id ? { ...g, teams: change.teams, status: change.status } : g)) }));
    };
    return () => source.close();
  }, [props.query]);
  const load = async (d: string, s: string | null, more: boolean) => {
    setList((l: any) => ({ ...l, loading: true, error: null }));
    try {
      const res = await fetch(`/api/csz/games?date=${d}&sportId=${s ?? ''}&page=${more ? 2 : 1}`);
      const body = await res.json();
      setList((l: any) => ({ items: more ? [...l.items, ...body.items] : body.items, total: body.total, loading: false, error: null }));
    } catch { setList((l: any) => ({ ...l, loading: false, error: 'Loading Error' })); }
  };
  return (
    <ThemeScope theme={props.theme} accents={props.accents}>
      <WidgetLinks value={{ base: props.base, target: '_blank' }}>
        <ScoreboardHeader states={[]} counties={[]} sports={props.sports} stateId={null} countyId={null} sportId={sportId} date={date} today={props.today} pickers={['sport']} onStateChange={() => {}} onCountyChange={() => {}} onSportChange={(s) => { setSportId(s); void load(date, s, false); }} onDateChange={(d) => { setDate(d); void load(d, sportId, false); }} />
        <GamesList list={list} onViewMore={() => load(date, sportId, true)} onRefresh={() => load(date, sportId, false)} onRetry={() => load(date, sportId, false)} />
      </WidgetLinks>
    </ThemeScope>
  );
}
const root = document.getElementById('root')!;
hydrate(<Frame {...JSON.parse(document.getElementById('data')!.textContent!)} />, root);
new ResizeObserver(() => parent.postMessage({ type: 'csz:resize', height: document.documentElement.scrollHeight }, '*')).observe(document.documentElement);
