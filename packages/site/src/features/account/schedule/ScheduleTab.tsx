import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Link } from 'react-router-dom';
import {
  ACCOUNT_MESSAGES,
  FORUM_MESSAGES,
  GAME_MESSAGES,
  MESSAGES,
  ROLE_LIST_MESSAGES,
  SCORE_MESSAGES,
  TIMERS_MS,
  accountTabPath,
  calendarWindow,
  can,
  type AuthSession,
  type CalendarAction,
  type Game,
  type RoleEntry,
} from '@csz/core';
import { LoadingScreen } from '@csz/widgets';
import { followsQuery } from '../../../api/follows';
import { GAMES_KEY } from '../../../api/games';
import { schoolsQuery, sportsQuery } from '../../../api/lookups';
import {
  TEAM_CALENDAR_KEY,
  cancelCalendarGame,
  deleteCalendarGame,
  teamCalendarQuery,
  type TeamCalendarQuery,
} from '../../../api/teamCalendar';
import { useQuery, useQueryCache, type Load } from '../../../api/useQuery';
import { useApi } from '../../../state/api';
import { useToday } from '../../../state/today';
import { useActor } from '../../../state/useCan';
import { calendarEntry, entryId, mergeCalendars, type CalendarGame } from './calendarGames';
import type { CalendarAt } from './CalendarView';
import { GameDetail } from './GameDetail';
import { GameForm } from './GameForm';
import { gameFormOf, newGameForm, teamOfSchool, type EventPlace } from './gameFormValues';
import { ListView } from './ListView';
import { PostponeForm } from './PostponeForm';
import { RoleFilterFields } from './RoleFilterFields';
import {
  calendarPlace,
  chosenRole,
  eventTarget,
  readRoleFilters,
  rolePicks,
  viewableRoles,
  writeRoleFilters,
  type CalendarPlace,
  type RoleFilters,
} from './roleFilters';
import { ViewTabs, type View } from './ViewTabs';
import './schedule.css';

// FullCalendar is a chunk of its own, fetched only when Calendar View shows (research19.md: 81 KB
// gzipped): the account page, the add form and List View load without it.
const CalendarView = lazy(() => import('./CalendarView'));

/** What shows over the sub-tab: a game's detail form, or one of its actions' forms. */
type Panel =
  | { type: 'detail'; item: CalendarGame }
  | { type: 'edit' | 'duplicate' | 'postpone'; item: CalendarGame; game: Game };

/** A toast (spec §8): what an action came to. */
type Notice = { ok: boolean; text: string } | null;

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

const itemsOf = <T,>(load: Load<{ items: T[] }>): T[] | null =>
  load.status === 'loaded' ? load.data.items : null;

/** The calendar query of a place: the window and the place's ids that are set. */
function calendarQuery(
  range: { from: string; to: string },
  place: CalendarPlace,
): TeamCalendarQuery {
  return { from: range.from, to: range.to, ...place };
}

/**
 * The account page's Schedule tab, the team calendar (spec §2, §4 "Schedule tab", §6): the member's
 * role picks the calendar (a league director picks a school and sport of their league; athletic
 * directors, ambassadors, alumni and fans a sport of their school; coaches see their team), the
 * choice kept on this device. Sub-tabs: 'Add event' for those who may add to this calendar (core
 * can addEvent; others are kept on Calendar View), 'Calendar View' (month, week, day) and 'List
 * View'; a game opens its detail form with the actions the member may take.
 */
export function ScheduleTab({ session }: { session: AuthSession }) {
  const api = useApi();
  const cache = useQueryCache();
  const actor = useActor();
  const today = useToday();
  const id = useId();
  const memberKey = session.email;

  const roleEntries = useQuery(followsQuery(api, memberKey));
  const entryItems = roleEntries.status === 'loaded' ? roleEntries.data.items : null;
  const roles = useMemo(() => viewableRoles(entryItems ?? []), [entryItems]);
  const [filters, setFilters] = useState<RoleFilters>(() => readRoleFilters(storage()));
  const role = chosenRole(roles, filters);
  const place = role == null ? null : calendarPlace(role, filters);
  const range = useMemo(() => calendarWindow(today), [today]);
  const query = place == null ? null : calendarQuery(range, place);
  const games = useQuery(query == null ? null : teamCalendarQuery(api, 'games', memberKey, query));
  const events = useQuery(
    query == null ? null : teamCalendarQuery(api, 'events', memberKey, query),
  );
  const gameItems = itemsOf(games);
  const eventItems = itemsOf(events);
  const merged = useMemo(
    () => (gameItems == null || eventItems == null ? [] : mergeCalendars(gameItems, eventItems)),
    [gameItems, eventItems],
  );

  const calendarEntries = useMemo(() => merged.map(calendarEntry), [merged]);

  const canAdd =
    role != null &&
    place != null &&
    can(actor, { action: 'addEvent', target: eventTarget(role, place) }).allowed;
  const canChangeSport = can(actor, { action: 'changeEventSport' }).allowed;
  const showCoaches = can(actor, { action: 'viewCoachContact' }).allowed;

  const [wantedView, setView] = useState<View>('calendar');
  // Those who may not add to this calendar are kept on Calendar View (spec §4 "Schedule tab").
  const view: View = wantedView === 'add' && !canAdd ? 'calendar' : wantedView;
  const views: View[] = canAdd ? ['add', 'calendar', 'list'] : ['calendar', 'list'];
  const [panel, setPanel] = useState<Panel | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  // The entry whose panel is open: the focus goes back to it as the panel closes.
  const opener = useRef<string | null>(null);
  // A panel just closed: the entry to focus again, or null for the chosen sub-tab.
  const [focusBack, setFocusBack] = useState<{ entry: string | null } | null>(null);
  // List View's past days, kept shown after a game's panel closes.
  const [withPast, setWithPast] = useState(false);
  // Where the calendar was, so that it opens there again after a game's panel closes.
  const [calendarAt, setCalendarAt] = useState<CalendarAt>({ view: 'dayGridMonth', date: today });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  useEffect(() => {
    if (notice == null) return undefined;
    const timer = setTimeout(() => setNotice(null), TIMERS_MS.alert);
    return () => clearTimeout(timer);
  }, [notice]);

  const changeFilters = (next: RoleFilters) => {
    setFilters(next);
    writeRoleFilters(storage(), next);
    // New filters show their calendar (spec §4 "changing filters returns to Calendar View").
    setView('calendar');
    setPanel(null);
  };

  const refresh = () => {
    for (const key of [TEAM_CALENDAR_KEY, GAMES_KEY, 'game', 'schedules']) cache.invalidate([key]);
  };
  /** Closes the panel, the focus going back to the entry that opened it, else the sub-tab. */
  const close = useCallback(
    (entry: string | null) => {
      setPanel(null);
      setFocusBack({ entry });
    },
    [setPanel],
  );
  // The game was changed (moved, deleted): its entry may be gone, so the sub-tab takes the focus.
  const done = (text: string) => {
    refresh();
    close(null);
    setNotice({ ok: true, text });
  };
  const failedToLoad = useCallback(() => {
    close(opener.current);
    setNotice({ ok: false, text: GAME_MESSAGES.failedToLoadGame });
  }, [close]);
  // The view shows again after the panel closes (a calendar or list of its own): the entry is
  // found in it by its data-entry, else the chosen sub-tab, so the focus never falls to the page.
  useEffect(() => {
    if (focusBack == null || panel != null) return undefined;
    const frame = requestAnimationFrame(() => {
      const root = sectionRef.current;
      const entry =
        focusBack.entry == null
          ? null
          : root?.querySelector<HTMLElement>(`[data-entry="${CSS.escape(focusBack.entry)}"]`);
      (entry ?? root?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]'))?.focus();
      setFocusBack(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [focusBack, panel]);

  const open = (entry: string) => {
    opener.current = entry;
    const item = merged.find((game) => entryId(game) === entry);
    if (item == null) failedToLoad();
    else setPanel({ type: 'detail', item });
  };

  const act = async (action: CalendarAction, item: CalendarGame, game: Game) => {
    if (action === 'edit' || action === 'duplicate' || action === 'postpone') {
      setPanel({ type: action, item, game });
      return;
    }
    setBusy(true);
    if (action === 'cancel') {
      const answer = await cancelCalendarGame(api, item.kind, item.id);
      setBusy(false);
      if (answer.ok && answer.data.saved) done(answer.data.message);
      else
        setNotice({
          ok: false,
          text: answer.ok ? MESSAGES.somethingWentWrong : answer.failure.message,
        });
    } else {
      const answer = await deleteCalendarGame(api, item.kind, item.id);
      setBusy(false);
      if (answer.ok) done(answer.data.message || GAME_MESSAGES.gameDeleted);
      else setNotice({ ok: false, text: answer.failure.message });
    }
  };

  // The league's schools: a league director's school picker, and a school's own details (its
  // address, the generated location) for a new game.
  const districtId = role?.followedDistrictId ?? null;
  const schools = useQuery(districtId == null ? null : schoolsQuery(api, { districtId }), {
    retryMs: TIMERS_MS.lookupRetry,
  });
  const picks = role == null ? { school: false, sport: false } : rolePicks(role.memberRoleType);
  const sportsPlace =
    role == null
      ? null
      : picks.school
        ? { districtId, schoolId: place?.schoolId ?? null }
        : { schoolId: role.followedSchoolId };
  const sports = useQuery(
    sportsPlace != null && (picks.sport || canChangeSport) ? sportsQuery(api, sportsPlace) : null,
    { retryMs: TIMERS_MS.sportsRetry },
  );
  const schoolItems = itemsOf(schools);
  const sportItems = itemsOf(sports) ?? [];

  /** The sports the game form offers: any of the place's for a director, else the one it has. */
  const formSports = (sport: { id: number; name: string } | null) => {
    if (canChangeSport) {
      return sport == null || sportItems.some((s) => s.id === sport.id)
        ? sportItems
        : [sport, ...sportItems];
    }
    return sport == null ? [] : [sport];
  };

  if (roleEntries.status === 'failed')
    return <Retry text={roleEntries.failure.message} onRetry={roleEntries.reload} />;
  if (roleEntries.status !== 'loaded') return <LoadingScreen />;

  const eventPlace: EventPlace = {
    schoolId: place?.schoolId ?? null,
    districtId,
    stateId: role?.followedStateId ?? null,
  };

  let content: ReactNode;
  if (panel != null) {
    const back = (
      <button
        type="button"
        className="csz-button csz-button--secondary"
        onClick={() => close(opener.current)}
      >
        Back
      </button>
    );
    content = (
      <PanelFrame
        key={`${panel.type}-${panel.item.id}`}
        title={panelTitle(panel)}
        back={panel.type === 'detail' ? back : null}
      >
        {panel.type === 'detail' ? (
          <GameDetail
            item={panel.item}
            memberKey={memberKey}
            showCoaches={showCoaches}
            busy={busy}
            onAction={(action, game) => void act(action, panel.item, game)}
            onFailed={failedToLoad}
          />
        ) : panel.type === 'postpone' ? (
          <PostponeForm game={panel.game} kind={panel.item.kind} onSaved={done}>
            {back}
          </PostponeForm>
        ) : (
          <GameForm
            initial={gameFormOf(panel.game, panel.type === 'duplicate', eventPlace)}
            sports={formSports(panel.game.sport)}
            sportLocked={!canChangeSport}
            onSaved={done}
          >
            {back}
          </GameForm>
        )}
      </PanelFrame>
    );
  } else if (view === 'add') {
    const schoolId = place?.schoolId ?? null;
    const school = schoolItems?.find((s) => s.id === schoolId);
    const sport =
      place?.sportId == null
        ? null
        : {
            id: place.sportId,
            name: role?.sportName ?? sportItems.find((s) => s.id === place.sportId)?.name ?? '',
          };
    content =
      schoolId != null && schoolItems == null && schools.status !== 'failed' ? (
        <LoadingScreen />
      ) : (
        <GameForm
          key={`${role?.id}-${schoolId}-${place?.sportId}`}
          initial={newGameForm({
            date: today,
            sportId: place?.sportId ?? null,
            ownSchool: ownSchool(role, school),
            place: eventPlace,
          })}
          sports={formSports(sport)}
          sportLocked={!canChangeSport}
          onSaved={(message) => {
            refresh();
            setNotice({ ok: true, text: message });
          }}
        />
      );
  } else {
    const failed = games.status === 'failed' ? games : events.status === 'failed' ? events : null;
    const loading = query != null && (gameItems == null || eventItems == null) && failed == null;
    content = (
      <>
        {failed != null ? (
          <Retry
            text={SCORE_MESSAGES.gamesLoadingFailed}
            onRetry={() => {
              games.reload();
              events.reload();
            }}
          />
        ) : null}
        {loading ? <p role="status">{SCORE_MESSAGES.loadingGames}</p> : null}
        {view === 'calendar' ? (
          <Suspense fallback={<p className="schedule-calendar-space">Loading calendar...</p>}>
            <CalendarView
              entries={calendarEntries}
              today={today}
              range={range}
              at={calendarAt}
              onMove={setCalendarAt}
              onOpen={open}
            />
          </Suspense>
        ) : (
          <ListView
            games={merged}
            today={today}
            withPast={withPast}
            onWithPast={setWithPast}
            onOpen={open}
          />
        )}
      </>
    );
  }

  return (
    <section
      ref={sectionRef}
      className="csz-card site-card schedule-tab"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="site-card__title">
        Schedule
      </h2>
      {role == null ? (
        <div className="schedule-empty">
          {/* A role waiting for approval gives no calendar yet (spec §6): say so, not 'none'. */}
          <p>
            {entryItems?.some((entry) => entry.isPending)
              ? ROLE_LIST_MESSAGES.pendingDisclaimer
              : FORUM_MESSAGES.noAffiliations}
          </p>
          <Link to={accountTabPath('profile')} className="csz-button csz-button--secondary">
            {ACCOUNT_MESSAGES.addMoreRoles}
          </Link>
        </div>
      ) : (
        <>
          <RoleFilterFields
            roles={roles}
            role={role}
            filters={filters}
            schools={picks.school ? (schoolItems ?? []) : null}
            sports={picks.sport ? sportItems : null}
            onChange={changeFilters}
          />
          <ViewTabs
            views={views}
            current={view}
            onChoose={(next) => {
              setView(next);
              setPanel(null);
            }}
          >
            {content}
          </ViewTabs>
        </>
      )}
      <div className="auth-notice" role="status">
        {notice == null ? null : (
          <p
            className={
              notice.ok ? 'auth-notice__text' : 'auth-notice__text schedule-notice--failed'
            }
          >
            {notice.text}
          </p>
        )}
      </div>
    </section>
  );
}

/** The school a new game of this view is for, as a team on the form: the view's own school. */
function ownSchool(
  role: RoleEntry | null,
  school: { id: number; name: string; shortName: string; address: string | null } | undefined,
) {
  if (school != null) return teamOfSchool(school);
  if (role?.followedSchoolId == null) return null;
  return teamOfSchool({
    id: role.followedSchoolId,
    name: role.schoolFullName ?? role.schoolShortName ?? '',
    shortName: role.schoolShortName ?? '',
    address: null,
  });
}

function panelTitle(panel: Panel): string {
  const name = panel.item.name;
  switch (panel.type) {
    case 'detail':
      return name;
    case 'edit':
      return `Edit: ${name}`;
    case 'duplicate':
      return `Duplicate: ${name}`;
    case 'postpone':
      return `Postpone: ${name}`;
  }
}

/** A game's panel: its title, which takes the focus as it opens, then its content. */
function PanelFrame({
  title,
  back,
  children,
}: {
  title: string;
  back: ReactNode;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="schedule-panel">
      <div className="schedule-panel__head">
        <h3 ref={heading} tabIndex={-1} className="schedule-panel__title">
          {title}
        </h3>
        {back}
      </div>
      {children}
    </div>
  );
}

/** A load that failed, with 'Retry'. */
function Retry({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="site-alert" role="alert">
      <p>{text}</p>
      <button type="button" className="csz-button csz-button--secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
