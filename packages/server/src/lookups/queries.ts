import { queryWordForms, searchSchools, type Coach, type School } from '@csz/core';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { coaches, gameResults } from '../games/schema';
import {
  districts,
  leagueDivisions,
  leagues,
  schoolSports,
  schools,
  sports,
  states,
} from './schema';
import { brackets } from '../playoffs/schema';
import { logoUrl } from '../games/queries';

/** Paging of a list. */
export interface Page {
  page: number;
  perPage: number;
}

const offset = (page: Page) => (page.page - 1) * page.perPage;

/** GET states: Maryland first, then by name (spec §9); regions outside the US are no states. */
export async function listStates(db: Database, query: Page & { isActive: boolean }) {
  const where = and(
    eq(states.outsideUs, false),
    query.isActive ? eq(states.isActive, true) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select({ id: states.id, name: states.name, abbreviation: states.abbreviation })
      .from(states)
      .where(where)
      .orderBy(asc(states.sortOrder), asc(states.name))
      .limit(query.perPage)
      .offset(offset(query)),
    db.select({ total: count() }).from(states).where(where),
  ]);
  return { items, total: total?.total ?? 0 };
}

/** GET districts: a state's counties by name, Maryland's first when no state is given. */
export async function listDistricts(
  db: Database,
  query: Page & { isActive: boolean; stateId?: number | undefined },
) {
  const where = and(
    query.isActive ? eq(districts.isActive, true) : undefined,
    query.stateId == null ? undefined : eq(districts.stateId, query.stateId),
  );
  const [items, [total]] = await Promise.all([
    db
      .select({ id: districts.id, name: districts.name, stateId: districts.stateId })
      .from(districts)
      .innerJoin(states, eq(states.id, districts.stateId))
      .where(where)
      .orderBy(asc(states.sortOrder), asc(states.name), asc(districts.name))
      .limit(query.perPage)
      .offset(offset(query)),
    db.select({ total: count() }).from(districts).where(where),
  ]);
  return { items, total: total?.total ?? 0 };
}

const schoolColumns = {
  id: schools.id,
  name: schools.name,
  shortName: schools.shortName,
  district: districts.name,
  state: states.name,
  districtId: schools.districtId,
  stateId: schools.stateId,
  address: schools.address,
};

function withLogo(row: Omit<School, 'imgUrl'>): School {
  return { ...row, imgUrl: logoUrl(row.id) };
}

/** One school by id as the API gives it, active or not (a school's schedule page names it), or null. */
export async function schoolOf(db: Database, id: number): Promise<School | null> {
  const [row] = await db
    .select(schoolColumns)
    .from(schools)
    .innerJoin(districts, eq(districts.id, schools.districtId))
    .innerJoin(states, eq(states.id, schools.stateId))
    .where(eq(schools.id, id));
  return row == null ? null : withLogo(row);
}

/**
 * GET schools: by district, or by searchTerm with core's school matching (word parts, 'st' as
 * saint, 'mt' as mount), within stateId unless isAllStates. A LIKE on the stored search words
 * narrows the rows; core's matching decides and ranks.
 */
export async function listSchools(
  db: Database,
  query: Page & {
    isActive: boolean;
    districtId?: number | undefined;
    stateId?: number | undefined;
    searchTerm?: string | undefined;
    isAllStates: boolean;
  },
): Promise<{ items: School[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    query.isActive ? eq(schools.isActive, true) : undefined,
    query.districtId == null ? undefined : eq(schools.districtId, query.districtId),
    query.stateId == null || query.isAllStates ? undefined : eq(schools.stateId, query.stateId),
  ];
  const base = db
    .select(schoolColumns)
    .from(schools)
    .innerJoin(districts, eq(districts.id, schools.districtId))
    .innerJoin(states, eq(states.id, schools.stateId));
  if (query.searchTerm) {
    const words = queryWordForms(query.searchTerm);
    if (words.length === 0) return { items: [], total: 0 };
    for (const forms of words) {
      conditions.push(or(...forms.map((form) => sql`${schools.searchText} like ${`%${form}%`}`)));
    }
    const candidates = await base.where(and(...conditions));
    const found = searchSchools(query.searchTerm, candidates, Number.MAX_SAFE_INTEGER);
    return {
      items: found.slice(offset(query), offset(query) + query.perPage).map(withLogo),
      total: found.length,
    };
  }
  const where = and(...conditions);
  const [items, [total]] = await Promise.all([
    base
      .where(where)
      .orderBy(asc(schools.name), asc(schools.id))
      .limit(query.perPage)
      .offset(offset(query)),
    db.select({ total: count() }).from(schools).where(where),
  ]);
  return { items: items.map(withLogo), total: total?.total ?? 0 };
}

/** The input of {@link listSports}. */
export interface SportsQuery extends Page {
  isActive: boolean;
  districtId?: number | undefined;
  schoolId?: number | undefined;
  stateId?: number | undefined;
  season?: string | undefined;
  isForPlayoff?: boolean | undefined;
  isParent?: boolean | undefined;
  sort: 'name' | 'weight';
  order: 'asc' | 'desc';
  searchTerm?: string | undefined;
}

/**
 * GET sports with the spec's filters: those a school, county or state fields (and plays in a
 * season, when one is given), those with playoff brackets, parents or not, a name search; sorted
 * by weight or name.
 */
export async function listSports(db: Database, query: SportsQuery) {
  const conditions: (SQL | undefined)[] = [
    query.isActive ? eq(sports.isActive, true) : undefined,
    query.isParent == null ? undefined : eq(sports.isParent, query.isParent),
    query.searchTerm ? ilike(sports.name, `%${escapeLike(query.searchTerm)}%`) : undefined,
  ];
  const place = query.schoolId ?? query.districtId ?? query.stateId;
  if (query.season != null) {
    const where = and(
      eq(gameResults.season, query.season),
      query.schoolId == null ? undefined : eq(gameResults.schoolId, query.schoolId),
      query.districtId == null ? undefined : eq(gameResults.districtId, query.districtId),
      query.stateId == null ? undefined : eq(gameResults.stateId, query.stateId),
    );
    conditions.push(
      inArray(
        sports.id,
        sql`(select distinct ${gameResults.sportId} from ${gameResults} where ${where})`,
      ),
    );
  } else if (place != null) {
    const where = and(
      query.schoolId == null ? undefined : eq(schools.id, query.schoolId),
      query.districtId == null ? undefined : eq(schools.districtId, query.districtId),
      query.stateId == null ? undefined : eq(schools.stateId, query.stateId),
    );
    conditions.push(
      inArray(
        sports.id,
        sql`(select ${schoolSports.sportId} from ${schoolSports} join ${schools} on ${schools.id} = ${schoolSports.schoolId} where ${where})`,
      ),
    );
  }
  if (query.isForPlayoff) {
    const where = and(
      query.stateId == null ? undefined : eq(brackets.stateId, query.stateId),
      query.season == null ? undefined : eq(brackets.season, query.season),
    );
    conditions.push(
      inArray(
        sports.id,
        sql`(select ${brackets.sportId} from ${brackets} where ${where ?? sql`true`})`,
      ),
    );
  }
  const where = and(...conditions);
  const direction = query.order === 'desc' ? desc : asc;
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: sports.id,
        name: sports.name,
        isParent: sports.isParent,
        weight: sports.weight,
        parentId: sports.parentId,
      })
      .from(sports)
      .where(where)
      .orderBy(direction(query.sort === 'name' ? sports.name : sports.weight), asc(sports.id))
      .limit(query.perPage)
      .offset(offset(query)),
    db.select({ total: count() }).from(sports).where(where),
  ]);
  return { items, total: total?.total ?? 0 };
}

/** GET leagues. */
export async function listLeagues(
  db: Database,
  query: Page & {
    isActive: boolean;
    stateId?: number | undefined;
    districtId?: number | undefined;
  },
) {
  const where = and(
    query.isActive ? eq(leagues.isActive, true) : undefined,
    query.stateId == null ? undefined : eq(leagues.stateId, query.stateId),
    query.districtId == null ? undefined : eq(leagues.districtId, query.districtId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(leagues)
      .where(where)
      .orderBy(asc(leagues.name), asc(leagues.id))
      .limit(query.perPage)
      .offset(offset(query)),
    db.select({ total: count() }).from(leagues).where(where),
  ]);
  return {
    items: rows.map((l) => ({
      id: l.id,
      name: l.name,
      stateId: l.stateId,
      districtId: l.districtId,
      sportId: null,
    })),
    total: total?.total ?? 0,
  };
}

/**
 * The coaches on file for a school's team, head coach first. Contact details are left out unless
 * asked for: only coaches and directors may see them (spec §6), and the public calls leave them out.
 */
export async function teamCoaches(
  db: Database,
  schoolId: number,
  sportId: number,
  /** With their phone and email: only for those core's viewCoachContact allows (spec §6). */
  withContact = false,
): Promise<Coach[]> {
  const rows = await db
    .select({
      firstName: coaches.firstName,
      lastName: coaches.lastName,
      cellPhone: coaches.cellPhone,
      email: coaches.email,
    })
    .from(coaches)
    .where(and(eq(coaches.schoolId, schoolId), eq(coaches.sportId, sportId)))
    .orderBy(desc(coaches.isHead), asc(coaches.id));
  return rows.map((c) => (withContact ? c : { ...c, cellPhone: null, email: null }));
}

/** Whether rows with these ids exist, for 404s on unknown ids. */
export async function exists(
  db: Database,
  table: 'schools' | 'sports',
  id: number,
): Promise<boolean> {
  const target = table === 'schools' ? schools : sports;
  const rows = await db.select({ id: target.id }).from(target).where(eq(target.id, id)).limit(1);
  return rows.length > 0;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** GET divisions: a league's divisions, in the league's order. */
export async function listDivisions(db: Database, query: Page & { leagueId: number }) {
  const where = eq(leagueDivisions.leagueId, query.leagueId);
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: leagueDivisions.id,
        name: leagueDivisions.name,
        leagueId: leagueDivisions.leagueId,
      })
      .from(leagueDivisions)
      .where(where)
      .orderBy(asc(leagueDivisions.sortOrder), asc(leagueDivisions.id))
      .limit(query.perPage)
      .offset(offset(query)),
    db.select({ total: count() }).from(leagueDivisions).where(where),
  ]);
  return { items, total: total?.total ?? 0 };
}

/** A school as stored, or undefined. */
export async function schoolById(
  db: Database,
  id: number,
): Promise<typeof schools.$inferSelect | undefined> {
  const [school] = await db.select().from(schools).where(eq(schools.id, id));
  return school;
}
