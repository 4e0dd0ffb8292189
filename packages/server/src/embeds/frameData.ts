import {
  EMBED_TITLES,
  gamesQuerySchema,
  PAGE_SIZES,
  schoolAccents,
  seasonOf,
  seasonsList,
  selectionPath,
  shiftDate,
  widgetParamsSchema,
  type DateString,
  type EmbedFrameData,
  type EmbedKind,
  type ScoreboardFilter,
  type ScoreboardFrameData,
  type StandingsFrameData,
  type WidgetParams,
} from '@csz/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { districts, leagues, schools, sports, states } from '../db/schema';
import { gameDates, searchGames } from '../queries/games';
import { listSports } from '../queries/lookups';
import { districtStandings } from '../queries/standings';

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
  sport: { id: number; name: string } | null;
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
  const problems = placeProblems(params, places);
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
  if (kind === 'scoreboard') {
    return { kind, ok: true, data: await scoreboardData(params, places, context) };
  }
  const filter = { stateId: district!.stateId, countyId: district!.id, sportId: places.sport!.id };
  return { kind, ok: true, data: await standingsData(params, places, filter, context) };
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
  const [state, district, school, league, sport] = await Promise.all([
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
    one(params.sport, (id) =>
      db.select({ id: sports.id, name: sports.name }).from(sports).where(eq(sports.id, id)),
    ),
  ]);
  return { state, district, school, league, sport };
}

/** Ids that name nothing, and places that do not belong together (a school of another county). */
function placeProblems(params: WidgetParams, places: Places): string[] {
  const problems: string[] = [];
  const missing = (param: keyof Places, what: string) => {
    const id = params[param];
    if (id != null && places[param] == null) problems.push(`${param}: No ${what} with id ${id}`);
  };
  missing('state', 'state');
  missing('district', 'county');
  missing('school', 'school');
  missing('league', 'league');
  missing('sport', 'sport');
  const { state, district, school, league } = places;
  if (state && district && district.stateId !== state.id) {
    problems.push(`district: ${district.name} is not in ${state.name}`);
  }
  if (state && school && school.stateId !== state.id) {
    problems.push(`school: ${school.name} is not in ${state.name}`);
  }
  if (district && school && school.districtId !== district.id) {
    problems.push(`school: ${school.name} is not in ${district.name}`);
  }
  if (state && league && league.stateId !== state.id) {
    problems.push(`league: ${league.name} is not in ${state.name}`);
  }
  if (district && league && league.districtId != null && league.districtId !== district.id) {
    problems.push(`league: ${league.name} is not in ${district.name}`);
  }
  if (params.isLeague && league == null && params.league == null) {
    problems.push('isLeague: Choose the league to show');
  }
  return problems;
}

/** The county whose standings a frame shows: the one named, else the league's, else the school's. */
function standingsDistrict(places: Places): { id: number; stateId: number } | null {
  const { district, league, school } = places;
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
  context: FrameContext,
): Promise<ScoreboardFrameData> {
  const { db, today } = context;
  const { filter, place } = scoreboardScope(params, places);
  const sportId = places.sport?.id ?? null;
  const [games, dates, sportList] = await Promise.all([
    // Parsed as the frame's own requests to /api/csz/games are, so both give the same games.
    searchGames(
      db,
      gamesQuerySchema.parse({
        ...filter,
        date: today,
        sportId: sportId ?? undefined,
        page: 1,
        perPage: PAGE_SIZES.scoreboard,
      }),
      today,
    ),
    gameDates(db, {
      ...filter,
      sportId: sportId ?? undefined,
      from: shiftDate(today, -STRIP_WINDOW_DAYS),
      to: shiftDate(today, STRIP_WINDOW_DAYS),
    }),
    // A frame fixed to one sport has no sport switch.
    sportId == null
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
  const standingsPlace =
    filter.districtId == null
      ? null
      : {
          districtId: filter.districtId,
          stateId: places.league?.stateId ?? places.district?.stateId,
        };
  return {
    frame: frameLook(
      'scoreboard',
      params.theme,
      params.color,
      context,
      heading('scoreboard', places.sport?.name ?? null, place),
    ),
    filter,
    sports: sportList?.items.map((s) => ({ id: s.id, name: s.name })) ?? [],
    sportId,
    date: today,
    today,
    datesWithGames: dates,
    games: games.items,
    total: games.total,
    league:
      games.league == null || standingsPlace?.stateId == null
        ? null
        : {
            leagueName: games.league.leagueName,
            standingsHref: selectionPath(
              'standings',
              {
                selectedStateId: String(standingsPlace.stateId),
                selectedCountyId: String(standingsPlace.districtId),
                selectedSportId: sportId == null ? null : String(sportId),
              },
              { force: true },
            ),
          },
  };
}

async function standingsData(
  params: WidgetParams,
  places: Places,
  filter: StandingsFrameData['filter'],
  context: FrameContext,
): Promise<StandingsFrameData> {
  const { db, today } = context;
  const season = seasonOf(today);
  const standings = await districtStandings(db, { ...filter, year: season }, today);
  const place = places.league?.name ?? places.district?.name ?? places.school?.name ?? null;
  return {
    frame: frameLook(
      'standings',
      params.theme,
      params.color,
      context,
      heading('standings', places.sport?.name ?? null, place),
    ),
    filter,
    groups: standings.items,
    leagueName: standings.league?.leagueName ?? null,
    season,
    seasons: seasonsList(today).reverse(),
  };
}
