// The accounts area's tables (Drizzle, PostgreSQL 15 and PGlite alike): members, their sessions
// and account tokens, their roles (which are also their follows), invitations and 'Update Coach'
// answers. Only type imports from core here: drizzle-kit loads the schema files on their own.
import type { MemberRole } from '@csz/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { districts, schools, sports, states } from '../lookups/schema';

/** Members: accounts of fans, players, parents, coaches, directors and staff (spec §3 "Profile"). */
export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  /** Lower case; one account per address. */
  email: text('email').notNull().unique(),
  /** scrypt$N$r$p$salt$hash (see auth/passwords.ts). */
  passwordHash: text('password_hash').notNull(),
  displayName: text('display_name'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  birthday: date('birthday'),
  cellPhone: text('cell_phone'),
  zipCode: text('zip_code'),
  avatarUrl: text('avatar_url'),
  isActive: boolean('is_active').notNull().default(true),
  isSiteAdmin: boolean('is_site_admin').notNull().default(false),
  /** Ticked 'coach or administrator' on Complete Preferences, for staff to follow up. */
  isCoachOrDirector: boolean('is_coach_or_director').notNull().default(false),
  /** Bumped on password change and deactivation: older access tokens stop working. */
  tokenVersion: integer('token_version').notNull().default(0),
  /** Scores this member reported that staff confirmed, and that staff found wrong. */
  statTrue: integer('stat_true').notNull().default(0),
  statFalse: integer('stat_false').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Refresh tokens, stored as hashes. Each use replaces the token with a new one of the same family;
 * a token used twice means it leaked, and the whole family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('refresh_tokens_member').on(t.memberId),
    index('refresh_tokens_family').on(t.familyId),
  ],
);

/** Password-reset codes and links, and account-restore links, stored as hashes. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 'reset' or 'restore'. */
    purpose: text('purpose').$type<'reset' | 'restore'>().notNull(),
    /** The short code typed on the reset page. */
    codeHash: text('code_hash').unique(),
    /** The long token in the emailed link. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('account_tokens_member').on(t.memberId)],
);

/**
 * Roles at schools, which are also the follows (spec §3 "Role entry"): a member following a school
 * holds a role there. Public roles are granted at once; others wait for approval.
 */
export const memberRoles = pgTable(
  'member_roles',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    role: text('role').$type<MemberRole>().notNull(),
    followedStateId: integer('followed_state_id').references(() => states.id),
    followedDistrictId: integer('followed_district_id').references(() => districts.id),
    followedSchoolId: integer('followed_school_id').references(() => schools.id),
    followedSportId: integer('followed_sport_id').references(() => sports.id),
    status: text('status').$type<'Pending' | 'Approved' | 'Rejected'>().notNull(),
    isAutomaticallyTexting: boolean('is_automatically_texting').notNull().default(false),
    decidedBy: integer('decided_by').references(() => members.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_roles_member').on(t.memberId),
    index('member_roles_pending').on(t.status, t.followedSchoolId),
    // The Spirit Points leaderboard's members of a school and of a state (points/queries.ts
    // leaderboard): their current roles, read from the index alone.
    index('member_roles_school_members')
      .on(t.followedSchoolId, t.memberId)
      .where(sql`${t.status} <> 'Rejected'`),
    index('member_roles_state_members')
      .on(t.followedStateId, t.memberId)
      .where(sql`${t.status} <> 'Rejected'`),
    // 'The same role' (roleWrites addRole): a member holds a role at a place once. NULLS NOT
    // DISTINCT (PostgreSQL 15) makes a county-wide or whole-school role, whose sport or school is
    // null, as unique as any other, so two concurrent requests cannot both insert it.
    unique('member_roles_once')
      .on(t.memberId, t.role, t.followedSchoolId, t.followedSportId, t.followedDistrictId)
      .nullsNotDistinct(),
  ],
);

/** Invitations members sent to follow a team (spec §7 invitemember). */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').$type<MemberRole>().notNull(),
    followedDistrictId: integer('followed_district_id'),
    followedSchoolId: integer('followed_school_id'),
    followedSportId: integer('followed_sport_id'),
    cellPhone: text('cell_phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invitations_invited_by').on(t.invitedBy)],
);

/** 'Update Coach' answers, for staff to review (spec §5 "Update coach"). */
export const coachReports = pgTable(
  'coach_reports',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    isCoach: boolean('is_coach').notNull(),
    role: text('role').$type<MemberRole>().notNull(),
    coachFirstName: text('coach_first_name'),
    coachLastName: text('coach_last_name'),
    coachEmail: text('coach_email'),
    coachCellPhone: text('coach_cell_phone'),
    status: text('status')
      .$type<'Pending' | 'Accepted' | 'Rejected'>()
      .notNull()
      .default('Pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member who accepted or rejected it, and when. */
    decidedBy: integer('decided_by').references(() => members.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('coach_reports_queue').on(t.status, t.createdAt)],
);
