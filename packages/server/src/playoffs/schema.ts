// The playoffs area's tables (Drizzle; PostgreSQL 15 and PGlite alike): brackets and their matches.
// drizzle-kit reads every area's schema.ts on its own to generate migrations: only other areas'
// schema files and type imports from core here.
import { boolean, date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { games } from '../games/schema';
import { schools, seasons, sports, states } from '../lookups/schema';

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
