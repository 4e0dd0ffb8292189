import { useCallback, useEffect } from 'react';
import {
  PATHS,
  gamesWithAds,
  nearestAvailableDate,
  seasonOf,
  selectionPath,
  type Season,
  type Selection,
} from '@csz/core';
import { AdSlot, GameLikeButton, GamesList, ScoreboardHeader, ScoresLinkBar } from '@csz/widgets';
import { usePlaceLists, usePreselectedState } from '../../api/usePlaceLists';
import { usePageTitle } from '../../shared/usePageTitle';
import { placeOf, usePageSelection } from '../../state/selection';
import { useToday } from '../../state/today';
import { LazyCalendar } from '../../shared/LazyCalendar';
import { PageLayout } from '../../shared/PageLayout';
import { useAd } from '../../shared/SiteAd';
import { useGameLike } from './useGameLike';
import { useGameDates } from '../../api/useGameDates';
import { useGamesList } from '../../api/useGamesList';

/**
 * The link bar's pages, each carrying the place and sport the page shows; standings also the
 * season, and over the reader's own standings choice (force), so that 'Standings' opens on what
 * the page showed.
 */
export function scoresLinkHrefs(selection: Selection, season: Season) {
  const place = {
    selectedStateId: selection.selectedStateId,
    selectedCountyId: selection.selectedCountyId,
    selectedSportId: selection.selectedSportId,
  };
  const updates = new URLSearchParams(
    Object.entries({
      stateId: place.selectedStateId,
      countyId: place.selectedCountyId,
      sportId: place.selectedSportId,
    }).flatMap(([k, v]) => (v == null ? [] : [[k, v]])),
  ).toString();
  return {
    updates: updates === '' ? PATHS.updates : `${PATHS.updates}?${updates}`,
    scores: selectionPath('scores', place),
    standings: selectionPath('standings', { ...place, season }, { force: true }),
  };
}

/**
 * The scoreboard (spec §2 /scores): state, county and sport pickers, the 'Updates / Scores /
 * Standings' bar, the date strip and calendar, the county's league banner and a day's games with
 * ads among them. The list reloads whenever the state, county, sport or day changes.
 */
export function ScoresPage() {
  usePageTitle('Scores');
  const [selection, dispatch] = usePageSelection('scores');
  const today = useToday();
  const { countyId, sportId } = placeOf(selection);
  const stateId = usePreselectedState(selection.selectedStateId, dispatch);
  const lists = usePlaceLists({ stateId, countyId });

  const place = { stateId, countyId, sportId };
  const datesWithGames = useGameDates(place, selection.selectedDate ?? today);
  // Until the reader picks a day, the scoreboard opens on the day nearest today with games (spec §4
  // "After schedule dates load, the selected date moves to the nearest available date"): shown so
  // in the render that has the days (a render on the server has no effects), then picked.
  const nearest =
    datesWithGames != null && datesWithGames.length > 0
      ? nearestAvailableDate(today, datesWithGames)
      : null;
  useEffect(() => {
    if (selection.selectedDate == null && nearest != null)
      dispatch({ type: 'date', date: nearest });
  }, [selection.selectedDate, nearest, dispatch]);
  const date = selection.selectedDate ?? nearest ?? today;
  // Without a day picked, the games wait for the days with games, which say which day to list.
  const dayKnown = selection.selectedDate != null || datesWithGames != null;

  const games = useGamesList(stateId == null || !dayKnown ? null : { ...place, date });
  const like = useGameLike();
  const league = games.list.league;
  // One ad for the feed slot, asked for once, shown after every 6 games (spec §9).
  const feedAd = useAd('Statewide_300x250');
  const renderAd = useCallback(
    (index: number) => <AdSlot key={index} slot="Statewide_300x250" ad={feedAd} />,
    [feedAd],
  );

  return (
    <PageLayout>
      <div className="site-page">
        <h1 className="site-page__title site-page__title--wide-only">Scores</h1>
        <ScoreboardHeader
          states={lists.states ?? []}
          counties={lists.counties ?? []}
          sports={lists.sports ?? []}
          stateId={stateId}
          countyId={countyId}
          sportId={sportId}
          date={date}
          today={today}
          datesWithGames={datesWithGames}
          onStateChange={(id) => dispatch({ type: 'state', stateId: id })}
          onCountyChange={(id) => dispatch({ type: 'county', countyId: id })}
          onSportChange={(id) => dispatch({ type: 'sport', sportId: id })}
          onDateChange={(day) => dispatch({ type: 'date', date: day })}
          onGetScores={games.reload}
          linkBar={
            <ScoresLinkBar current="scores" hrefs={scoresLinkHrefs(selection, seasonOf(date))} />
          }
          calendar={
            <LazyCalendar
              selected={date}
              today={today}
              datesWithGames={datesWithGames}
              onChange={(day) => dispatch({ type: 'date', date: day })}
            />
          }
          league={
            league == null
              ? null
              : {
                  leagueName: league.leagueName,
                  standingsHref: selectionPath(
                    'standings',
                    { ...selection, season: seasonOf(date) },
                    { force: true },
                  ),
                }
          }
        />
        <GamesList
          list={games.list}
          onViewMore={games.viewMore}
          onRefresh={games.reload}
          onRetry={games.reload}
          ads={{ place: gamesWithAds, render: renderAd }}
          renderLike={(game) => <GameLikeButton game={game} {...like} />}
          headingLevel={2}
        />
      </div>
    </PageLayout>
  );
}
