// The games area's tables (Drizzle; PostgreSQL 15 and PGlite alike): games and each team's result,
// game likes, the coaches on file and the score imports' runs. drizzle-kit reads every area's
// schema.ts on its own to generate migrations: only other areas' schema files and type imports from
// core here.
import type { GameStatus, GameType, ScoreProvenance } from '@csz/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
} from 'drizzle-orm/pg-core';
import { members } from '../accounts/schema';
import { districts, leagues, schools, seasons, sports, states } from '../lookups/schema';

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
    /**
     * The game whose id names this one's calendar event when the chain of postponements it is in
     * began with a game since deleted (its name, not a reference: that game is gone); null when
     * the chain's first game names it (calendarFeeds/queries.ts eventVersions).
     */
    calendarUidGameId: integer('calendar_uid_game_id'),
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
