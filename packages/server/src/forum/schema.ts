// The Zone's tables (spec §3 "Post", "Post tag", "Claim"). Only type imports from core here:
// drizzle-kit loads this file on its own to generate migrations.
import type { LinkPreview, PostKind, PostSource, TagType } from '@csz/core';
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../accounts/schema';
import { games } from '../games/schema';

/** PostgreSQL's full-text document type, which Drizzle has no column for. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Posts of The Zone, and posts about a game from the score upload page (kind 'Game', spec §7 POST
 * posts/game/{id}). A post names its member, or none when it came without an account or upload
 * link; such a post is `held` from the public until staff have looked, and its sender's address is
 * kept only as a hash, for limits and abuse. `message` is what the member typed (Markdown);
 * `contentHtml` is its sanitised rendering, the only form ever sent to a reader.
 */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    kind: text('kind').$type<PostKind>().notNull(),
    title: text('title'),
    message: text('message').notNull().default(''),
    contentHtml: text('content_html').notNull().default(''),
    slug: text('slug').notNull().default(''),
    gameId: integer('game_id').references(() => games.id, { onDelete: 'cascade' }),
    sources: jsonb('sources').$type<PostSource[]>().notNull().default([]),
    /** Previews of the links in the post (spec §3 "metadata"), as fetched when it was posted. */
    links: jsonb('links').$type<LinkPreview[]>().notNull().default([]),
    /** The post's tags' names, for search (weighted between the title and the text). */
    tagsText: text('tags_text').notNull().default(''),
    /** Title > tags > text, for ranked full-text search (forum/search). */
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(${forumPosts.title}, '')), 'A') || setweight(to_tsvector('english', ${forumPosts.tagsText}), 'B') || setweight(to_tsvector('english', ${forumPosts.message}), 'C')`,
    ),
    /** Sent through a score upload link (attributed to the link's member). */
    viaLink: boolean('via_link').notNull().default(false),
    /** Kept from the public until staff have looked: every post without a member. */
    held: boolean('held').notNull().default(false),
    /** SHA-256 of the sender's address, for abuse reports; never the address itself. */
    addressHash: text('address_hash'),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    /** Deleted by its author. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Hidden by staff, or by members' reports (core's reportsHide) until staff look (see hiddenBy). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: text('hidden_by').$type<'admin' | 'reports'>(),
    upvotes: integer('upvotes').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('forum_posts_created').on(t.createdAt.desc(), t.id.desc()),
    index('forum_posts_member').on(t.memberId, t.createdAt),
    index('forum_posts_game').on(t.gameId, t.createdAt),
    index('forum_posts_search').using('gin', t.search),
    // One pinned post at a time (spec §4 "Post pin").
    uniqueIndex('forum_posts_one_pinned')
      .on(sql`(true)`)
      .where(sql`${t.pinnedAt} is not null`),
  ],
);

/**
 * A post's tags (spec §3 "Post tag"): its category (All or Group, by name) and the schools,
 * districts, states and sports it is about (by id). `createdAt` is the post's, so a tag page reads
 * its newest posts from this index alone.
 */
export const forumPostTags = pgTable(
  'forum_post_tags',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    tagType: text('tag_type').$type<TagType>().notNull(),
    /** The school, district, state or sport; 0 for a category, which is known by its name. */
    entityId: integer('entity_id').notNull().default(0),
    /** The name shown: the category, or the place or sport's name when it was tagged. */
    tagString: text('tag_string').notNull(),
    isCategory: boolean('is_category').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.tagType, t.entityId, t.tagString] }),
    index('forum_post_tags_entity').on(t.tagType, t.entityId, t.createdAt.desc()),
    index('forum_post_tags_name').on(t.tagType, t.tagString, t.createdAt.desc()),
  ],
);

/** Comments on posts (spec §3: a comment has a post's shape; page size 10). */
export const forumComments = pgTable(
  'forum_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    contentHtml: text('content_html').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('forum_comments_post').on(t.postId, t.createdAt)],
);

/** A member's like of a post, once each (spec §4 "Post like"). */
export const forumPostLikes = pgTable(
  'forum_post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.memberId] })],
);

/**
 * Members' reports of posts (spec §3 "Claim"), once per member and post; staff hiding a post
 * record one with 'Hidden by admin' (spec §6). `resolvedAt` is set when staff have looked.
 */
export const forumClaims = pgTable(
  'forum_claims',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    claimType: text('claim_type').notNull().default('Other'),
    claimText: text('claim_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => members.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('forum_claims_once').on(t.postId, t.memberId),
    index('forum_claims_open').on(t.resolvedAt, t.createdAt),
  ],
);

/**
 * Who has read a post on which day (the service's day), so a post's views count each reader once
 * a day: a member by id, a guest by a hash of their address.
 */
export const forumPostViews = pgTable(
  'forum_post_views',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    reader: text('reader').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.day, t.reader] })],
);

/**
 * The dictionary a misspelt search word is corrected against (forum/search.ts): every word of four
 * letters or more of the posts' titles and tags (schools', places', sports' and players' names),
 * once, as written in lower case. Filled by forum_search_terms_of (migration 0014) from each post
 * as it is written (forum/searchTerms.ts), and trigram-indexed for similar words.
 */
export const forumSearchTerms = pgTable(
  'forum_search_terms',
  { term: text('term').primaryKey() },
  (t) => [index('forum_search_terms_trgm').using('gin', t.term.op('gin_trgm_ops'))],
);
