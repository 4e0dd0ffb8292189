import { useMemo } from 'react';
import { canFetchStandings, seasonOf, seasonsList, isCountyPickerEnabled } from '@csz/core';
import { ScoresLinkBar, Select, StandingsTable } from '@csz/widgets';
import { standingsQuery } from '../../api/standings';
import { useQuery } from '../../api/useQuery';
import { usePlaceLists } from '../../api/usePlaceLists';
import { usePageTitle } from '../../shared/usePageTitle';
import { useApi } from '../../state/api';
import { placeOf, usePageSelection } from '../../state/selection';
import { useToday } from '../../state/today';
import { PageLayout } from '../../shared/PageLayout';
import { scoresLinkHrefs } from './ScoresPage';

/** What the page says before it can ask for standings (spec §4: state, county and sport needed). */
export const PICK_FOR_STANDINGS = 'Choose a state, a county and a sport to see its standings.';

/** What it says when only the sport is missing (a link from 'All Sports'): standings are per sport. */
export const PICK_SPORT_FOR_STANDINGS = 'Standings are kept per sport: choose a sport to see them.';

/**
 * A league's standings (spec §2 /scores/standings): title 'Standings', state, county and sport
 * pickers and the season picker, all kept in the URL's selectedStateId, selectedCountyId,
 * selectedSportId and season.
 */
export function StandingsPage() {
  usePageTitle('Standings');
  const api = useApi();
  const [selection, dispatch] = usePageSelection('standings');
  const today = useToday();
  const seasons = useMemo(() => seasonsList(today), [today]);
  const season = selection.season ?? seasonOf(today);
  const { stateId, countyId, sportId } = placeOf(selection);
  const lists = usePlaceLists({ stateId, countyId });
  const ready = canFetchStandings(selection);
  const standings = useQuery(
    ready ? standingsQuery(api, { stateId, countyId, sportId, year: season }) : null,
  );

  return (
    <PageLayout>
      <div className="site-page">
        <ScoresLinkBar current="standings" hrefs={scoresLinkHrefs(selection, season)} />
        <div className="site-pickers">
          <Select
            label="State"
            placeholder="Choose State"
            options={lists.states ?? []}
            value={stateId}
            onChange={(id) => dispatch({ type: 'state', stateId: id })}
          />
          <Select
            label="County"
            placeholder="Choose County"
            options={lists.counties ?? []}
            value={countyId}
            disabled={!isCountyPickerEnabled(selection)}
            onChange={(id) => dispatch({ type: 'county', countyId: id })}
          />
          <Select
            label="Sport"
            placeholder="Choose Sport"
            options={lists.sports ?? []}
            value={sportId}
            onChange={(id) => dispatch({ type: 'sport', sportId: id })}
          />
        </div>
        {ready ? (
          <StandingsTable
            title="Standings"
            titleLevel={1}
            groups={standings.status === 'loaded' ? standings.data.items : []}
            loading={standings.status === 'loading'}
            error={standings.status === 'failed' ? standings.failure.message : null}
            leagueName={standings.status === 'loaded' ? standings.data.league?.leagueName : null}
            season={season}
            seasons={seasons}
            onSeasonChange={(next) => dispatch({ type: 'season', season: next })}
            onRetry={standings.reload}
          />
        ) : (
          // Not an empty table that says 'No data found': what is missing, asked for.
          <>
            <h1 className="site-page__title">Standings</h1>
            <p className="site-banner" role="status">
              {stateId != null && countyId != null && sportId == null
                ? PICK_SPORT_FOR_STANDINGS
                : PICK_FOR_STANDINGS}
            </p>
          </>
        )}
      </div>
    </PageLayout>
  );
}
