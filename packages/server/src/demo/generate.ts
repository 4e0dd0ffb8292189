import {
  FIRST_SEASON_START_YEAR,
  bracketSize,
  firstRound,
  generateGameLocation,
  generateGameName,
  roundNames,
  seasonOf,
  seasonStartYear,
  seasonStartingIn,
  shiftDate,
  teamOutcomes,
  winPercentage,
  type DateString,
} from '@csz/core';
import type { coaches, gameResults, games } from '../games/schema';
import type {
  districts,
  leagueDivisions,
  leagueMembers,
  leagues,
  schoolSports,
  schools,
  seasons,
  sports,
  states,
} from '../lookups/schema';
import type { bracketMatches, brackets } from '../playoffs/schema';
import { schoolNameKey, schoolSearchText } from '../schoolNames';
import {
  COLORS,
  COMPASS,
  FIRST_NAMES,
  LAST_NAMES,
  MARYLAND_JURISDICTIONS,
  MASCOTS,
  NAMESAKES,
  NEIGHBOUR_COUNTIES,
  PLACES,
  SAINTS,
  STREETS,
  STREET_KINDS,
  US_STATES,
} from './places';
import { Random } from './random';
import { PARENT_SPORTS, SPORT_SPECS, TINY_SPORTS, type SportSpec } from './sportSpecs';
import { daysOnWeekdays, seasonWindows, spreadDates } from './sportsCalendar';

/** How much data to make: tests, the demo, or the national benchmark set. */
export type Scale = 'tiny' | 'demo' | 'national';

/** Options of the generator. */
export interface GenerateOptions {
  scale: Scale;
  /** The day the data is placed around. */
  today: DateString;
  /** The random seed; the same seed and day give the same data. @default 2026 */
  seed?: number;
}

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Rows for every table, in an order that respects foreign keys. */
export interface DemoChunk {
  states: Row<typeof states>[];
  sports: Row<typeof sports>[];
  seasons: Row<typeof seasons>[];
  districts: Row<typeof districts>[];
  schools: Row<typeof schools>[];
  schoolSports: Row<typeof schoolSports>[];
  leagues: Row<typeof leagues>[];
  leagueDivisions: Row<typeof leagueDivisions>[];
  leagueMembers: Row<typeof leagueMembers>[];
  coaches: Row<typeof coaches>[];
  games: Row<typeof games>[];
  gameResults: Row<typeof gameResults>[];
  brackets: Row<typeof brackets>[];
  bracketMatches: Row<typeof bracketMatches>[];
}

/** The tables of a chunk, in insertion order. */
export const CHUNK_TABLES = [
  'states',
  'sports',
  'seasons',
  'districts',
  'schools',
  'schoolSports',
  'leagues',
  'leagueDivisions',
  'leagueMembers',
  'coaches',
  'games',
  'gameResults',
  'brackets',
  'bracketMatches',
] as const satisfies readonly (keyof DemoChunk)[];

function emptyChunk(): DemoChunk {
  return Object.fromEntries(CHUNK_TABLES.map((t) => [t, []])) as unknown as DemoChunk;
}

interface SchoolInfo {
  id: number;
  name: string;
  shortName: string;
  districtId: number;
  stateId: number;
  address: string;
  /** 0 (small) to 1 (large), for playoff classes. */
  size: number;
}

/** One side of a bracket match while it is being built. */
type Seeded = { school: SchoolInfo; seed: number };
type Side = Seeded | 'bye' | { from: number };
type MatchRow = DemoChunk['bracketMatches'][number];

interface StateInfo {
  id: number;
  abbreviation: string;
  timezone: string;
  /** Counties with how many schools each. */
  counties: (readonly [string, number])[];
}

/** Rough number of high schools per state, to spread the national set realistically. */
const BIG_STATES: Readonly<Record<string, number>> = {
  TX: 1900,
  CA: 1600,
  NY: 1100,
  IL: 800,
  PA: 800,
  OH: 800,
  FL: 750,
  MI: 700,
  GA: 500,
  NC: 500,
  NJ: 450,
  VA: 400,
  WA: 400,
  MO: 550,
  IN: 420,
  WI: 500,
  MN: 500,
  IA: 350,
  OK: 480,
  KS: 360,
  TN: 400,
  AL: 420,
  KY: 300,
  LA: 400,
  MA: 380,
  AZ: 400,
  CO: 360,
  SC: 250,
  MS: 260,
  NE: 300,
};

class IdCounter {
  #next = new Map<string, number>();
  take(table: string): number {
    const id = (this.#next.get(table) ?? 0) + 1;
    this.#next.set(table, id);
    return id;
  }
}

/**
 * Generates the demo data deterministically, a chunk at a time so the national set never sits in
 * memory whole: first the lookups (states, sports, seasons), then one chunk per state.
 */
export function* generateDemoData(options: GenerateOptions): Generator<DemoChunk> {
  const random = new Random(options.seed ?? 2026);
  const ids = new IdCounter();
  const { today, scale } = options;
  const current = seasonOf(today);
  const currentStart = seasonStartYear(current);
  const firstSeason =
    scale === 'demo' ? FIRST_SEASON_START_YEAR : currentStart - (scale === 'tiny' ? 1 : 0);

  const lookups = emptyChunk();
  // States without schools stay inactive, so pickers do not offer empty states.
  const activeStates =
    scale === 'national'
      ? null
      : new Set(scale === 'tiny' ? ['MD', 'DE'] : ['MD', ...Object.keys(NEIGHBOUR_COUNTIES)]);
  const stateIds = new Map<string, number>();
  const sortedStates = [...US_STATES].sort(([a], [b]) =>
    a === 'Maryland' ? -1 : b === 'Maryland' ? 1 : a.localeCompare(b),
  );
  for (const [name, abbreviation, timezone] of sortedStates) {
    const id = ids.take('states');
    stateIds.set(abbreviation, id);
    lookups.states.push({
      id,
      name,
      abbreviation,
      timezone,
      sortOrder: abbreviation === 'MD' ? 0 : 100,
      isActive: activeStates == null || activeStates.has(abbreviation),
    });
  }

  const sportIds = new Map<string, number>();
  const specs = SPORT_SPECS.filter((s) => scale !== 'tiny' || TINY_SPORTS.includes(s.name));
  for (const parent of PARENT_SPORTS.filter((p) => specs.some((s) => s.parent === p.name))) {
    const id = ids.take('sports');
    sportIds.set(parent.name, id);
    lookups.sports.push({
      id,
      name: parent.name,
      isParent: true,
      weight: parent.weight,
      seasonPart: 'All',
    });
  }
  for (const spec of specs) {
    const id = ids.take('sports');
    sportIds.set(spec.name, id);
    lookups.sports.push({
      id,
      name: spec.name,
      parentId: spec.parent == null ? null : (sportIds.get(spec.parent) ?? null),
      isParent: false,
      weight: spec.weight,
      seasonPart: spec.part,
      isMultiTeam: spec.multiTeam ?? false,
    });
  }
  for (let year = FIRST_SEASON_START_YEAR; year <= currentStart + 1; year++) {
    lookups.seasons.push({
      name: seasonStartingIn(year),
      startsOn: `${year}-07-01`,
      endsOn: `${year + 1}-06-30`,
    });
  }
  yield lookups;

  const states = statesOfScale(scale, random.fork('states'), stateIds, lookups.states);
  const seasons: string[] = [];
  for (let year = firstSeason; year <= currentStart; year++) seasons.push(seasonStartingIn(year));

  for (const state of states) {
    yield generateState({
      near: { recent: shiftDate(today, -3), from: shiftDate(today, -14), to: shiftDate(today, 14) },
      state,
      random: random.fork(`state ${state.abbreviation}`),
      ids,
      specs,
      sportIds,
      seasons,
      today,
      // Older seasons carry half the games so the demo loads quickly (issue 3: a newcomer waits).
      thinBefore: seasonStartingIn(currentStart - 2),
      bracketsFrom: scale === 'national' ? current : seasonStartingIn(firstSeason),
    });
  }
}

function statesOfScale(
  scale: Scale,
  random: Random,
  stateIds: Map<string, number>,
  stateRows: DemoChunk['states'],
): StateInfo[] {
  const info = (abbreviation: string, counties: (readonly [string, number])[]): StateInfo => ({
    id: stateIds.get(abbreviation)!,
    abbreviation,
    timezone: stateRows.find((s) => s.abbreviation === abbreviation)!.timezone,
    counties,
  });
  if (scale === 'tiny') {
    return [
      info('MD', [
        ['Montgomery', 6],
        ['Howard', 4],
        ['Frederick', 3],
      ]),
      info('DE', [['New Castle', 4]]),
    ];
  }
  if (scale === 'demo') {
    return [
      info('MD', [...MARYLAND_JURISDICTIONS]),
      ...Object.entries(NEIGHBOUR_COUNTIES).map(([abbreviation, counties]) =>
        info(abbreviation, [...counties]),
      ),
    ];
  }
  // National: about 20,000 schools over every state, about 12 to a county.
  const weights = US_STATES.map(([, abbreviation]) => BIG_STATES[abbreviation] ?? 150);
  const total = weights.reduce((a, b) => a + b, 0);
  return US_STATES.map(([, abbreviation], i) => {
    const schoolCount = Math.max(12, Math.round((20_000 * weights[i]!) / total));
    const countyNames = random.fork(abbreviation).shuffle(PLACES);
    const counties: [string, number][] = [];
    for (let left = schoolCount, c = 0; left > 0; c++) {
      const size = Math.min(left, random.int(8, 16));
      const base = countyNames[c % countyNames.length]!;
      counties.push([
        c < countyNames.length ? base : `${base} ${Math.floor(c / countyNames.length) + 1}`,
        size,
      ]);
      left -= size;
    }
    return info(abbreviation, counties);
  });
}

interface StateContext {
  /** Days around today, worked out once: the generator compares millions of dates with them. */
  near: { recent: DateString; from: DateString; to: DateString };
  state: StateInfo;
  random: Random;
  ids: IdCounter;
  specs: readonly SportSpec[];
  sportIds: Map<string, number>;
  seasons: readonly string[];
  today: DateString;
  thinBefore: string;
  bracketsFrom: string;
}

function generateState(ctx: StateContext): DemoChunk {
  const { state, random, ids } = ctx;
  const chunk = emptyChunk();
  const usedKeys = new Set<string>();
  const schools: SchoolInfo[] = [];
  const leagueOfDistrict = new Map<number, number>();

  for (const [countyName, count] of state.counties) {
    const districtId = ids.take('districts');
    const isCity = /City$|District of Columbia/.test(countyName);
    chunk.districts.push({
      id: districtId,
      stateId: state.id,
      name: countyName,
      kind: state.abbreviation === 'DC' ? 'District' : isCity ? 'City' : 'County',
    });
    const leagueId = ids.take('leagues');
    leagueOfDistrict.set(districtId, leagueId);
    chunk.leagues.push({
      id: leagueId,
      stateId: state.id,
      districtId,
      name: `${countyName.replace(/ County$/, '')}${isCity || state.abbreviation === 'DC' ? '' : ' County'} League`,
    });
    const countySchools: SchoolInfo[] = [];
    for (let i = 0; i < count; i++) {
      const school = makeSchool(random, ids, state, districtId, usedKeys);
      countySchools.push(school);
      chunk.schools.push({
        id: school.id,
        stateId: state.id,
        districtId,
        name: school.name,
        shortName: school.shortName,
        nameKey: schoolNameKey(school.name),
        searchText: schoolSearchText(school.name, school.shortName),
        address: school.address,
        mascot: random.pick(MASCOTS),
        primaryColor: random.pick(COLORS)[0],
        secondaryColor: random.pick(COLORS)[1],
      });
    }
    // Leagues of ten or more schools play in two divisions, the larger schools in Division I.
    const divisions =
      count >= 10
        ? (['Division I', 'Division II'] as const).map((name, i) => {
            const id = ids.take('leagueDivisions');
            chunk.leagueDivisions.push({ id, leagueId, name, sortOrder: i });
            return id;
          })
        : [];
    const bySize = [...countySchools].sort((a, b) => b.size - a.size);
    bySize.forEach((school, rank) => {
      chunk.leagueMembers.push({
        leagueId,
        schoolId: school.id,
        divisionId: divisions.length === 0 ? null : divisions[rank < bySize.length / 2 ? 0 : 1]!,
      });
    });
    schools.push(...countySchools);
  }

  // Which sports each school fields, with a strength that lasts across seasons.
  const teamsBySport = new Map<string, SchoolInfo[]>();
  const strength = new Map<string, number>();
  for (const spec of ctx.specs) {
    const sportId = ctx.sportIds.get(spec.name)!;
    const teams = schools.filter((s) => random.chance(spec.share + s.size * 0.1));
    teamsBySport.set(spec.name, teams);
    for (const school of teams) {
      chunk.schoolSports.push({ schoolId: school.id, sportId });
      strength.set(`${school.id}:${spec.name}`, random.normal(school.size - 0.5, 1));
      chunk.coaches.push(makeCoach(random, ids, school, sportId, true));
      if (random.chance(0.4)) chunk.coaches.push(makeCoach(random, ids, school, sportId, false));
    }
  }

  const eventRandom = random.fork('events');
  for (const season of ctx.seasons) {
    const windows = seasonWindows(season, ctx.today);
    addCustomEvents(ctx, chunk, eventRandom, schools, teamsBySport, season, windows);
    for (const spec of ctx.specs) {
      const teams = teamsBySport.get(spec.name)!;
      if (teams.length < 2) continue;
      const schedule = new SeasonSchedule(ctx, chunk, spec, season, strength, leagueOfDistrict);
      const window = windows[spec.part];
      const gamesPerTeam = season < ctx.thinBefore ? Math.ceil(spec.games / 2) : spec.games;
      if (spec.multiTeam) schedule.meets(teams, window.start, window.end, gamesPerTeam);
      else schedule.regularSeason(teams, window.start, window.end, gamesPerTeam);
      if (!spec.multiTeam && season >= ctx.bracketsFrom && window.end < shiftDate(ctx.today, 14)) {
        schedule.playoffs(teams, shiftDate(window.end, 3), window.playoffsEnd);
      }
    }
  }
  return chunk;
}

/** Names of the custom events schools hold: banquets, meetings, nights. */
const EVENT_NAMES = [
  ['Fall', 'Fall Sports Banquet'],
  ['Fall', 'Preseason Parent Meeting'],
  ['Winter', 'Winter Sports Awards Night'],
  ['Winter', 'Booster Club Meeting'],
  ['Spring', 'Spring Athletics Banquet'],
  ['Spring', 'Senior Night Celebration'],
] as const;

/** Custom events (no teams, no score): two or three a school in a season. */
function addCustomEvents(
  ctx: StateContext,
  chunk: DemoChunk,
  random: Random,
  schools: readonly SchoolInfo[],
  teamsBySport: ReadonlyMap<string, SchoolInfo[]>,
  season: string,
  windows: ReturnType<typeof seasonWindows>,
) {
  for (const school of schools) {
    const sports = ctx.specs.filter((spec) => teamsBySport.get(spec.name)?.includes(school));
    for (const [part, name] of random.shuffle(EVENT_NAMES).slice(0, random.int(2, 3))) {
      const sport = sports.find((s) => s.part === part) ?? sports[0];
      if (sport == null) continue;
      const window = windows[part];
      const days = daysOnWeekdays(window.start, window.end, [1, 2, 3, 4]);
      chunk.games.push({
        id: ctx.ids.take('games'),
        sportId: ctx.sportIds.get(sport.name)!,
        season,
        gameType: 'Event',
        eventDate: random.pick(days),
        startTime: '18:30:00',
        endTime: '20:30:00',
        tz: ctx.state.timezone,
        name: `${school.shortName} ${name}`,
        location: school.address,
        schoolId: school.id,
        districtId: school.districtId,
        stateId: school.stateId,
        source: 'demo',
      });
    }
  }
}

function makeSchool(
  random: Random,
  ids: IdCounter,
  state: StateInfo,
  districtId: number,
  usedKeys: Set<string>,
): SchoolInfo {
  for (let attempt = 0; ; attempt++) {
    const kind = random.next();
    const place = random.pick(PLACES);
    let name: string;
    let shortName: string;
    if (kind < 0.62) {
      name = `${place} High School`;
      shortName = place;
    } else if (kind < 0.74) {
      const side = random.pick(COMPASS);
      name = `${place} ${side} High School`;
      shortName = `${place} ${side}`;
    } else if (kind < 0.88) {
      const person = random.pick(NAMESAKES);
      name = `${person} High School`;
      shortName = person.split(' ').at(-1)!.replace(/\.$/, '');
    } else {
      const saint = random.pick(SAINTS);
      name = `${saint} ${random.pick(['High School', 'Catholic High School', 'Academy'])}`;
      shortName = saint;
    }
    if (attempt > 20) {
      name = `${place} ${attempt} High School`;
      shortName = `${place} ${attempt}`;
    }
    const key = schoolNameKey(name);
    if (usedKeys.has(key)) continue;
    usedKeys.add(key);
    const number = random.int(100, 9999);
    const zip = String(random.int(20_000, 26_999)).padStart(5, '0');
    return {
      id: ids.take('schools'),
      name,
      shortName,
      districtId,
      stateId: state.id,
      address: `${number} ${random.pick(STREETS)} ${random.pick(STREET_KINDS)}, ${place}, ${state.abbreviation} ${zip}`,
      size: random.next(),
    };
  }
}

function makeCoach(
  random: Random,
  ids: IdCounter,
  school: SchoolInfo,
  sportId: number,
  isHead: boolean,
): DemoChunk['coaches'][number] {
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  return {
    id: ids.take('coaches'),
    schoolId: school.id,
    sportId,
    firstName,
    lastName,
    isHead,
    email: `${firstName}.${lastName}@example.org`.toLowerCase(),
    cellPhone: `301-555-${String(random.int(100, 9999)).padStart(4, '0')}`,
  };
}

/** Builds one sport's season for one state: regular season, postponements, playoffs. */
class SeasonSchedule {
  readonly #random: Random;
  readonly #sportId: number;
  /** Wins, losses and ties of the regular season, for playoff seeding. */
  readonly #records = new Map<number, { won: number; lose: number; tie: number }>();

  constructor(
    private readonly ctx: StateContext,
    private readonly chunk: DemoChunk,
    private readonly spec: SportSpec,
    private readonly season: string,
    private readonly strength: Map<string, number>,
    private readonly leagueOfDistrict: Map<number, number>,
  ) {
    this.#random = ctx.random.fork(`${season} ${spec.name}`);
    this.#sportId = ctx.sportIds.get(spec.name)!;
  }

  /** League round robins within counties, opened by games against the rest of the state. */
  regularSeason(teams: SchoolInfo[], from: DateString, to: DateString, perTeam: number) {
    const random = this.#random;
    const dates = spreadDates(daysOnWeekdays(from, to, this.spec.weekdays), perTeam);
    const byDistrict = groupBy(teams, (t) => t.districtId);
    const leagueRounds = new Map<number, [SchoolInfo, SchoolInfo][][]>();
    let maxLeague = 0;
    for (const [districtId, members] of byDistrict) {
      const rounds = roundRobin(random.shuffle(members)).slice(0, Math.max(0, dates.length - 2));
      leagueRounds.set(districtId, rounds);
      maxLeague = Math.max(maxLeague, rounds.length);
    }
    // The first dates hold games against the rest of the state, the last ones the league.
    const outside = Math.max(0, dates.length - maxLeague);
    for (let slot = 0; slot < outside; slot++) {
      const pool = random.shuffle(teams);
      while (pool.length >= 2) {
        const a = pool.pop()!;
        const index = pool.findIndex((b) => b.districtId !== a.districtId);
        const [b] = pool.splice(index === -1 ? pool.length - 1 : index, 1);
        this.addGame(random.chance(0.5) ? [a, b!] : [b!, a], dates[slot]!, null);
      }
    }
    for (const [districtId, rounds] of leagueRounds) {
      rounds.forEach((pairs, r) => {
        const date = dates[outside + r] ?? dates.at(-1)!;
        for (const [a, b] of pairs) {
          this.addGame(
            (r + a.id) % 2 === 0 ? [a, b] : [b, a],
            date,
            this.leagueOfDistrict.get(districtId)!,
          );
        }
      });
    }
  }

  /** Meets of several teams (track): the county's teams, and a neighbour county's now and then. */
  meets(teams: SchoolInfo[], from: DateString, to: DateString, perTeam: number) {
    const random = this.#random;
    const dates = spreadDates(daysOnWeekdays(from, to, this.spec.weekdays), perTeam);
    for (const date of dates) {
      const shuffled = random.shuffle(teams).sort((a, b) => a.districtId - b.districtId);
      for (let i = 0; i < shuffled.length; i += 6) {
        const group = shuffled.slice(i, i + 6);
        if (group.length >= 2) this.addGame(group, date, null);
      }
    }
  }

  /**
   * State playoffs after the regular season: one bracket, or two classes by school size for big
   * fields; fields that are not a power of two give the top seeds byes. Rounds in the past are
   * played, today's and later ones are scheduled once both teams are known, the rest are open.
   */
  playoffs(teams: SchoolInfo[], from: DateString, to: DateString) {
    const classes =
      teams.length >= 32
        ? [
            { name: 'Class 4A-3A', teams: teams.filter((t) => t.size >= 0.5) },
            { name: 'Class 2A-1A', teams: teams.filter((t) => t.size < 0.5) },
          ]
        : [{ name: 'State Championship', teams }];
    for (const division of classes) {
      const ranked = [...division.teams].sort(
        (a, b) => this.#winPercentage(b) - this.#winPercentage(a) || a.id - b.id,
      );
      const field =
        ranked.length >= 24 ? 12 : ranked.length >= 16 ? 10 : ranked.length >= 8 ? 6 : 0;
      if (field === 0) continue;
      this.#bracket(`${this.spec.name} ${division.name}`, ranked.slice(0, field), from, to);
    }
  }

  #winPercentage(team: SchoolInfo): number {
    return winPercentage(this.#records.get(team.id) ?? { won: 0, lose: 0, tie: 0 });
  }

  #bracket(name: string, seeded: SchoolInfo[], from: DateString, to: DateString) {
    const { ctx, chunk } = this;
    const bracketId = ctx.ids.take('brackets');
    const size = bracketSize(seeded.length);
    const rounds = Math.log2(size);
    const thirdPlace = /Soccer|Field Hockey/.test(this.spec.name);
    const names = roundNames(rounds);
    chunk.brackets.push({
      id: bracketId,
      stateId: ctx.state.id,
      sportId: this.#sportId,
      season: this.season,
      name,
      roundNames: thirdPlace ? [...names.slice(0, -1), 'Final and Third Place'] : names,
    });
    const span = Math.max(1, Math.floor((Date.parse(to) - Date.parse(from)) / 86_400_000 / rounds));
    const roundDate = (round: number) => shiftDate(from, (round - 1) * Math.min(7, span));
    const matchesByRound: (MatchRow & { top: Side; bottom: Side })[][] = [];
    const winners = new Map<number, Seeded>();
    const losers = new Map<number, Seeded>();
    const sideOf = (slot: number | null): Side =>
      slot == null ? 'bye' : { school: seeded[slot - 1]!, seed: slot };

    for (let round = 1; round <= rounds; round++) {
      const previous = matchesByRound[round - 2] ?? [];
      const pairs: [Side, Side][] =
        round === 1
          ? firstRound(seeded.length).map(([a, b]) => [sideOf(a), sideOf(b)])
          : Array.from({ length: previous.length / 2 }, (_, i) => [
              this.#advance(winners, previous[2 * i]!.id!),
              this.#advance(winners, previous[2 * i + 1]!.id!),
            ]);
      const matches = pairs.map(([top, bottom], position) =>
        this.#playMatch(
          bracketId,
          round,
          position,
          top,
          bottom,
          roundDate(round),
          winners,
          losers,
          false,
        ),
      );
      matchesByRound.push(matches);
      previous.forEach((m, i) => {
        m.winnerToMatchId = matches[Math.floor(i / 2)]!.id!;
        m.winnerToSide = i % 2 === 0 ? 'top' : 'bottom';
      });
    }
    if (thirdPlace && rounds >= 2) {
      const semis = matchesByRound[rounds - 2]!;
      const sides = semis.map((m) => this.#advance(losers, m.id!)) as [Side, Side];
      matchesByRound.push([
        this.#playMatch(
          bracketId,
          rounds,
          1,
          sides[0],
          sides[1],
          roundDate(rounds),
          winners,
          losers,
          true,
        ),
      ]);
    }
    for (const match of matchesByRound.flat()) {
      const { top, bottom, ...row } = match;
      chunk.bracketMatches.push({
        ...row,
        ...slotColumns('top', top),
        ...slotColumns('bottom', bottom),
      });
    }
  }

  #advance(results: Map<number, Seeded>, matchId: number): Side {
    return results.get(matchId) ?? { from: matchId };
  }

  #playMatch(
    bracketId: number,
    round: number,
    position: number,
    top: Side,
    bottom: Side,
    date: DateString,
    winners: Map<number, Seeded>,
    losers: Map<number, Seeded>,
    isThirdPlace: boolean,
  ): MatchRow & { top: Side; bottom: Side } {
    const id = this.ctx.ids.take('bracketMatches');
    const match: MatchRow & { top: Side; bottom: Side } = {
      id,
      bracketId,
      round,
      position,
      gameId: null,
      eventDate: null,
      top,
      bottom,
      topKind: 'tbd',
      bottomKind: 'tbd',
      isThirdPlace,
      winnerToMatchId: null,
      winnerToSide: null,
    };
    const isTeam = (s: Side): s is Seeded => typeof s === 'object' && 'school' in s;
    if (top === 'bye' && isTeam(bottom)) winners.set(id, bottom);
    else if (bottom === 'bye' && isTeam(top)) winners.set(id, top);
    else if (isTeam(top) && isTeam(bottom)) {
      match.eventDate = date;
      const [home, away] = top.seed < bottom.seed ? [top, bottom] : [bottom, top];
      const game = this.addGame([home.school, away.school], date, null, 'Tournament', 0.7);
      match.gameId = game.id;
      if (game.winnerId != null) {
        const winner = game.winnerId === home.school.id ? home : away;
        winners.set(id, winner);
        losers.set(id, winner === home ? away : home);
      }
    }
    return match;
  }

  /**
   * Adds a game between teams, the home team first, with a status and, when it is over, a score.
   * Meets of several teams and a few neutral-site games have no home team. `homeEdge` is the chance
   * that the first team wins, for playoff favourites.
   */
  addGame(
    teams: SchoolInfo[],
    date: DateString,
    leagueId: number | null,
    gameType: 'Game' | 'Tournament' = 'Game',
    homeEdge?: number,
  ): { id: number; winnerId: number | null } {
    const { ctx, chunk, spec } = this;
    const random = this.#random;
    const id = ctx.ids.take('games');
    const multi = teams.length > 2;
    const noHomeTeam = multi || (gameType === 'Game' && random.chance(0.02));
    const ordered = teams;
    const time = random.pick(spec.times);
    const past = date < ctx.today;
    const isToday = date === ctx.today;
    // Some games are called off; a postponed game is often played again a few days later.
    const roll = random.next();
    const status =
      gameType === 'Game' && roll < 0.02
        ? 'Postponed'
        : gameType === 'Game' && roll < 0.03
          ? 'Canceled'
          : 'Active';
    const reported = past
      ? random.chance(date >= ctx.near.recent ? 0.85 : this.season < ctx.thinBefore ? 0.995 : 0.97)
      : isToday && time <= '17:00:00' && random.chance(0.6);
    const scores = status === 'Active' && reported ? this.#scores(ordered, homeEdge) : null;
    const outcomes = teamOutcomes(
      ordered.map((t, i) => ({ id: t.id, score: scores?.[i] ?? null })),
    );
    const named = ordered.map((t, i) => ({
      name: t.name,
      shortName: t.shortName,
      isHome: !noHomeTeam && i === 0,
      address: t.address,
    }));
    const links = this.#streamLinks(date);
    const row: DemoChunk['games'][number] = {
      id,
      sportId: this.#sportId,
      season: this.season,
      gameType,
      status,
      eventDate: date,
      startTime: time,
      tz: ctx.state.timezone,
      name: multi
        ? `${spec.name} meet at ${ordered[0]!.shortName}`
        : generateGameName(named, noHomeTeam),
      location: multi
        ? ordered[0]!.address
        : (generateGameLocation(named, noHomeTeam) ?? ordered[0]!.address),
      youtubeLink: links.youtube,
      nfhsLink: links.nfhs,
      noHomeTeam,
      leagueId,
      source: 'demo',
      // Older scores were verified by staff; this week's came from the schools, and some from
      // two fans who agreed. Chosen by id, so the demo's random draws stay as they were.
      scoreProvenance:
        scores == null
          ? null
          : date < ctx.near.recent
            ? 'verified'
            : id % 4 === 0
              ? 'confirmed'
              : 'school',
      votesCount: past || isToday ? random.int(0, 40) : random.int(0, 6),
      createdAt: new Date(Date.parse(`${date}T12:00:00Z`) - random.int(20, 90) * 86_400_000),
      updatedAt: new Date(`${date}T23:00:00Z`),
    };
    chunk.games.push(row);
    ordered.forEach((team, position) => {
      const outcome = outcomes.get(team.id) ?? null;
      chunk.gameResults.push({
        id: ctx.ids.take('gameResults'),
        gameId: id,
        schoolId: team.id,
        districtId: team.districtId,
        stateId: team.stateId,
        sportId: this.#sportId,
        season: this.season,
        eventDate: date,
        isHome: !noHomeTeam && position === 0,
        position,
        score: scores?.[position] ?? null,
        isWon: outcome == null ? null : outcome === 'W',
      });
      if (outcome != null && gameType === 'Game' && !multi) {
        const record = this.#records.get(team.id) ?? { won: 0, lose: 0, tie: 0 };
        record[outcome === 'W' ? 'won' : outcome === 'L' ? 'lose' : 'tie'] += 1;
        this.#records.set(team.id, record);
      }
    });
    if (status === 'Postponed' && random.chance(0.7)) {
      const replay = this.addGame(teams, shiftDate(date, random.int(2, 8)), leagueId);
      row.nextPostponeGameId = replay.id;
    }
    const winner = [...outcomes].find(([, o]) => o === 'W');
    return { id, winnerId: winner?.[0] ?? null };
  }

  /** Scores for the teams, the stronger more likely to win. */
  #scores(teams: SchoolInfo[], firstWins?: number): number[] {
    const random = this.#random;
    if (teams.length > 2) {
      return teams.map(() => this.spec.score(random)[random.chance(0.3) ? 0 : 1]);
    }
    const [a, b] = teams as [SchoolInfo, SchoolInfo];
    const edge =
      firstWins ??
      1 /
        (1 +
          Math.exp(
            -1.2 *
              ((this.strength.get(`${a.id}:${this.spec.name}`) ?? 0) -
                (this.strength.get(`${b.id}:${this.spec.name}`) ?? 0)),
          ));
    const [best, low] = this.spec.score(random);
    const high = best === low && (!this.spec.ties || firstWins != null) ? best + 1 : best;
    return random.chance(edge) ? [high, low] : [low, high];
  }

  /** Stream links for games around today: YouTube or the NFHS Network. */
  #streamLinks(date: DateString): { youtube: string | null; nfhs: string | null } {
    const random = this.#random;
    const near = date >= this.ctx.near.from && date <= this.ctx.near.to;
    if (
      !near ||
      !/Football|Basketball|Soccer|Volleyball|Lacrosse/.test(this.spec.name) ||
      !random.chance(0.12)
    ) {
      return { youtube: null, nfhs: null };
    }
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
    if (random.chance(0.6)) {
      const id = Array.from({ length: 11 }, () => random.pick([...alphabet])).join('');
      return { youtube: `https://www.youtube.com/watch?v=${id}`, nfhs: null };
    }
    const hex = Array.from({ length: 10 }, () => random.pick([...'0123456789abcdef'])).join('');
    return { youtube: null, nfhs: `https://www.nfhsnetwork.com/events/csz-demo/gam${hex}` };
  }
}

/** The columns of one side of a match. */
function slotColumns(side: 'top' | 'bottom', slot: Side): Partial<MatchRow> {
  const [kind, schoolId, seed, fromMatchId] =
    slot === 'bye'
      ? (['bye', null, null, null] as const)
      : 'from' in slot
        ? (['tbd', null, null, slot.from] as const)
        : (['team', slot.school.id, slot.seed, null] as const);
  return side === 'top'
    ? { topKind: kind, topSchoolId: schoolId, topSeed: seed, topFromMatchId: fromMatchId }
    : {
        bottomKind: kind,
        bottomSchoolId: schoolId,
        bottomSeed: seed,
        bottomFromMatchId: fromMatchId,
      };
}

/** Round-robin pairings by the circle method: every team meets every other once. */
function roundRobin<T>(teams: readonly T[]): [T, T][][] {
  const list: (T | null)[] = teams.length % 2 === 0 ? [...teams] : [...teams, null];
  const rounds: [T, T][][] = [];
  for (let r = 0; r < list.length - 1; r++) {
    const pairs: [T, T][] = [];
    for (let i = 0; i < list.length / 2; i++) {
      const a = list[i];
      const b = list[list.length - 1 - i];
      if (a != null && b != null) pairs.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    list.splice(1, 0, list.pop()!);
  }
  return rounds;
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
