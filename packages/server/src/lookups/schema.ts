// The lookups area's tables (Drizzle; PostgreSQL 15 and PGlite alike): the places and sports the
// service knows, from states to schools and their sports, the leagues' divisions, and the seasons.
// drizzle-kit reads every area's schema.ts on its own to generate migrations: only other areas'
// schema files and type imports from core here.
import type { TiebreakerId } from '@csz/core';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** States, Maryland sorting first (spec §9), and regions outside the US that imports met. */
export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  abbreviation: text('abbreviation').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(100),
  /** IANA time zone most of the state's schools play in. */
  timezone: text('timezone').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /**
   * A region outside the US (a Canadian province) that an import created for out-of-country
   * opponents: their games count in US teams' records, but the region is no state of the service.
   */
  outsideUs: boolean('outside_us').notNull().default(false),
});

/** Counties, conferences and districts: the level under a state (README glossary). */
export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    name: text('name').notNull(),
    /** County, City, Conference, or Unassigned for schools an import created. */
    kind: text('kind').notNull().default('County'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('districts_state_name').on(t.stateId, t.name)],
);

/** Sports; parent sports group variants (Soccer over Boys and Girls Soccer). */
export const sports = pgTable('sports', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  parentId: integer('parent_id'),
  isParent: boolean('is_parent').notNull().default(false),
  /** Sort weight: lower shows first. */
  weight: integer('weight').notNull(),
  /** Fall, Winter or Spring. */
  seasonPart: text('season_part').notNull(),
  /** Meets with several teams (track) rather than games between two. */
  isMultiTeam: boolean('is_multi_team').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
});

/** Schools. nameKey is the normalised name imports match on within a state. */
export const schools = pgTable(
  'schools',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    nameKey: text('name_key').notNull(),
    /** The words of name and short name as school search reads them, for a LIKE prefilter. */
    searchText: text('search_text').notNull(),
    address: text('address'),
    mascot: text('mascot'),
    primaryColor: text('primary_color').notNull().default('#1f3a68'),
    secondaryColor: text('secondary_color').notNull().default('#f2c230'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('schools_district').on(t.districtId),
    index('schools_state_name_key').on(t.stateId, t.nameKey),
  ],
);

/** Which sports a school fields. */
export const schoolSports = pgTable(
  'school_sports',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.sportId] }),
    index('school_sports_sport').on(t.sportId),
  ],
);

/** Leagues (conferences) that give standings their groups; a league may set its tiebreak order. */
export const leagues = pgTable(
  'leagues',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    districtId: integer('district_id').references(() => districts.id),
    name: text('name').notNull(),
    tiebreakers: jsonb('tiebreakers').$type<TiebreakerId[]>(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('leagues_state').on(t.stateId), index('leagues_district').on(t.districtId)],
);

/** Divisions inside a league, shown as nested standings. */
export const leagueDivisions = pgTable(
  'league_divisions',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('league_divisions_league').on(t.leagueId)],
);

/** Schools in a league, and their division. */
export const leagueMembers = pgTable(
  'league_members',
  {
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    divisionId: integer('division_id').references(() => leagueDivisions.id),
  },
  (t) => [
    primaryKey({ columns: [t.leagueId, t.schoolId] }),
    index('league_members_school').on(t.schoolId),
  ],
);

/** Seasons, 'YYYY-YYYY'. */
export const seasons = pgTable('seasons', {
  name: text('name').primaryKey(),
  startsOn: date('starts_on').notNull(),
  endsOn: date('ends_on').notNull(),
});
