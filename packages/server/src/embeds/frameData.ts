import type { PLACE_WORDS } from '@csz/core';
import {
  EMBED_PARAMS,
  EMBED_TITLES,
  FIT_PARAM,
  calendarRange,
  chosenStandings,
  gamesQuerySchema,
  isCompactFrame,
  isInCalendarRange,
  schoolAccents,
  scoreboardPageSize,
  seasonOf,
  seasonsList,
  selectionPath,
  shiftDate,
  widgetParamsSchema,
  withSport,
  type DateString,
  type EmbedFrameData,
  type EmbedKind,
  type FrameLinks,
  type ScoreboardFilter,
  type ScoreboardFrameData,
  type StandingsFrameData,
  type WidgetParams,
  noPlaceMessage,
  placeProblems,
} from '@csz/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { districts, leagueDivisions, leagues, schools, sports, states } from '../lookups/schema';
import { gameDates, searchGames } from '../games/queries';
import { listSports } from '../lookups/queries';
import { districtStandings } from '../standings/queries';

/**
 * What an embed frame shows, worked out from its widget params (spec §3 "Widget params"): the
 * params are checked, the places they name looked up and checked against each other, and the
 * frame's data loaded. Wrong settings are not an error page: the frame lists what is wrong, in
 * words a newspaper's web editor can act on.
 */

/** A frame ready to render: its data, or what is wrong with its settings. */
export type FramePage =
  | { kind: 'scoreboard'; ok: true; data: ScoreboardFrameData }
  | { kind: 'standings'; ok: true; data: StandingsFrameData }
  | { kind: EmbedKind; ok: false; frame: EmbedFrameData; problems: string[] };

/** What the frame needs besides its params. */
export interface FrameContext {
  db: Database;
  today: DateString;
  /** Where the frame's links to the site point. */
  siteOrigin: string;
}

/** The places a frame's params name, looked up. */
interface Places {
  state: { id: number; name: string; abbreviation: string } | null;
  district: { id: number; name: string; stateId: number } | null;
  school: { id: number; name: string; districtId: number; stateId: number } | null;
  league: { id: number; name: string; districtId: number | null; stateId: number } | null;
  division: {
    id: number;
    name: string;
    league: { id: number; name: string; districtId: number | null; stateId: number };
  } | null;
  sport: { id: number; name: string } | null;
  /** The sport chosen in the scoreboard's sport switch. */
  selectedSport: { id: number; name: string } | null;
}

/** How far either side of today the date strip knows which days have games: the calendar's ±8 months. */
const STRIP_WINDOW_DAYS = 245;

/** Loads a frame's page from its query string. */
export async function loadFramePage(
  kind: EmbedKind,
  query: Record<string, string>,
  context: FrameContext,
): Promise<FramePage> {
  // A param left empty (`state=`) is a param left out, as forms send an unpicked field.
  const given = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value.trim() !== ''),
  );
  const parsed = widgetParamsSchema.safeParse(given);
  if (!parsed.success) {
    const theme = widgetParamsSchema.shape.theme.safeParse(given.theme);
    return {
      kind,
      ok: false,
      frame: frameLook(kind, theme.success ? theme.data : 'auto', null, context),
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    };
  }
  const params = parsed.data;
  const places = await lookUp(context.db, params);
  const problems = [
    ...settingsPlaceProblems(params, places),
    ...viewProblems(params, places, context),
  ];
  const district = standingsDistrict(places);
  if (kind === 'standings') {
    if (district == null) problems.push('district: Choose a county or league for standings');
    if (places.sport == null) problems.push('sport: Choose a sport for standings');
  }
  if (problems.length > 0) {
    return {
      kind,
      ok: false,
      frame: frameLook(kind, params.theme, params.color, context),
      problems,
    };
  }
  // The frame's own links and forms keep its settings as given, in the embed code's order.
  const links: FrameLinks = {
    settings: [...EMBED_PARAMS, FIT_PARAM].flatMap((param) =>
      given[param] == null ? [] : [[param, given[param]] as [string, string]],
    ),
    compact: isCompactFrame(params.fit),
  };
  if (kind === 'scoreboard') {
    return { kind, ok: true, data: await scoreboardData(params, places, links, context) };
  }
  const filter = { stateId: district!.stateId, countyId: district!.id, sportId: places.sport!.id };
  return { kind, ok: true, data: await standingsData(params, places, filter, links, context) };
}

function frameLook(
  kind: EmbedKind,
  theme: WidgetParams['theme'],
  color: string | null | undefined,
  context: FrameContext,
  title: string = EMBED_TITLES[kind],
): EmbedFrameData {
  return { theme, accents: schoolAccents(color), siteOrigin: context.siteOrigin, title };
}

async function lookUp(db: Database, params: WidgetParams): Promise<Places> {
  const one = async <T>(id: number | undefined, load: (id: number) => Promise<T[]>) =>
    id == null ? null : ((await load(id))[0] ?? null);
  const sportById = (id: number) =>
    db.select({ id: sports.id, name: sports.name }).from(sports).where(eq(sports.id, id));
  const [state, district, school, league, division, sport, selectedSport] = await Promise.all([
    one(params.state, (id) =>
      db
        .select({ id: states.id, name: states.name, abbreviation: states.abbreviation })
        .from(states)
        .where(eq(states.id, id)),
    ),
    one(params.district, (id) =>
      db
        .select({ id: districts.id, name: districts.name, stateId: districts.stateId })
        .from(districts)
        .where(eq(districts.id, id)),
    ),
    one(params.school, (id) =>
      db
        .select({
          id: schools.id,
          name: schools.name,
          districtId: schools.districtId,
          stateId: schools.stateId,
        })
        .from(schools)
        .where(eq(schools.id, id)),
    ),
    one(params.league, (id) =>
      db
        .select({
          id: leagues.id,
          name: leagues.name,
          districtId: leagues.districtId,
          stateId: leagues.stateId,
        })
        .from(leagues)
        .where(eq(leagues.id, id)),
    ),
    one(params.division, (id) =>
      db
        .select({
          id: leagueDivisions.id,
          name: leagueDivisions.name,
          league: {
            id: leagues.id,
            name: leagues.name,
            districtId: leagues.districtId,
            stateId: leagues.stateId,
          },
        })
        .from(leagueDivisions)
        .innerJoin(leagues, eq(leagues.id, leagueDivisions.leagueId))
        .where(eq(leagueDivisions.id, id)),
    ),
    one(params.sport, sportById),
    one(params.selectedSport, sportById),
  ]);
  return { state, district, school, league, division, sport, selectedSport };
}

/** Ids that name nothing, and places that do not belong together (a school of another county). */
function settingsPlaceProblems(params: WidgetParams, places: Places): string[] {
  const problems: string[] = [];
  const missing = (param: keyof Places, what: keyof typeof PLACE_WORDS) => {
    const id = params[param];
    if (id != null && places[param] == null) problems.push(`${param}: ${noPlaceMessage(what, id)}`);
  };
  missing('state', 'state');
  missing('district', 'district');
  missing('school', 'school');
  missing('league', 'league');
  missing('division', 'division');
  missing('sport', 'sport');
  missing('selectedSport', 'sport');
  for (const { field, message } of placeProblems(places)) problems.push(`${field}: ${message}`);
  if (params.isLeague && places.league == null && params.league == null) {
    problems.push('isLeague: Choose the league to show');
  }
  return problems;
}

/**
 * What is wrong with the reader's choices the frame's own links and forms send: a day outside the
 * calendar, a season no picker offers, a sport switched to in a frame fixed to one.
 */
function viewProblems(params: WidgetParams, places: Places, context: FrameContext): string[] {
  const problems: string[] = [];
  if (params.date != null && !isInCalendarRange(params.date, context.today)) {
    const { min, max } = calendarRange(context.today);
    problems.push(`date: Must be a day from ${min} to ${max}`);
  }
  const seasons = seasonsList(context.today);
  if (params.season != null && !seasons.includes(params.season)) {
    problems.push(`season: Must be a season from ${seasons[0]} to ${seasons.at(-1)}`);
  }
  if (places.sport && places.selectedSport && places.selectedSport.id !== places.sport.id) {
    problems.push(`selectedSport: This widget shows ${places.sport.name} only`);
  }
  return problems;
}

/**
 * The county whose standings a frame shows: the one named, else the league's (or the division's
 * league's), else the school's.
 */
function standingsDistrict(places: Places): { id: number; stateId: number } | null {
  const { district, school } = places;
  const league = places.league ?? places.division?.league;
  if (district) return district;
  if (league?.districtId != null) return { id: league.districtId, stateId: league.stateId };
  return school == null ? null : { id: school.districtId, stateId: school.stateId };
}

/**
 * Which games a scoreboard shows: a league's view (isLeague) is its county's games; else one
 * school's; else a league's, a county's or a state's; else every game.
 */
function scoreboardScope(
  params: WidgetParams,
  places: Places,
): { filter: ScoreboardFilter; place: string | null } {
  const { state, district, school, league } = places;
  const inState = (name: string, stateId: number) =>
    state?.id === stateId ? `${name}, ${state.abbreviation}` : name;
  if (league && (params.isLeague || school == null)) {
    return {
      filter:
        league.districtId == null ? { stateId: league.stateId } : { districtId: league.districtId },
      place: league.name,
    };
  }
  if (school) return { filter: { schoolId: school.id }, place: school.name };
  if (district) {
    return { filter: { districtId: district.id }, place: inState(district.name, district.stateId) };
  }
  if (state) return { filter: { stateId: state.id }, place: state.name };
  return { filter: {}, place: null };
}

function heading(kind: EmbedKind, sport: string | null, place: string | null): string {
  const what = `${sport ?? 'High school'} ${kind === 'scoreboard' ? 'scores' : 'standings'}`;
  return place == null ? what : `${what}: ${place}`;
}

async function scoreboardData(
  params: WidgetParams,
  places: Places,
  links: FrameLinks,
  context: FrameContext,
): Promise<ScoreboardFrameData> {
  const { db, today } = context;
  const { filter, place } = scoreboardScope(params, places);
  const sportId = places.sport?.id ?? places.selectedSport?.id ?? null;
  const date = params.date ?? today;
  const perPage = scoreboardPageSize({
    compact: links.compact,
    height: params.height,
    sportSwitch: places.sport == null,
  });
  // Parsed as the frame's own requests to /api/csz/games are, so both give the same games.
  const gamesPage = (page: number) =>
    searchGames(
      db,
      gamesQuerySchema.parse({ ...filter, date, sportId: sportId ?? undefined, page, perPage }),
      today,
    );
  const [first, dates, sportList] = await Promise.all([
    gamesPage(params.page),
    gameDates(db, {
      ...filter,
      sportId: sportId ?? undefined,
      from: shiftDate(date, -STRIP_WINDOW_DAYS),
      to: shiftDate(date, STRIP_WINDOW_DAYS),
    }),
    // A frame fixed to one sport has no sport switch.
    places.sport == null
      ? listSports(db, {
          ...filter,
          isActive: true,
          isParent: false,
          page: 1,
          perPage: 500,
          sort: 'weight',
          order: 'asc',
        })
      : null,
  ]);
  // A page past the last (a link kept while games were removed) shows the last page.
  const lastPage = Math.max(1, Math.ceil(first.total / perPage));
  const page = Math.min(params.page, lastPage);
  const games = page === params.page ? first : await gamesPage(page);
  const standingsPlace =
    filter.districtId == null
      ? null
      : {
          districtId: filter.districtId,
          stateId: places.league?.stateId ?? places.district?.stateId,
        };
  // Standings carry the sport, county, state and season the frame shows (issue 14): the sport is
  // added where it is known, here and in the frame's script when the reader switches sport.
  const standingsBase =
    standingsPlace?.stateId == null
      ? null
      : selectionPath(
          'standings',
          {
            selectedStateId: String(standingsPlace.stateId),
            selectedCountyId: String(standingsPlace.districtId),
            season: seasonOf(date),
          },
          { force: true },
        );
  return {
    frame: frameLook(
      'scoreboard',
      params.theme,
      params.color,
      context,
      heading('scoreboard', places.sport?.name ?? null, place),
    ),
    ...links,
    filter,
    sports: sportList?.items.map((s) => ({ id: s.id, name: s.name })) ?? [],
    sportId,
    date,
    today,
    datesWithGames: dates,
    games: games.items,
    total: games.total,
    page,
    perPage,
    league:
      games.league == null || standingsBase == null
        ? null
        : {
            leagueName: games.league.leagueName,
            standingsHref: withSport(standingsBase, sportId),
          },
    standingsBase,
  };
}

async function standingsData(
  params: WidgetParams,
  places: Places,
  filter: StandingsFrameData['filter'],
  links: FrameLinks,
  context: FrameContext,
): Promise<StandingsFrameData> {
  const { db, today } = context;
  const season = params.season ?? seasonOf(today);
  const standings = await districtStandings(db, { ...filter, year: season }, today);
  // Groups are titled by their league's and division's names (districtStandings).
  const league = places.division?.league ?? places.league;
  const chosen = { league: league?.name ?? null, division: places.division?.name ?? null };
  const place = league?.name ?? places.district?.name ?? places.school?.name ?? null;
  return {
    frame: frameLook(
      'standings',
      params.theme,
      params.color,
      context,
      heading('standings', places.sport?.name ?? null, place),
    ),
    ...links,
    filter,
    chosen,
    groups: chosenStandings(standings.items, chosen),
    leagueName: chosen.league ?? standings.league?.leagueName ?? null,
    season,
    seasons: seasonsList(today).reverse(),
  };
}
