import type { Post, PostsPage } from '@csz/core';
import { eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { members } from '../accounts/schema';
import { describeOnEngines } from '../testing/engines';
import { insertPost, minutesAfter, type TestTag } from '../testing/forumPosts';
import { startTestServer } from '../testing/testServer';
import { forumPosts, forumSearchTerms } from './schema';
import { RANKED_MATCHES } from './search';

/** After the seeded data, so these posts are the newest. */
const LATER = '2031-06-01T12:00:00Z';

describeOnEngines(
  "The Zone's search: bounded ranking and misspellings",
  startTestServer,
  (server) => {
    const named = new Map<string, number>();
    const idOf = (name: string) => named.get(name)!;
    const search = (term: string, query = '') =>
      server.call<PostsPage>(
        'GET',
        `/api/forums/posts?searchTerm=${encodeURIComponent(term)}${query}`,
        { token: null },
      );
    const ids = (page: PostsPage) => page.posts.map((p) => p.id).sort((a, b) => a - b);
    const sorted = (...names: string[]) => names.map(idOf).sort((a, b) => a - b);
    const dictionary = async (term: string) =>
      (
        await server.handle.db
          .select()
          .from(forumSearchTerms)
          .where(eq(forumSearchTerms.term, term))
      ).length === 1;

    beforeAll(async () => {
      const { db } = server.handle;
      const at = (minutes: number) => minutesAfter(LATER, minutes);
      const school = (name: string, entityId: number): TestTag => ({
        tagType: 'School',
        tagString: name,
        entityId,
      });
      const posts: [string, Parameters<typeof insertPost>[1]][] = [
        [
          'whitman',
          {
            title: 'Vikings roll',
            tags: [school('Walt Whitman High School', 1)],
            createdAt: at(1),
          },
        ],
        ['whitmanToo', { title: 'Walt Whitman wins the county title', tags: [], createdAt: at(2) }],
        [
          'whitmore',
          {
            title: 'Whitmore edges rivals',
            tags: [school('Whitmore High School', 2)],
            createdAt: at(3),
          },
        ],
        // A word of four letters that is an English stop word's look-alike, never its correction.
        ['withers', { title: 'Withers sets a record', tags: [], createdAt: at(4) }],
        [
          'hidden',
          {
            title: 'Hidden Whitman news',
            tags: [school('Walt Whitman High School', 1)],
            createdAt: at(5),
            hidden: true,
          },
        ],
      ];
      for (const [name, post] of posts) named.set(name, await insertPost(db, post));
    });

    describe('misspellings, corrected from the dictionary of titles and tags', () => {
      it('holds the words of the posts written, four letters or more, no stop words', async () => {
        expect(await dictionary('whitman')).toBe(true);
        expect(await dictionary('whitmore')).toBe(true);
        expect(await dictionary('walt')).toBe(true);
        // 'sets' and 'a' are too short or stop words; 'with' is a stop word.
        expect(await dictionary('a')).toBe(false);
        expect(await dictionary('with')).toBe(false);
      });

      it("finds Whitman for 'Whitmen', never a hidden post", async () => {
        const { status, body } = await search('Whitmen');
        expect(status).toBe(200);
        // Whitman is one letter away, Whitmore two: the nearest name alone stands in.
        expect(ids(body)).toEqual(sorted('whitman', 'whitmanToo'));
      });

      it("corrects the misspelt word of 'Walt Whitmen High School' and keeps the others", async () => {
        const { body } = await search('Walt Whitmen High School');
        expect(ids(body)).toEqual(sorted('whitman'));
        expect(body.total).toBe(1);
      });

      it('does not pad a correctly spelt name with its look-alikes', async () => {
        const whitman = await search('Whitman');
        expect(ids(whitman.body)).toEqual(sorted('whitman', 'whitmanToo'));
        const whitmore = await search('Whitmore');
        expect(ids(whitmore.body)).toEqual(sorted('whitmore'));
      });

      it('never corrects a stop word to a look-alike', async () => {
        const { status, body } = await search('with');
        expect(status).toBe(200);
        expect(body.total).toBe(0);
      });

      it('answers nothing for a word like no known one', async () => {
        const { body } = await search('qzxvbnmw');
        expect(body).toMatchObject({ posts: [], total: 0, totalPages: 0 });
      });
    });

    describe('the dictionary kept current by the post writes', () => {
      it("makes a new post's names correctable at once", async () => {
        const { db } = server.handle;
        // An established member (a new account's first posts are limited).
        await db
          .update(members)
          .set({ createdAt: new Date('2026-10-01T12:00:00Z') })
          .where(like(members.email, '%@demo.csz.test'));
        const { accessToken } = await server.login('parent@demo.csz.test');
        expect(await dictionary('xylophonic')).toBe(false);
        expect((await search('Xylofonic')).body.total).toBe(0);
        const created = await server.call<Post>('POST', '/api/forums/posts', {
          token: accessToken,
          json: {
            kind: 'Post',
            title: 'Xylophonic Quarterbacks rally late',
            message: 'What a game',
          },
        });
        expect(created.status).toBe(201);
        expect(await dictionary('xylophonic')).toBe(true);
        expect(await dictionary('quarterbacks')).toBe(true);
        const { body } = await search('Xylofonic');
        expect(body.posts.map((p) => p.id)).toEqual([created.body.id]);
      });
    });

    describe('a bounded candidate set', () => {
      const many = async (count: number, from: number) => {
        // One multi-row insert: the ranking's bound is what is tested, not the posting route.
        await server.handle.db.insert(forumPosts).values(
          Array.from({ length: count }, (_, i) => ({
            kind: 'Post' as const,
            message: `quokka sighting number ${from + i}`,
            createdAt: minutesAfter(LATER, 100 + from + i),
          })),
        );
      };

      it(`counts exactly up to ${RANKED_MATCHES} matches, unflagged`, async () => {
        await many(RANKED_MATCHES, 0);
        const { body } = await search('quokka', '&perPage=50');
        expect(body.total).toBe(RANKED_MATCHES);
        expect(body.totalPages).toBe(RANKED_MATCHES / 50);
        expect(body).not.toHaveProperty('totalIsCapped');
      });

      it('past it, answers the bound, flagged as a floor, and ranks the newest matches', async () => {
        await many(1, RANKED_MATCHES);
        const titled = await insertPost(server.handle.db, {
          title: 'Quokka on the field',
          createdAt: minutesAfter(LATER, 100 + RANKED_MATCHES + 1),
        });
        const { body } = await search('quokka', '&perPage=50');
        expect(body).toMatchObject({
          total: RANKED_MATCHES,
          totalPages: RANKED_MATCHES / 50,
          totalIsCapped: true,
        });
        // The title match ranks first; the rest are ranked alike, so newest first.
        expect(body.posts[0]!.id).toBe(titled);
        const last = await search('quokka', `&perPage=50&page=${RANKED_MATCHES / 50}`);
        expect(last.body.posts).toHaveLength(50);
        const past = await search('quokka', `&perPage=50&page=${RANKED_MATCHES / 50 + 1}`);
        expect(past.body).toMatchObject({ posts: [], total: RANKED_MATCHES, totalIsCapped: true });
        // The oldest two of the 1,002 matches are past the bound: never listed.
        const [oldest] = (
          (await server.handle.db.execute(
            sql`select min(id)::int as id from ${forumPosts} where ${forumPosts.message} like 'quokka%'`,
          )) as unknown as { rows: { id: number }[] }
        ).rows;
        expect(last.body.posts.map((p) => p.id)).not.toContain(oldest!.id);
      });

      it('leaves the other lists without the flag', async () => {
        const { body } = await server.call<PostsPage>('GET', '/api/forums/posts', { token: null });
        expect(body).not.toHaveProperty('totalIsCapped');
      });
    });
  },
);
