import {
  generateGameLocation,
  generateGameName,
  isSeason,
  seasonOf,
  seasonStartYear,
  shiftDate,
  teamOutcomes,
  type DateString,
} from '@csz/core';
import { CsvError, parse } from 'csv-parse/sync';
import { isValid, parse as parseDate, format } from 'date-fns';
import { and, eq, inArray, TransactionRollbackError } from 'drizzle-orm';
import { z } from 'zod';
import { nextIds } from '../db/client';
import { gameResults, games, importRuns } from './schema';
import { districts, schoolSports, schools, seasons, sports, states } from '../lookups/schema';
import { RequestError } from '../http/errors';
import type { Clock } from '../clock';
import type { SportsDataWriter } from '../live/sportsData';
import { schoolNameKey, schoolSearchText, splitStateSuffix } from '../schoolNames';

/**
 * Importing games and results from a CSV file (issue 3 "Import"). The options map the file's
 * columns, so files from other systems load without editing. Every row that cannot be used is
 * reported with its line number and reason; the rest are written in one transaction, so a failure
 * leaves the database as it was; importing a file again adds nothing.
 */

/**
 * Regions outside the US that result files name for out-of-country opponents, by the code files
 * write ('Trinity (ON)'): Canada's provinces and territories, and 'CN' for Canada itself. A code in
 * neither this list nor the states table is a typo and its row is refused.
 */
const REGIONS_OUTSIDE_US: ReadonlyMap<string, { name: string; timezone: string }> = new Map([
  ['CN', { name: 'Canada', timezone: 'America/Toronto' }],
  ['AB', { name: 'Alberta', timezone: 'America/Edmonton' }],
  ['BC', { name: 'British Columbia', timezone: 'America/Vancouver' }],
  ['MB', { name: 'Manitoba', timezone: 'America/Winnipeg' }],
  ['NB', { name: 'New Brunswick', timezone: 'America/Moncton' }],
  ['NL', { name: 'Newfoundland and Labrador', timezone: 'America/St_Johns' }],
  ['NS', { name: 'Nova Scotia', timezone: 'America/Halifax' }],
  ['NT', { name: 'Northwest Territories', timezone: 'America/Edmonton' }],
  ['NU', { name: 'Nunavut', timezone: 'America/Iqaluit' }],
  ['ON', { name: 'Ontario', timezone: 'America/Toronto' }],
  ['PE', { name: 'Prince Edward Island', timezone: 'America/Halifax' }],
  ['QC', { name: 'Quebec', timezone: 'America/Toronto' }],
  ['SK', { name: 'Saskatchewan', timezone: 'America/Regina' }],
  ['YT', { name: 'Yukon', timezone: 'America/Whitehorse' }],
]);

/** Which column of the file holds each field. */
export const importColumnsSchema = z.object({
  date: z.string().min(1).default('date'),
  home: z.string().min(1).default('home_team'),
  away: z.string().min(1).default('visiting_team'),
  homeScore: z.string().min(1).default('home_team_score'),
  awayScore: z.string().min(1).default('visiting_team_score'),
  homeState: z.string().min(1).optional().default('home_team_state'),
  awayState: z.string().min(1).optional().default('visiting_team_state'),
  /** A column naming each row's sport; without it, the `sport` option applies to every row. */
  sport: z.string().min(1).optional(),
  /** A column with the season: '2015' (the year it starts) or '2015-2016'. */
  season: z.string().min(1).optional(),
});

/** Options of an import. */
export const importOptionsSchema = z.object({
  fileName: z.string().min(1).max(255).default('upload.csv'),
  columns: importColumnsSchema.default(importColumnsSchema.parse({})),
  /** The sport of every row, when the file has no sport column. @default 'Football' */
  sport: z.string().min(1).max(100).default('Football'),
  /** The state of teams whose row gives none (no state column, no '(XX)' suffix). */
  defaultState: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Must be a two-letter state code')
    .transform((s) => s.toUpperCase())
    .optional(),
  /** How dates are written, in date-fns tokens: 'yyyy-MM-dd', 'M/d/yyyy'. @default 'yyyy-MM-dd' */
  dateFormat: z
    .string()
    .min(1)
    .max(40)
    .refine(isDateFormat, {
      error: "Must be a date format in date-fns tokens, such as 'yyyy-MM-dd' or 'M/d/yyyy'",
    })
    .default('yyyy-MM-dd'),
  /** Check and report without writing anything. */
  dryRun: z.boolean().default(false),
});
export type ImportOptions = z.input<typeof importOptionsSchema>;

/**
 * Whether date-fns reads dates with this format. It throws on tokens it refuses, such as 'YYYY'
 * (week years) or 'DD' (days of the year) without their option, and on unknown letters.
 */
function isDateFormat(dateFormat: string): boolean {
  try {
    parseDate('2020-01-01', dateFormat, new Date(2000, 0, 1));
    format(new Date(2020, 0, 1), dateFormat);
    return true;
  } catch {
    return false;
  }
}

/** A row the import could not use. */
export interface RejectedRow {
  line: number;
  reason: string;
}

/** What an import did. */
export interface ImportReport {
  fileName: string;
  /** Data rows in the file. */
  rows: number;
  gamesAdded: number;
  /** Games already in the database without a score that the file gave a score. */
  scoresAdded: number;
  /** Rows already in the database with the same score (a repeated import). */
  alreadyPresent: number;
  /** Regions outside the US created for out-of-country opponents ('ON': 'Ontario'). */
  regionsCreated: { code: string; name: string }[];
  schoolsCreated: { name: string; state: string }[];
  rejected: RejectedRow[];
  /** How many rows were rejected for each kind of reason. */
  rejectedByReason: Record<string, number>;
  /** Rows that were loaded but look suspicious, such as a team playing twice on one day. */
  warnings: { line: number; message: string }[];
  dryRun: boolean;
}

/** A problem with the whole file (a 400): nothing was written. */
export class ImportError extends RequestError {
  override name = 'ImportError';
  constructor(message: string) {
    super(400, message);
  }
}

interface ParsedRow {
  line: number;
  date: DateString;
  season: string;
  sportName: string;
  home: { name: string; state: string; score: number };
  away: { name: string; state: string; score: number };
}

/** Kinds of rejection, for the summary; the full reason stays on each row. */
const REASON_KINDS: readonly [RegExp, string][] = [
  [/^missing/, 'missing value'],
  [/^bad date|^date out of range/, 'bad date'],
  [/^bad score/, 'bad score'],
  [/^unknown state/, 'unknown state'],
  [/^no team from the US/, 'no team from the US'],
  [/^unknown sport/, 'unknown sport'],
  [/plays itself/, 'team plays itself'],
  [/^duplicate of line/, 'duplicate row in file'],
  [/^conflicts with line/, 'conflicting row in file'],
  [/^conflicts with game/, 'conflicts with a game already stored'],
  [/^bad season/, 'bad season'],
];

function reasonKind(reason: string): string {
  return REASON_KINDS.find(([pattern]) => pattern.test(reason))?.[1] ?? 'other';
}

/** Reads the CSV text into records with their line numbers, or throws an ImportError. */
function readCsv(text: string): {
  header: string[];
  records: { line: number; values: Record<string, string> }[];
} {
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError) {
      throw new ImportError(`The file is not valid CSV: ${error.message}`);
    }
    throw error;
  }
  const [first, ...rest] = parsed;
  if (first == null) throw new ImportError('The file is empty.');
  const header = first.record.map((h) => h.trim());
  return {
    header,
    records: rest.map(({ record, info }) => ({
      line: info.lines,
      values: Object.fromEntries(header.map((name, i) => [name, record[i] ?? ''])),
    })),
  };
}

/** Checks one row's values; the parsed row or the reason it cannot be used. */
function parseRow(
  line: number,
  values: Record<string, string>,
  options: z.output<typeof importOptionsSchema>,
  today: DateString,
): ParsedRow | RejectedRow {
  const { columns } = options;
  const reject = (reason: string): RejectedRow => ({ line, reason });
  const rawDate = values[columns.date]?.trim() ?? '';
  if (rawDate === '') return reject('missing date');
  const parsedDate = parseDate(rawDate, options.dateFormat, new Date(2000, 0, 1));
  if (!isValid(parsedDate)) return reject(`bad date "${rawDate}" (expected ${options.dateFormat})`);
  const date = format(parsedDate, 'yyyy-MM-dd');
  if (date < '1900-01-01' || date > shiftDate(today, 1095))
    return reject(`date out of range: ${date}`);

  const team = (
    nameColumn: string,
    scoreColumn: string,
    stateColumn: string | undefined,
    side: string,
  ) => {
    const raw = values[nameColumn]?.trim() ?? '';
    if (raw === '') return reject(`missing ${side} team`);
    const { name, state: suffixState } = splitStateSuffix(raw);
    if (name === '') return reject(`missing ${side} team`);
    const columnState =
      stateColumn == null ? '' : (values[stateColumn]?.trim().toUpperCase() ?? '');
    const state = columnState || suffixState || options.defaultState;
    if (state == null) return reject(`missing state of ${side} team "${raw}"`);
    const rawScore = values[scoreColumn]?.trim() ?? '';
    if (rawScore === '') return reject(`missing ${side} score`);
    if (!/^\d{1,3}$/.test(rawScore)) return reject(`bad score "${rawScore}" for ${side} team`);
    return { name, state, score: Number(rawScore) };
  };
  const home = team(columns.home, columns.homeScore, columns.homeState, 'home');
  if ('reason' in home) return home;
  const away = team(columns.away, columns.awayScore, columns.awayState, 'visiting');
  if ('reason' in away) return away;

  let season = seasonOf(date);
  if (columns.season != null) {
    const raw = values[columns.season]?.trim() ?? '';
    if (/^\d{4}$/.test(raw)) season = `${raw}-${Number(raw) + 1}`;
    else if (isSeason(raw)) season = raw;
    else if (raw !== '') return reject(`bad season "${raw}"`);
  }
  const sportName = columns.sport == null ? options.sport : (values[columns.sport]?.trim() ?? '');
  if (sportName === '') return reject('missing sport');
  return { line, date, season, sportName, home, away };
}

type SchoolRef = {
  id: number;
  name: string;
  address: string | null;
  districtId: number;
  stateId: number;
};

/**
 * Imports games from CSV text. Throws ImportError for a problem with the whole file (not CSV,
 * missing columns, unknown sport); reports row problems and loads the rest.
 */
export async function importGames(
  writeSportsData: SportsDataWriter,
  text: string,
  rawOptions: ImportOptions,
  clock: Clock,
): Promise<ImportReport> {
  const today = clock.today();
  const options = importOptionsSchema.parse(rawOptions);
  const { header, records } = readCsv(text);
  const required = [
    options.columns.date,
    options.columns.home,
    options.columns.away,
    options.columns.homeScore,
    options.columns.awayScore,
  ];
  const optional = [options.columns.sport, options.columns.season].filter(
    (c): c is string => c != null,
  );
  const missing = [...required, ...optional].filter((column) => !header.includes(column));
  if (missing.length > 0) {
    throw new ImportError(
      `The file has no column ${missing.map((m) => `"${m}"`).join(', ')}. Its columns are: ${header.join(', ')}.`,
    );
  }
  // The state columns are optional: without them, teams' states come from '(XX)' or defaultState.
  for (const key of ['homeState', 'awayState'] as const) {
    const column = options.columns[key];
    if (column != null && !header.includes(column)) delete options.columns[key];
  }

  const report: ImportReport = {
    fileName: options.fileName,
    rows: records.length,
    gamesAdded: 0,
    scoresAdded: 0,
    alreadyPresent: 0,
    regionsCreated: [],
    schoolsCreated: [],
    rejected: [],
    rejectedByReason: {},
    warnings: [],
    dryRun: options.dryRun,
  };
  const reject = (line: number, reason: string) => report.rejected.push({ line, reason });

  const rows: ParsedRow[] = [];
  for (const { line, values } of records) {
    const row = parseRow(line, values, options, today);
    if ('reason' in row) reject(row.line, row.reason);
    else rows.push(row);
  }

  await writeSportsData(async (tx, changes) => {
    // Reference data, read inside the transaction so a concurrent import cannot slip between.
    const stateRows = await tx.select().from(states);
    const stateByCode = new Map(stateRows.map((s) => [s.abbreviation, s]));
    const isOutsideUs = (code: string) =>
      stateByCode.get(code)?.outsideUs ?? REGIONS_OUTSIDE_US.has(code);
    const sportRows = await tx.select().from(sports);
    const sportByName = new Map(sportRows.map((s) => [s.name.toLowerCase(), s]));
    if (columnsHaveNoSport(options) && !sportByName.has(options.sport.toLowerCase())) {
      throw new ImportError(
        `Unknown sport "${options.sport}". Sports: ${sportRows
          .filter((s) => !s.isParent)
          .map((s) => s.name)
          .join(', ')}.`,
      );
    }
    const usedStates = [...new Set(rows.flatMap((r) => [r.home.state, r.away.state]))]
      .map((code) => stateByCode.get(code))
      .filter((s) => s != null);
    const schoolsByKey = new Map<string, SchoolRef>();
    if (usedStates.length > 0) {
      const existing = await tx
        .select({
          id: schools.id,
          name: schools.name,
          address: schools.address,
          districtId: schools.districtId,
          stateId: schools.stateId,
          nameKey: schools.nameKey,
        })
        .from(schools)
        .where(
          inArray(
            schools.stateId,
            usedStates.map((s) => s.id),
          ),
        );
      for (const school of existing) {
        const key = `${school.stateId}:${school.nameKey}`;
        if (!schoolsByKey.has(key)) schoolsByKey.set(key, school);
      }
    }
    const unassigned = new Map<number, number>();
    const newSchools: (typeof schools.$inferInsert)[] = [];
    const newSchoolSports = new Set<string>();

    /**
     * The states row of a region outside the US, created the first time a file names it. It is
     * inactive and flagged, so state pickers leave it out; its schools are inactive, so they get no
     * standings of their own while their games still count for the US teams they played.
     */
    async function regionFor(code: string): Promise<typeof states.$inferSelect> {
      const known = stateByCode.get(code);
      if (known != null) return known;
      const { name, timezone } = REGIONS_OUTSIDE_US.get(code)!;
      const [created] = await tx
        .insert(states)
        .values({
          name,
          abbreviation: code,
          sortOrder: 1000,
          timezone,
          isActive: false,
          outsideUs: true,
        })
        .onConflictDoNothing()
        .returning();
      let region = created;
      if (region != null) report.regionsCreated.push({ code, name });
      // Another import created it since this one read the states.
      else [region] = await tx.select().from(states).where(eq(states.abbreviation, code));
      stateByCode.set(code, region!);
      return region!;
    }

    async function schoolFor(team: ParsedRow['home']): Promise<SchoolRef> {
      const state = await regionFor(team.state);
      const key = `${state.id}:${schoolNameKey(team.name)}`;
      const found = schoolsByKey.get(key);
      if (found != null) return found;
      let districtId = unassigned.get(state.id);
      if (districtId == null) {
        // Schools an import creates wait in the state's "Unassigned" district until staff place them.
        await tx
          .insert(districts)
          .values({
            stateId: state.id,
            name: 'Unassigned',
            kind: 'Unassigned',
            isActive: !state.outsideUs,
          })
          .onConflictDoNothing();
        const [district] = await tx
          .select({ id: districts.id })
          .from(districts)
          .where(and(eq(districts.stateId, state.id), eq(districts.name, 'Unassigned')));
        districtId = district!.id;
        unassigned.set(state.id, districtId);
      }
      const [id] = (await nextIds(tx, 'schools', 1)) as [number];
      const school: SchoolRef = {
        id,
        name: team.name,
        address: null,
        districtId,
        stateId: state.id,
      };
      newSchools.push({
        id,
        stateId: state.id,
        districtId,
        name: team.name,
        shortName: team.name,
        nameKey: schoolNameKey(team.name),
        searchText: schoolSearchText(team.name, team.name),
        isActive: !state.outsideUs,
      });
      report.schoolsCreated.push({ name: team.name, state: team.state });
      schoolsByKey.set(key, school);
      return school;
    }

    // Games already stored on the file's days, to recognise a repeated import.
    const days = [...new Set(rows.map((r) => r.date))];
    const stored = new Map<
      string,
      { gameId: number; scores: Map<number, number | null>; resultIds: Map<number, number> }
    >();
    for (let i = 0; i < days.length; i += 500) {
      const storedRows = await tx
        .select({
          gameId: gameResults.gameId,
          id: gameResults.id,
          schoolId: gameResults.schoolId,
          score: gameResults.score,
          sportId: gameResults.sportId,
          eventDate: gameResults.eventDate,
        })
        .from(gameResults)
        .where(inArray(gameResults.eventDate, days.slice(i, i + 500)));
      const byGame = new Map<number, typeof storedRows>();
      for (const r of storedRows) byGame.set(r.gameId, [...(byGame.get(r.gameId) ?? []), r]);
      for (const [gameId, teams] of byGame) {
        if (teams.length !== 2) continue;
        const key = matchKey(
          teams[0]!.eventDate,
          teams[0]!.sportId,
          teams[0]!.schoolId,
          teams[1]!.schoolId,
        );
        stored.set(key, {
          gameId,
          scores: new Map(teams.map((t) => [t.schoolId, t.score])),
          resultIds: new Map(teams.map((t) => [t.schoolId, t.id])),
        });
      }
    }

    const seen = new Map<string, { line: number; scores: Map<number, number> }>();
    const busy = new Map<string, number>();
    const newGames: { row: ParsedRow; sportId: number; home: SchoolRef; away: SchoolRef }[] = [];
    const scoreUpdates: { resultId: number; score: number; isWon: boolean }[] = [];
    /** Games already stored that this file gives scores to. */
    const scoredGameIds: number[] = [];
    for (const row of rows) {
      const sport = sportByName.get(row.sportName.toLowerCase());
      if (sport == null || sport.isParent) {
        reject(row.line, `unknown sport "${row.sportName}"`);
        continue;
      }
      // Both states are checked before any school is created, so a rejected row creates nothing.
      const unknownState = [row.home, row.away].find(
        (t) => !stateByCode.has(t.state) && !REGIONS_OUTSIDE_US.has(t.state),
      );
      if (unknownState != null) {
        reject(row.line, `unknown state "${unknownState.state}" for team "${unknownState.name}"`);
        continue;
      }
      // Teams from outside the US are kept as US teams' opponents; a game between two of them is
      // no US team's and is not the service's to show.
      if (isOutsideUs(row.home.state) && isOutsideUs(row.away.state)) {
        reject(
          row.line,
          `no team from the US: "${row.home.name}" (${row.home.state}) and "${row.away.name}" (${row.away.state})`,
        );
        continue;
      }
      const home = await schoolFor(row.home);
      const away = await schoolFor(row.away);
      if (home.id === away.id) {
        reject(row.line, `team "${row.home.name}" plays itself`);
        continue;
      }
      const key = matchKey(row.date, sport.id, home.id, away.id);
      const scores = new Map([
        [home.id, row.home.score],
        [away.id, row.away.score],
      ]);
      const earlier = seen.get(key);
      if (earlier != null) {
        const same = [...scores].every(([id, score]) => earlier.scores.get(id) === score);
        reject(
          row.line,
          same
            ? `duplicate of line ${earlier.line}`
            : `conflicts with line ${earlier.line}: same teams and day, different score`,
        );
        continue;
      }
      seen.set(key, { line: row.line, scores });
      for (const team of [home, away]) {
        const teamDay = `${team.id}:${row.date}:${sport.id}`;
        const other = busy.get(teamDay);
        if (other != null) {
          report.warnings.push({
            line: row.line,
            message: `${team.name} also plays on ${row.date} (line ${other})`,
          });
        } else busy.set(teamDay, row.line);
      }
      const existing = stored.get(key);
      if (existing != null) {
        const storedScores = [...existing.scores.values()];
        if (storedScores.every((s) => s == null)) {
          const outcomes = teamOutcomes([...scores].map(([id, score]) => ({ id, score })));
          for (const [schoolId, score] of scores) {
            scoreUpdates.push({
              resultId: existing.resultIds.get(schoolId)!,
              score,
              isWon: outcomes.get(schoolId) === 'W',
            });
          }
          scoredGameIds.push(existing.gameId);
          report.scoresAdded += 1;
        } else if ([...scores].every(([id, score]) => existing.scores.get(id) === score)) {
          report.alreadyPresent += 1;
        } else {
          const shown = [...existing.scores.values()].map((s) => s ?? '?').join('-');
          reject(
            row.line,
            `conflicts with game ${existing.gameId} already stored with score ${shown}`,
          );
        }
        continue;
      }
      newGames.push({ row, sportId: sport.id, home, away });
      newSchoolSports.add(`${home.id}:${sport.id}`).add(`${away.id}:${sport.id}`);
    }

    for (const rejected of report.rejected) {
      const kind = reasonKind(rejected.reason);
      report.rejectedByReason[kind] = (report.rejectedByReason[kind] ?? 0) + 1;
    }
    report.rejected.sort((a, b) => a.line - b.line);
    report.gamesAdded = newGames.length;
    if (options.dryRun) {
      tx.rollback();
    }

    // Writes: seasons the file reaches, new schools, their sports, the games and their results.
    const seasonNames = [...new Set(newGames.map((g) => g.row.season))];
    if (seasonNames.length > 0) {
      await tx
        .insert(seasons)
        .values(
          seasonNames.map((name) => {
            const year = seasonStartYear(name);
            return { name, startsOn: `${year}-07-01`, endsOn: `${year + 1}-06-30` };
          }),
        )
        .onConflictDoNothing();
    }
    for (let i = 0; i < newSchools.length; i += 500)
      await tx.insert(schools).values(newSchools.slice(i, i + 500));
    const outsideUsIds = new Set(
      [...stateByCode.values()].filter((s) => s.outsideUs).map((s) => s.id),
    );
    const touchedStates = [...new Set(newSchools.map((s) => s.stateId))].filter(
      (id) => !outsideUsIds.has(id),
    );
    if (touchedStates.length > 0) {
      await tx.update(states).set({ isActive: true }).where(inArray(states.id, touchedStates));
    }
    const pairs = [...newSchoolSports].map((p) => p.split(':').map(Number) as [number, number]);
    for (let i = 0; i < pairs.length; i += 1000) {
      await tx
        .insert(schoolSports)
        .values(pairs.slice(i, i + 1000).map(([schoolId, sportId]) => ({ schoolId, sportId })))
        .onConflictDoNothing();
    }
    if (newGames.length > 0) {
      const ids = await nextIds(tx, 'games', newGames.length);
      const tz = new Map([...stateByCode.values()].map((s) => [s.id, s.timezone]));
      const gameRows: (typeof games.$inferInsert)[] = [];
      const resultRows: (typeof gameResults.$inferInsert)[] = [];
      newGames.forEach(({ row, sportId, home, away }, i) => {
        const id = ids[i]!;
        const teams = [
          { ...home, shortName: home.name, isHome: true, score: row.home.score },
          { ...away, shortName: away.name, isHome: false, score: row.away.score },
        ];
        const outcomes = teamOutcomes(teams.map((t) => ({ id: t.id, score: t.score })));
        gameRows.push({
          id,
          sportId,
          season: row.season,
          gameType: 'Game',
          status: 'Active',
          eventDate: row.date,
          startTimeUnknown: true,
          tz: tz.get(home.stateId) ?? 'America/New_York',
          name: generateGameName(teams, false),
          location: generateGameLocation(teams, false),
          source: 'import',
          // Official results, brought in by staff.
          scoreProvenance: row.home.score != null && row.away.score != null ? 'verified' : null,
        });
        teams.forEach((team, position) => {
          resultRows.push({
            gameId: id,
            schoolId: team.id,
            districtId: team.districtId,
            stateId: team.stateId,
            sportId,
            season: row.season,
            eventDate: row.date,
            isHome: team.isHome,
            position,
            score: team.score,
            isWon: outcomes.get(team.id) === 'W',
          });
        });
      });
      for (let i = 0; i < gameRows.length; i += 1000)
        await tx.insert(games).values(gameRows.slice(i, i + 1000));
      for (let i = 0; i < resultRows.length; i += 1500)
        await tx.insert(gameResults).values(resultRows.slice(i, i + 1500));
    }
    for (const update of scoreUpdates) {
      await tx
        .update(gameResults)
        .set({ score: update.score, isWon: update.isWon, updatedAt: clock.now() })
        .where(eq(gameResults.id, update.resultId));
    }
    if (scoredGameIds.length > 0) {
      await tx
        .update(games)
        .set({ scoreProvenance: 'verified' })
        .where(inArray(games.id, scoredGameIds));
    }
    // Games already on pages and in embeds get their new scores live once this commits; new
    // games and schools empty the cached answers.
    changes.games(scoredGameIds);
    if (newGames.length > 0 || newSchools.length > 0) changes.other();
    await tx.insert(importRuns).values({
      fileName: options.fileName,
      rowsTotal: report.rows,
      gamesAdded: report.gamesAdded,
      rowsRejected: report.rejected.length,
      report,
    });
  }).catch((error: unknown) => {
    // A dry run ends by rolling back on purpose.
    if (!(options.dryRun && isRollback(error))) throw error;
  });
  return report;
}

function columnsHaveNoSport(options: z.output<typeof importOptionsSchema>): boolean {
  return options.columns.sport == null;
}

function isRollback(error: unknown): boolean {
  return error instanceof TransactionRollbackError;
}

/** A game's identity for de-duplication: day, sport and the two schools in either order. */
function matchKey(date: string, sportId: number, a: number, b: number): string {
  return `${date}|${sportId}|${Math.min(a, b)}|${Math.max(a, b)}`;
}
