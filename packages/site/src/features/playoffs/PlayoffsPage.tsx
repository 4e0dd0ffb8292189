import { useMemo } from 'react';
import { canFetchPlayoffs, seasonOf, seasonsList } from '@csz/core';
import { BracketList, PlayoffFilters } from '@csz/widgets';
import { playoffsQuery } from '../../api/playoffs';
import { useQuery } from '../../api/useQuery';
import { usePlaceLists, usePreselectedState } from '../../api/usePlaceLists';
import { usePageTitle } from '../../shared/usePageTitle';
import { useApi } from '../../state/api';
import { usePageSelection } from '../../state/selection';
import { useToday } from '../../state/today';
import { PageLayout } from '../../shared/PageLayout';

/**
 * Playoff brackets (spec §2 /playoffs, heading 'Playoffs'): state, sport ('Any Sport') and season
 * filters kept in the URL's stateId, sportId and season, and each sport's brackets with 'View
 * Bracket'. Brackets load once a state and a season are chosen (spec §4).
 */
export function PlayoffsPage() {
  usePageTitle('Playoffs');
  const api = useApi();
  const [selection, dispatch] = usePageSelection('playoffs');
  const today = useToday();
  const seasons = useMemo(() => seasonsList(today), [today]);
  const season = selection.season ?? seasonOf(today);
  const { selectedSportId: sportId } = selection;
  const stateId = usePreselectedState(selection.selectedStateId, dispatch);
  const lists = usePlaceLists({ stateId, countyId: null });

  const ready = canFetchPlayoffs({ ...selection, selectedStateId: stateId, season });
  const playoffs = useQuery(ready ? playoffsQuery(api, { stateId, sportId, season }) : null);

  return (
    <PageLayout>
      <div className="site-page">
        <h1 className="site-page__title">Playoffs</h1>
        <PlayoffFilters
          states={lists.states ?? []}
          sports={lists.sports ?? []}
          seasons={seasons}
          stateId={stateId}
          sportId={sportId}
          season={season}
          onStateChange={(id) => dispatch({ type: 'state', stateId: id })}
          onSportChange={(id) => dispatch({ type: 'sport', sportId: id })}
          onSeasonChange={(next) => dispatch({ type: 'season', season: next })}
        />
        <BracketList
          playoffs={playoffs.status === 'loaded' ? playoffs.data : []}
          loading={playoffs.status === 'loading' || (ready && playoffs.status === 'idle')}
          error={playoffs.status === 'failed' ? playoffs.failure.message : null}
          onRetry={playoffs.reload}
        />
      </div>
    </PageLayout>
  );
}
