// The database schema (Drizzle, PostgreSQL 15 and PGlite alike). Only type imports from core here:
// drizzle-kit loads this file on its own to generate migrations.
import type {
  AdSize,
  AdSlot,
  GameStatus,
  GameType,
  ScoreProvenance,
  TiebreakerId,
} from '@csz/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../accounts/schema';

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

/** Games and custom events (spec §3 "Game"). */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    season: text('season')
      .notNull()
      .references(() => seasons.name),
    /** Null for a custom event. */
    gameType: text('game_type').$type<GameType>(),
    status: text('status').$type<GameStatus>().notNull().default('Active'),
    eventDate: date('event_date').notNull(),
    isEventDateTbd: boolean('is_event_date_tbd').notNull().default(false),
    startTime: time('start_time'),
    endTime: time('end_time'),
    startTimeUnknown: boolean('start_time_unknown').notNull().default(false),
    isTbd: boolean('is_tbd').notNull().default(false),
    tz: text('tz').notNull(),
    name: text('name').notNull(),
    location: text('location'),
    notes: text('notes'),
    youtubeLink: text('youtube_link'),
    nfhsLink: text('nfhs_link'),
    noHomeTeam: boolean('no_home_team').notNull().default(false),
    nextPostponeGameId: integer('next_postpone_game_id'),
    leagueId: integer('league_id').references(() => leagues.id),
    /** Custom events belong to a school, district or state instead of teams. */
    schoolId: integer('school_id').references(() => schools.id),
    districtId: integer('district_id').references(() => districts.id),
    stateId: integer('state_id').references(() => states.id),
    translationKey: text('translation_key'),
    /** Where the published score comes from (core SCORE_PROVENANCES); null without one. */
    scoreProvenance: text('score_provenance').$type<ScoreProvenance>(),
    /** Members' reports disagree with each other or with the published score (issue 16). */
    scoreDisputed: boolean('score_disputed').notNull().default(false),
    votesCount: integer('votes_count').notNull().default(0),
    postsCount: integer('posts_count').notNull().default(0),
    /** Where it came from: demo, import, staff, member. */
    source: text('source').notNull().default('staff'),
    /** The member who entered it on the team calendar (issue 19), while their account exists. */
    createdByMemberId: integer('created_by_member_id').references(() => members.id, {
      onDelete: 'set null',
    }),
    /**
     * Raised by one on every change a subscribed calendar must see (date, times, TBD flags, status,
     * name, location, teams): iCalendar's SEQUENCE. Kept by triggers (migration 0016), so every
     * write path raises it.
     */
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Also set by the 0016 trigger when the sequence rises (a feed's LAST-MODIFIED). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('games_event_date').on(t.eventDate),
    index('games_sport_season').on(t.sportId, t.season),
    index('games_season_date').on(t.season, t.eventDate),
    // Custom events are found by their school, district or state; games leave these empty.
    index('games_event_school')
      .on(t.schoolId, t.eventDate)
      .where(sql`${t.schoolId} is not null`),
    index('games_event_district')
      .on(t.districtId, t.eventDate)
      .where(sql`${t.districtId} is not null`),
    index('games_event_state')
      .on(t.stateId, t.eventDate)
      .where(sql`${t.stateId} is not null`),
    index('games_streams')
      .on(t.eventDate)
      .where(sql`${t.youtubeLink} is not null or ${t.nfhsLink} is not null`),
  ],
);

/**
 * The teams of a game and their results (spec §3 "Game team/result"). The game's date, sport and
 * season and the school's district and state are copied here, so every team filter of the API is
 * one index lookup.
 */
export const gameResults = pgTable(
  'game_results',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    districtId: integer('district_id').notNull(),
    stateId: integer('state_id').notNull(),
    sportId: integer('sport_id').notNull(),
    season: text('season').notNull(),
    eventDate: date('event_date').notNull(),
    isHome: boolean('is_home').notNull().default(false),
    position: smallint('position').notNull().default(0),
    score: integer('score'),
    isWon: boolean('is_won'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('game_results_game').on(t.gameId),
    index('game_results_school_season').on(t.schoolId, t.season, t.sportId),
    index('game_results_school_date').on(t.schoolId, t.eventDate),
    index('game_results_district_date').on(t.districtId, t.eventDate, t.sportId),
    index('game_results_state_date').on(t.stateId, t.eventDate, t.sportId),
    index('game_results_district_season').on(t.districtId, t.season, t.sportId),
    index('game_results_state_season').on(t.stateId, t.season, t.sportId),
  ],
);

/**
 * Staff corrections of a game's scores, kept as a history: who changed what, from what, and when,
 * so a corrected score can be explained (docs/research.md "score provenance").
 */
export const scoreCorrections = pgTable(
  'score_corrections',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** Each result's score before and after: [{ id, before, after }]. */
    changes: jsonb('changes')
      .$type<{ id: number; before: number | null; after: number | null }[]>()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('score_corrections_game').on(t.gameId, t.createdAt)],
);

/** Coaches on file for a school's team (spec §3 "Coach"). */
export const coaches = pgTable(
  'coaches',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    cellPhone: text('cell_phone'),
    email: text('email'),
    isHead: boolean('is_head').notNull().default(true),
  },
  (t) => [index('coaches_school_sport').on(t.schoolId, t.sportId)],
);

/** Playoff brackets (spec §3 "Playoff"). */
export const brackets = pgTable(
  'brackets',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    season: text('season')
      .notNull()
      .references(() => seasons.name),
    name: text('name').notNull(),
    roundNames: jsonb('round_names').$type<string[]>().notNull(),
  },
  (t) => [index('brackets_state_season').on(t.stateId, t.season, t.sportId)],
);

/**
 * A match of a bracket. Each side is a team, a bye, or to be decided by an earlier match; a slot
 * to be decided is never a bye.
 */
export const bracketMatches = pgTable(
  'bracket_matches',
  {
    id: serial('id').primaryKey(),
    bracketId: integer('bracket_id')
      .notNull()
      .references(() => brackets.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    position: integer('position').notNull(),
    gameId: integer('game_id').references(() => games.id),
    eventDate: date('event_date'),
    topKind: text('top_kind').$type<'team' | 'bye' | 'tbd'>().notNull(),
    topSchoolId: integer('top_school_id').references(() => schools.id),
    topSeed: integer('top_seed'),
    topFromMatchId: integer('top_from_match_id'),
    bottomKind: text('bottom_kind').$type<'team' | 'bye' | 'tbd'>().notNull(),
    bottomSchoolId: integer('bottom_school_id').references(() => schools.id),
    bottomSeed: integer('bottom_seed'),
    bottomFromMatchId: integer('bottom_from_match_id'),
    winnerToMatchId: integer('winner_to_match_id'),
    winnerToSide: text('winner_to_side').$type<'top' | 'bottom'>(),
    isThirdPlace: boolean('is_third_place').notNull().default(false),
  },
  (t) => [index('bracket_matches_bracket').on(t.bracketId)],
);

/** Every CSV import, with its report, for the staff's audit. */
export const importRuns = pgTable('import_runs', {
  id: serial('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  fileName: text('file_name').notNull(),
  rowsTotal: integer('rows_total').notNull(),
  gamesAdded: integer('games_added').notNull(),
  rowsRejected: integer('rows_rejected').notNull(),
  report: jsonb('report').notNull(),
});

/** Facts about the database itself, such as which demo data it holds. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Emails kept instead of sent when no SMTP server is configured; in development mode they are
 * readable at /dev/outbox, so a password reset can be completed locally.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Messages sent with the contact form (spec §3 "Contact message"), kept whether or not the email
 * to the staff went out. gameId and gameName are what the sender's page said, not a reference: the
 * message is a record of what was written, and a game removed later must not take it along.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id'),
    gameName: text('game_name'),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    text: text('text'),
    /** The member logged in when it was sent, if any. */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** When the staff email went out; null while it has not (the mail server was down). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created').on(t.createdAt)],
);

/**
 * The ad inventory (spec §1 "Ads ... are chosen by region", §9 slots and sizes). An ad aimed at a
 * county names its state too; one with no state is shown everywhere. Without an image_url the
 * server draws the picture from the alt text (house ads), at /ads/{id}.svg.
 */
export const ads = pgTable(
  'ads',
  {
    id: serial('id').primaryKey(),
    slot: text('slot').$type<AdSlot>().notNull(),
    size: text('size').$type<AdSize>().notNull(),
    stateId: integer('state_id').references(() => states.id),
    districtId: integer('district_id').references(() => districts.id),
    href: text('href').notNull(),
    imageUrl: text('image_url'),
    /** The 320x50 picture of a banner on phones. */
    mobileImageUrl: text('mobile_image_url'),
    alt: text('alt').notNull(),
    /** How many turns of the rotation the ad gets among ads of the same rank. */
    weight: integer('weight').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ads_slot').on(t.slot, t.stateId, t.districtId),
    check('ads_weight', sql`${t.weight} between 1 and 100`),
    check('ads_county_in_state', sql`${t.districtId} is null or ${t.stateId} is not null`),
  ],
);

/**
 * Members' likes of games (spec §4 "Game like"), one per member and game. games.votes_count
 * counts them (and the likes imported before members could like on this service).
 */
export const gameLikes = pgTable(
  'game_likes',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.memberId] }),
    // youVoted for a page of games: this member's likes among them.
    index('game_likes_member').on(t.memberId, t.gameId),
  ],
);

// The areas' own tables, so that drizzle-kit (which reads this file) and the client see them all.
export * from '../accounts/schema';
export * from '../points/schema';
export * from '../notifications/schema';
export * from '../jobs/schema';
export * from '../http/schema';
export * from '../scores/schema';
export * from '../reports/schema';
export * from '../forum/schema';
