import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zonedMoment, type PostSource } from '@csz/core';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { members } from '../accounts/schema';
import { forumPosts } from '../forum/schema';
import { notifications } from '../notifications/schema';
import { spiritPointAwards } from '../points/schema';
import { postsByIds } from '../forum/queries';
import { diskStorage } from '../storage/storage';
import { describeOnEngines } from '../testing/engines';
import { openTestDatabase, TEST_TODAY } from '../testing/testServer';
import { seedDemoForum, type ForumSeedReport } from './forum';
import { DEMO_MEMBERS } from './members';

/** The rows of a raw query, on either engine's driver. */
const rowsOf = async <T>(result: PromiseLike<unknown>) => ((await result) as { rows: T[] }).rows;

describeOnEngines(
  "The Zone's demo",
  (engine) => openTestDatabase(engine, { seeded: true }),
  (handle) => {
    const storage = diskStorage(mkdtempSync(join(tmpdir(), 'csz-forum-demo-')));
    let report: ForumSeedReport;

    beforeAll(async () => {
      report = await seedDemoForum(handle.db, TEST_TODAY, storage);
    });

    it('writes a few hundred posts with comments, likes, photos and episodes', () => {
      expect(report.posts).toBeGreaterThanOrEqual(300);
      expect(report.posts).toBeLessThanOrEqual(400);
      expect(report.comments).toBeGreaterThan(report.posts);
      expect(report.likes).toBeGreaterThan(report.posts * 3);
      expect(report).toMatchObject({ photos: 12, episodes: 5, claims: 2, fans: 36 });
    });

    it("keeps each post's counts to its rows: live comments and likes", async () => {
      const wrong = await rowsOf<{ id: number }>(
        handle.db.execute(sql`
          select p.id from forum_posts p
          where p.comments_count <> (select count(*) from forum_comments c where c.post_id = p.id and c.deleted_at is null)
             or p.upvotes <> (select count(*) from forum_post_likes l where l.post_id = p.id)`),
      );
      expect(wrong).toEqual([]);
      // Some comments were deleted by their authors, and are counted out.
      const [deleted] = await rowsOf<{ n: number }>(
        handle.db.execute(
          sql`select count(*)::int as n from forum_comments where deleted_at is not null`,
        ),
      );
      expect(deleted!.n).toBeGreaterThan(0);
    });

    it('pins one post, the SiteAdmin welcome, shown first in the API shape', async () => {
      const pinned = await handle.db
        .select({ id: forumPosts.id, memberId: forumPosts.memberId, title: forumPosts.title })
        .from(forumPosts)
        .where(sql`${forumPosts.pinnedAt} is not null`);
      expect(pinned).toHaveLength(1);
      const [admin] = await handle.db
        .select({ id: members.id })
        .from(members)
        .where(sql`${members.email} = 'admin@demo.csz.test'`);
      expect(pinned[0]).toMatchObject({ memberId: admin!.id, title: 'Welcome to The Zone' });
      const [post] = await postsByIds(handle.db, [pinned[0]!.id], null);
      expect(post).toMatchObject({
        isPinned: true,
        slug: 'welcome-to-the-zone',
        authorName: 'Pat Morgan',
      });
      expect(post!.tags[0]).toMatchObject({
        tagString: 'General',
        tagType: 'All',
        isCategory: true,
      });
    });

    it('gives every post one category, its tags its time, and its tags_text their names', async () => {
      const wrong = await rowsOf<{ id: number }>(
        handle.db.execute(sql`
          select p.id from forum_posts p
          where p.kind <> 'Game' and (
            (select count(*) from forum_post_tags t where t.post_id = p.id and t.is_category) <> 1
            or exists (select 1 from forum_post_tags t where t.post_id = p.id and t.created_at <> p.created_at)
            -- The names in any order (string_agg's is not fixed): the same length.
            or length(p.tags_text) <> (select length(string_agg(t.tag_string, ' ')) from forum_post_tags t where t.post_id = p.id))`),
      );
      expect(wrong).toEqual([]);
      const categories = await rowsOf<{ tag_string: string; tag_type: string; n: number }>(
        handle.db.execute(sql`
          select tag_string, tag_type, count(*)::int as n from forum_post_tags
          where is_category and entity_id = 0 group by 1, 2 order by 1`),
      );
      expect(categories.map((c) => [c.tag_string, c.tag_type])).toEqual([
        ['CSZ Articles', 'Group'],
        ['General', 'All'],
        ['Player of the Month', 'Group'],
        ['podcast', 'Group'],
      ]);
      // Places and sports are tagged by id with their names.
      const misnamed = await rowsOf<{ post_id: number }>(
        handle.db.execute(sql`
          select t.post_id from forum_post_tags t
          left join schools s on t.tag_type = 'School' and s.id = t.entity_id
          left join districts d on t.tag_type = 'District' and d.id = t.entity_id
          left join states st on t.tag_type = 'State' and st.id = t.entity_id
          left join sports sp on t.tag_type = 'Sport' and sp.id = t.entity_id
          where not t.is_category and t.tag_string is distinct from coalesce(s.name, d.name, st.name, sp.name)`),
      );
      expect(misnamed).toEqual([]);
    });

    it('stores every photo and episode it links, and embeds the highlights', async () => {
      const posts = await handle.db
        .select({ kind: forumPosts.kind, sources: forumPosts.sources })
        .from(forumPosts);
      const sources = posts.flatMap((p) => p.sources);
      const files = sources.filter((s: PostSource) => s.type === 'Image' || s.type === 'Audio');
      // A sport's own scene is shown only where the sport is played (the tiny set has no volleyball).
      expect(
        new Set(files.filter((s) => s.type === 'Image').map((s) => s.url)).size,
      ).toBeGreaterThanOrEqual(10);
      expect(files.filter((s) => s.type === 'Audio')).toHaveLength(5);
      for (const url of new Set(files.map((s) => s.url))) {
        expect(await storage.exists(storage.keyOf(url)!)).toBe(true);
      }
      const episode = await storage.get(storage.keyOf(files.find((s) => s.type === 'Audio')!.url)!);
      expect(episode!.contentType).toBe('audio/wav');
      expect(Buffer.from(episode!.bytes).subarray(0, 4).toString('ascii')).toBe('RIFF');
      const videos = sources.filter((s) => s.type === 'Video');
      expect(videos.length).toBeGreaterThan(0);
      for (const video of videos)
        expect(video.url).toMatch(/^https:\/\/www\.youtube\.com\/embed\/[\w-]{11}$/);
      expect(
        posts
          .filter((p) => p.kind === 'Highlights')
          .every((p) => p.sources.some((s) => s.type === 'Video')),
      ).toBe(true);
    });

    it('places everything before the start of the demo day', async () => {
      const start = zonedMoment(TEST_TODAY, '00:00:00', 'America/New_York');
      const [latest] = await rowsOf<{
        posts: string;
        comments: string;
        likes: string;
        told: string;
      }>(
        handle.db.execute(sql`
          select (select max(created_at) from forum_posts where kind <> 'Game') as posts,
                 (select max(created_at) from forum_comments) as comments,
                 (select max(created_at) from forum_post_likes) as likes,
                 (select max(created_at) from notifications) as told`),
      );
      for (const at of Object.values(latest!)) {
        expect(new Date(at).getTime()).toBeLessThan(start.getTime());
      }
    });

    it('tells each demo account of likes, comments and new posts, some unread', async () => {
      const rows = await rowsOf<{ email: string; type: string; n: number; unread: number }>(
        handle.db.execute(sql`
          select m.email, n.type, count(*)::int as n, count(*) filter (where n.read_at is null)::int as unread
          from ${notifications} n join ${members} m on m.id = n.member_id group by 1, 2`),
      );
      expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['Like', 'NewComment', 'NewPost']));
      const writers = DEMO_MEMBERS.filter((m) => !m.pending).map((m) => m.email);
      for (const email of writers) {
        const own = rows.filter((r) => r.email === email);
        expect(
          own.map((r) => r.type),
          email,
        ).toContain('Like');
        expect(
          own.reduce((sum, r) => sum + r.unread, 0),
          email,
        ).toBeGreaterThan(0);
        expect(
          own.reduce((sum, r) => sum + r.n - r.unread, 0),
          email,
        ).toBeGreaterThan(0);
      }
      // Only the demo accounts are told.
      expect(rows.every((r) => writers.includes(r.email))).toBe(true);
    });

    it("awards the forum's Spirit Points types, once per member, type and subject", async () => {
      const types = await handle.db
        .selectDistinct({ type: spiritPointAwards.type })
        .from(spiritPointAwards);
      expect(types.map((t) => t.type)).toEqual(
        expect.arrayContaining([7, 9, 10, 11, 12, 13, 14, 15, 17, 18, 19]),
      );
      const [likes] = await rowsOf<{ liked: number; likes: number; authors: number }>(
        handle.db.execute(sql`
          select (select count(*)::int from spirit_point_awards where type = 18) as liked,
                 (select count(*)::int from spirit_point_awards where type = 19) as authors,
                 (select count(*)::int from forum_post_likes) as likes`),
      );
      expect(likes).toEqual({ liked: report.likes, authors: report.likes, likes: report.likes });
    });

    it("puts its titles' and tags' words in the search's dictionary, as the post writes do", async () => {
      const missing = await rowsOf<{ term: string }>(
        handle.db.execute(sql`
          select distinct t.term from forum_posts p, forum_search_terms_of(p.title, p.tags_text) as t(term)
          where not exists (select 1 from forum_search_terms s where s.term = t.term)`),
      );
      expect(missing).toEqual([]);
      const [known] = await rowsOf<{ n: number }>(
        handle.db.execute(sql`select count(*)::int as n from forum_search_terms`),
      );
      expect(known!.n).toBeGreaterThan(100);
    });

    it('leaves two open reports on one visible post, and the id sequences past the demo', async () => {
      const claims = await rowsOf<{ post_id: number; hidden_at: string | null }>(
        handle.db.execute(sql`
          select c.post_id, p.hidden_at from forum_claims c join forum_posts p on p.id = c.post_id
          where c.resolved_at is null`),
      );
      expect(claims).toHaveLength(2);
      expect(new Set(claims.map((c) => c.post_id)).size).toBe(1);
      expect(claims[0]!.hidden_at).toBeNull();
      const [post] = await handle.db
        .insert(forumPosts)
        .values({ kind: 'Post', message: 'after the demo' })
        .returning({ id: forumPosts.id });
      expect(post!.id).toBeGreaterThan(report.posts);
    });
  },
);
