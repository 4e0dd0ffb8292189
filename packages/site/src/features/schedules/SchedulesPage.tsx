import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  PATHS,
  canFetchSchedules,
  contactPath,
  seasonOf,
  seasonsList,
  selectionPath,
  type Selection,
} from '@csz/core';
import { CoachBanner, LeaguePanel, ScheduleNav, SchedulesView, SchoolHeader } from '@csz/widgets';
import { getSchools } from '../../api/lookups';
import { getHeadCoach, getSchedules } from '../../api/schedules';
import { useLoad } from '../../api/useLoad';
import { usePageTitle } from '../../routes/usePageTitle';
import { useApi } from '../../state/api';
import { placeOf, usePageSelection } from '../../state/selection';
import { useToday } from '../../state/today';
import { useRequireLogin } from '../auth';
import { PageLayout } from '../chrome/PageLayout';
import { TeamFinder } from './TeamFinder';
import { useFollow } from './useFollow';

/** The query of the Updates page of a school (and sport). */
function updatesHref(selection: Selection): string {
  const query = new URLSearchParams(
    Object.entries({
      stateId: selection.selectedStateId,
      countyId: selection.selectedCountyId,
      schoolId: selection.selectedSchoolId,
      sportId: selection.selectedSportId,
    }).flatMap(([k, v]) => (v == null ? [] : [[k, v]])),
  ).toString();
  return `${PATHS.scheduleUpdates}?${query}`;
}

function PickEmBanner() {
  return (
    <p className="site-banner">
      Think you know who wins this week? <Link to={PATHS.playGames}>Play Pick &apos;Em</Link>
    </p>
  );
}

/**
 * A school's schedules (spec §2 /schedules): the finder until a school is chosen; then the school's
 * header with FOLLOW, the schedule navigation, the coach banner and league panel for a sport, and
 * a card per sport with its past and coming games. The URL keeps stateId, countyId, schoolId,
 * sportId and season.
 */
export function SchedulesPage() {
  const api = useApi();
  const [selection, dispatch] = usePageSelection('schedules');
  const today = useToday();
  const seasons = useMemo(() => seasonsList(today), [today]);
  const season = selection.season ?? seasonOf(today);
  const { stateId, countyId, schoolId, sportId } = placeOf(selection);
  const withSeason = { ...selection, season };

  const schools = useLoad(countyId && `schools ${countyId}`, (signal) =>
    getSchools(api, countyId, signal),
  );
  const school =
    schools.status === 'loaded'
      ? (schools.data.items.find((s) => String(s.id) === schoolId) ?? null)
      : null;
  const schedules = useLoad(
    canFetchSchedules(withSeason)
      ? `schedules ${stateId} ${countyId} ${schoolId} ${sportId} ${season}`
      : null,
    (signal) => getSchedules(api, { stateId, countyId, schoolId, sportId, season }, signal),
  );
  const coach = useLoad(schoolId && sportId ? `coach ${schoolId} ${sportId}` : null, (signal) =>
    getHeadCoach(api, schoolId!, sportId!, signal),
  );
  const requireLogin = useRequireLogin();
  const navigate = useNavigate();
  const follow = useFollow(school?.id ?? null, sportId == null ? null : Number(sportId));
  usePageTitle('Schedules', school?.name);

  if (schoolId == null) {
    return (
      <PageLayout>
        <div className="site-page">
          <h1 className="site-page__title">Team Schedules</h1>
          <TeamFinder />
          <SchedulesView
            school={null}
            schedules={[]}
            loading={false}
            error={null}
            season={season}
          />
        </div>
      </PageLayout>
    );
  }

  const league = schedules.status === 'loaded' ? schedules.data.league : null;
  const forced = (page: 'schedules' | 'standings' | 'scores', fields: Partial<Selection>) =>
    selectionPath(page, { ...withSeason, ...fields }, { force: true });

  return (
    <PageLayout>
      <div className="site-page">
        {school ? (
          <SchoolHeader
            school={school}
            {...follow}
            {...(sportId == null
              ? {
                  seasons,
                  season,
                  onSeasonChange: (next: string) => dispatch({ type: 'season', season: next }),
                }
              : {})}
          />
        ) : (
          <h1 className="site-page__title">Team Schedules</h1>
        )}
        <ScheduleNav
          current="schedules"
          hasSport={sportId != null}
          hrefs={{
            schedules: selectionPath('schedules', withSeason),
            updates: updatesHref(selection),
            ...(sportId == null
              ? {}
              : {
                  standings: forced('standings', {}),
                  schoolPage: forced('schedules', { selectedSportId: null }),
                }),
          }}
        />
        {sportId != null && coach.status === 'loaded' ? (
          <CoachBanner
            coach={coach.data.items[0] ?? null}
            onUpdateCoach={() =>
              requireLogin(() =>
                navigate(
                  `${contactPath()}?subject=${encodeURIComponent(`Update coach: ${school?.name ?? ''}`)}`,
                ),
              )
            }
          />
        ) : null}
        {sportId != null && league != null ? (
          <LeaguePanel
            leagueName={league.leagueName}
            scoresHref={forced('scores', { selectedSchoolId: null, selectedDate: null })}
            standingsHref={forced('standings', {})}
          />
        ) : null}
        <SchedulesView
          school={school}
          schedules={schedules.status === 'loaded' ? schedules.data.schedules : []}
          loading={schedules.status === 'loading' || schools.status === 'loading'}
          error={schedules.status === 'failed' ? schedules.failure.message : null}
          season={season}
          onRetry={schedules.reload}
          afterFirst={<PickEmBanner />}
        />
      </div>
    </PageLayout>
  );
}
