import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  PATHS,
  canFetchSchedules,
  seasonOf,
  seasonsList,
  selectionPath,
  type Selection,
} from '@csz/core';
import { CoachBanner, LeaguePanel, ScheduleNav, SchedulesView, SchoolHeader } from '@csz/widgets';
import { useLiveGames } from '../../api/live';
import { schoolQuery } from '../../api/lookups';
import { headCoachQuery, schedulesQuery, sendCoachUpdate } from '../../api/schedules';
import { useQuery } from '../../api/useQuery';
import { usePageTitle } from '../../shared/usePageTitle';
import { useApi } from '../../state/api';
import { placeOf, usePageSelection, withSchoolPlace } from '../../state/selection';
import { useToday } from '../../state/today';
import { useRequireLogin } from '../../state/useRequireLogin';
import { PageLayout } from '../../shared/PageLayout';
import { LazyTeamFinder } from './LazyTeamFinder';
import { useFollow } from './useFollow';
import type { UpdateCoachDialogProps } from './UpdateCoachDialog';

// The 'Update Coach' form and its validation load on the first press, apart from the page.
const UpdateCoachDialog = lazy(() =>
  import('./UpdateCoachDialog').then((m) => ({ default: m.UpdateCoachDialog })),
);

/** Back to 'Update Coach' when its dialog closes (the banner may have been drawn anew meanwhile). */
const focusUpdateCoach = () =>
  document.querySelector<HTMLElement>('.csz-coach-banner button')?.focus();

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
 * a card per sport with its past and coming games, which take live changes this season. The URL
 * keeps stateId, countyId, schoolId, sportId and season.
 */
export function SchedulesPage() {
  const api = useApi();
  const [selection, dispatch] = usePageSelection('schedules');
  const today = useToday();
  const seasons = useMemo(() => seasonsList(today), [today]);
  const season = selection.season ?? seasonOf(today);
  const { stateId, countyId, schoolId, sportId } = placeOf(selection);
  const withSeason = { ...selection, season };

  // The school alone is enough (spec §4): its county and state follow from it.
  const found = useQuery(schoolId ? schoolQuery(api, schoolId) : null);
  const school = found.status === 'loaded' ? found.data : null;
  useEffect(() => {
    if (school == null) return;
    const placed = withSchoolPlace(selection, school);
    if (countyId === placed.selectedCountyId && stateId === placed.selectedStateId) return;
    dispatch({ type: 'replace', selection: placed });
  }, [school, countyId, stateId, selection, dispatch]);
  // Named by the school alone (its state and county, which follow from it, change nothing): the
  // same answer keeps its key when they are filled in.
  const schedules = useQuery(
    canFetchSchedules(withSeason) ? schedulesQuery(api, { schoolId, sportId, season }) : null,
  );
  const coach = useQuery(schoolId && sportId ? headCoachQuery(api, schoolId, sportId) : null);
  // This season's games of the school (and sport) are postponed, canceled, moved and scored while
  // a follower has the page open: they show at once. Past seasons no longer change.
  useLiveGames(
    schoolId != null && season === seasonOf(today) ? { schoolId, sportId: sportId ?? null } : null,
  );
  const requireLogin = useRequireLogin();
  // The team the form is about is kept from the press: after a guest logs in, the page's answers
  // load again (state/memberAnswers.ts) while the form opens.
  const [coachForm, setCoachForm] = useState<{
    open: boolean;
    team: UpdateCoachDialogProps['team'];
  } | null>(null);
  const follow = useFollow(school?.id ?? null, sportId == null ? null : Number(sportId));
  usePageTitle('Schedules', school?.name);

  if (schoolId == null) {
    return (
      <PageLayout>
        <div className="site-page">
          <h1 className="site-page__title">Team Schedules</h1>
          <LazyTeamFinder />
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
            onUpdateCoach={() => {
              if (school == null) return;
              const team = {
                schoolId: school.id,
                sportId: Number(sportId),
                schoolName: school.name,
                sportName:
                  (schedules.status === 'loaded'
                    ? schedules.data.schedules.find((s) => String(s.sportId) === sportId)?.sportName
                    : null) ?? null,
              };
              // A guest logs in first, and the form opens once they have (spec §4 "Guest actions").
              requireLogin(() => setCoachForm({ open: true, team }));
            }}
          />
        ) : null}
        {coachForm == null ? null : (
          <Suspense fallback={null}>
            <UpdateCoachDialog
              open={coachForm.open}
              team={coachForm.team}
              onClose={() => setCoachForm({ ...coachForm, open: false })}
              returnFocus={focusUpdateCoach}
              send={(update) => sendCoachUpdate(api, update)}
            />
          </Suspense>
        )}
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
          loading={schedules.status === 'loading' || found.status === 'loading'}
          error={schedules.status === 'failed' ? schedules.failure.message : null}
          season={season}
          onRetry={schedules.reload}
          afterFirst={<PickEmBanner />}
        />
      </div>
    </PageLayout>
  );
}
