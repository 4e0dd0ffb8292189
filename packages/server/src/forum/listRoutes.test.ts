import type { Game, MemberFeedPage, PostsPage } from '@csz/core';
import { and, asc, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberRoles, members } from '../accounts/schema';
import { gameResults } from '../games/schema';
import { schools, sports, states } from '../lookups/schema';
import { describeOnEngines } from '../testing/engines';
import { insertPost, minutesAfter, type TestPost, type TestTag } from '../testing/forumPosts';
import { headCoachPlace, insertGame, type DemoPlace } from '../testing/places';
import { startTestServer } from '../testing/testServer';
import type { ApiCallPath, ApiPath } from '../apiPaths';
import { forumPosts } from './schema';

/** A post the tests inserted, with what the lists decide on. */
interface Inserted {
  id: number;
  createdAt: Date;
  tags: TestTag[];
  listed: boolean;
  pinned: boolean;
}

/** The lists' posts are dated after the seeded data and after the tests' today. */
const LATER = '2031-01-01T12:00:00Z';

describeOnEngines('forum lists, search and the member feed', startTestServer, (server) => {
  const inserted: Inserted[] = [];
  let place: DemoPlace;
  const ids = { schoolB: 0, schoolC: 0, schoolOtherState: 0, sport2: 0 };
  const named = new Map<string, number>();

  const add = async (name: string, post: TestPost) => {
    const id = await insertPost(server.handle.db, post);
    inserted.push({
      id,
      createdAt: post.createdAt,
      tags: post.tags ?? [],
      listed: !post.hidden && !post.deleted && !post.held,
      pinned: post.pinned === true,
    });
    named.set(name, id);
    return id;
  };
  const idOf = (name: string) => named.get(name)!;

  /** The ids a list should hold: the listed posts meeting `match`, newest first. */
  const expected = (match: (post: Inserted) => boolean, pinnedFirst = false) => {
    const listed = inserted
      .filter((p) => p.listed && match(p))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    const pinned = pinnedFirst ? listed.filter((p) => p.pinned) : [];
    return [...pinned, ...listed.filter((p) => !pinned.includes(p))].map((p) => p.id);
  };
  const tagged = (type: string, entityId: number) => (p: Inserted) =>
    p.tags.some((t) => t.tagType === type && t.entityId === entityId);

  /** Under the head coach's district: its own tag, or its two schools' of this file. */
  const inDistrict = (p: Inserted) =>
    tagged('District', place.districtId)(p) ||
    tagged('School', place.schoolId)(p) ||
    tagged('School', ids.schoolB)(p);

  const get = <T = PostsPage>(path: ApiCallPath<'GET'>, token?: string) =>
    server.call<T>('GET', path, { token: token ?? null });
  /** Every page of a list, read `perPage` at a time until an empty page. */
  const allPages = async (path: ApiPath<'GET'>, perPage: number, query = '') => {
    const seen: number[] = [];
    const totals = new Set<number>();
    for (let page = 1; page < 50; page++) {
      const { status, body } = await get(`${path}?${query}page=${page}&perPage=${perPage}`);
      expect(status).toBe(200);
      totals.add(body.total);
      expect(body.totalPages).toBe(Math.ceil(body.total / perPage));
      if (body.posts.length === 0) break;
      expect(body.posts.length).toBe(page < body.totalPages ? perPage : body.posts.length);
      seen.push(...body.posts.map((p) => p.id));
    }
    expect([...totals]).toEqual([seen.length]);
    return seen;
  };

  beforeAll(async () => {
    const { db } = server.handle;
    // This file's own database: the lists are checked against exactly the posts made here.
    await db.delete(forumPosts);
    place = await headCoachPlace(db);
    const [b] = await db
      .select({ id: schools.id })
      .from(schools)
      .where(and(eq(schools.districtId, place.districtId), ne(schools.id, place.schoolId)))
      .limit(1);
    const [c] = await db
      .select({ id: schools.id })
      .from(schools)
      .where(and(eq(schools.stateId, place.stateId), ne(schools.districtId, place.districtId)))
      .limit(1);
    const [elsewhere] = await db
      .select({ id: schools.id })
      .from(schools)
      .where(ne(schools.stateId, place.stateId))
      .limit(1);
    const [sport2] = await db
      .select({ id: sports.id })
      .from(sports)
      .where(ne(sports.id, place.sportId))
      .orderBy(asc(sports.id))
      .limit(1);
    const [state] = await db.select().from(states).where(eq(states.id, place.stateId));
    Object.assign(ids, {
      schoolB: b!.id,
      schoolC: c!.id,
      schoolOtherState: elsewhere!.id,
      sport2: sport2!.id,
    });
    const at = (minutes: number) => minutesAfter(LATER, minutes);
    const general: TestTag = { tagType: 'All', tagString: 'General' };
    const whitman: TestTag = {
      tagType: 'School',
      tagString: 'Walt Whitman',
      entityId: place.schoolId,
    };
    const football: TestTag = { tagType: 'Sport', tagString: 'Football', entityId: place.sportId };
    await add('pinned', {
      title: 'Read the rules',
      tags: [general],
      createdAt: at(0),
      pinned: true,
    });
    await add('general', { title: 'Welcome to The Zone', tags: [general], createdAt: at(1) });
    await add('article', {
      title: 'Ranking the top teams',
      tags: [{ tagType: 'Group', tagString: 'CSZ Articles' }],
      createdAt: at(2),
    });
    await add('podcast', {
      title: 'Episode 12',
      tags: [{ tagType: 'Group', tagString: 'podcast' }],
      createdAt: at(3),
    });
    await add('schoolA', {
      title: 'Vikings roll on',
      message: 'A big night under the lights',
      tags: [general, whitman, football],
      createdAt: at(4),
    });
    await add('schoolB', {
      title: 'Barons edge rivals',
      tags: [{ tagType: 'School', tagString: 'Bethesda Chevy Chase', entityId: ids.schoolB }],
      createdAt: at(5),
    });
    await add('district', {
      title: 'County schedule released',
      tags: [{ tagType: 'District', tagString: 'Montgomery', entityId: place.districtId }],
      createdAt: at(6),
    });
    await add('schoolC', {
      title: 'Eagles land a coach',
      tags: [{ tagType: 'School', tagString: 'Centennial', entityId: ids.schoolC }],
      createdAt: at(7),
    });
    await add('state', {
      title: 'State finals set',
      tags: [{ tagType: 'State', tagString: state!.name, entityId: place.stateId }],
      createdAt: at(8),
    });
    await add('otherState', {
      title: 'Senators win',
      tags: [{ tagType: 'School', tagString: 'Dover', entityId: ids.schoolOtherState }],
      createdAt: at(9),
    });
    await add('sport2', {
      title: 'Soccer semifinal',
      tags: [whitman, { tagType: 'Sport', tagString: 'Soccer', entityId: ids.sport2 }],
      createdAt: at(10),
    });
    await add('hidden', {
      title: 'Hidden Whitman',
      tags: [general, whitman],
      createdAt: at(11),
      hidden: true,
    });
    await add('deleted', {
      title: 'Deleted Whitman',
      tags: [whitman],
      createdAt: at(12),
      deleted: true,
    });
    await add('held', { title: 'Held Whitman', tags: [whitman], createdAt: at(13), held: true });
    await add('titleMatch', {
      title: 'Quarterback Zephyrine throws four',
      message: 'Touchdowns all night',
      tags: [general],
      createdAt: at(14),
    });
    // Newer than the title match: ranking, not recency, must put it second.
    await add('bodyMatch', {
      title: 'Crowd report',
      message: 'Zephyrine was in the stands with the band',
      tags: [general],
      createdAt: at(15),
    });
    // Two posts of the same moment: the later id first, on every page.
    await add('sameMoment1', { title: 'Twin one', tags: [general], createdAt: at(16) });
    await add('sameMoment2', { title: 'Twin two', tags: [general], createdAt: at(16) });
    for (let i = 0; i < 20; i++) {
      await add(`filler${i}`, {
        title: `Filler number ${i}`,
        tags: [{ tagType: 'Group', tagString: 'Player of the Month' }],
        createdAt: at(100 + i),
      });
    }
  });

  describe('GET /api/forums/posts', () => {
    it('lists every visible post newest first, the pinned one first, paging without gaps or repeats', async () => {
      const seen = await allPages('/api/forums/posts', 7);
      expect(seen).toEqual(expected(() => true, true));
      expect(seen[0]).toBe(idOf('pinned'));
      expect(seen.indexOf(idOf('sameMoment2'))).toBe(seen.indexOf(idOf('sameMoment1')) - 1);
    });

    it('pages 15 at a time by default, the pinned post marked', async () => {
      const { status, body } = await get('/api/forums/posts');
      expect(status).toBe(200);
      expect(body.posts).toHaveLength(15);
      expect(body.posts[0]).toMatchObject({ id: idOf('pinned'), isPinned: true });
      expect(body.total).toBe(expected(() => true).length);
    });

    it('never lists hidden, deleted or held posts', async () => {
      const seen = await allPages('/api/forums/posts', 50);
      for (const name of ['hidden', 'deleted', 'held']) expect(seen).not.toContain(idOf(name));
    });

    it('answers an empty page past the end with the true total', async () => {
      const { body } = await get('/api/forums/posts?page=400');
      expect(body.posts).toEqual([]);
      expect(body.total).toBe(expected(() => true).length);
    });

    it.each(['page=0', 'perPage=0', 'perPage=51', 'page=abc', 'page=1e400'])(
      'refuses %s with a 400',
      async (query) => {
        const { status } = await get(`/api/forums/posts?${query}`);
        expect(status).toBe(400);
      },
    );
  });

  describe('search', () => {
    const search = (term: string) =>
      get(`/api/forums/posts?searchTerm=${encodeURIComponent(term)}`);

    it('ranks a title match above a newer text match', async () => {
      const { status, body } = await search('zephyrine');
      expect(status).toBe(200);
      expect(body.posts.map((p) => p.id)).toEqual([idOf('titleMatch'), idOf('bodyMatch')]);
      expect(body).toMatchObject({ total: 2, totalPages: 1 });
    });

    it('matches the beginning of a word', async () => {
      const { body } = await search('Zephyr');
      expect(body.posts.map((p) => p.id)).toEqual([idOf('titleMatch'), idOf('bodyMatch')]);
    });

    it('requires every word', async () => {
      const { body } = await search('zephyrine band');
      expect(body.posts.map((p) => p.id)).toEqual([idOf('bodyMatch')]);
    });

    it('finds posts by their tags', async () => {
      const { body } = await search('walt whitman');
      expect(body.posts.map((p) => p.id).sort()).toEqual([idOf('schoolA'), idOf('sport2')].sort());
    });

    it('finds a misspelt school, and never a hidden, deleted or held post', async () => {
      const { status, body } = await search('Whitmen');
      expect(status).toBe(200);
      expect(body.posts.map((p) => p.id).sort()).toEqual([idOf('schoolA'), idOf('sport2')].sort());
      expect(body.total).toBe(2);
    });

    it('pages its matches', async () => {
      const first = await get('/api/forums/posts?searchTerm=filler&perPage=15');
      const second = await get('/api/forums/posts?searchTerm=filler&perPage=15&page=2');
      const third = await get('/api/forums/posts?searchTerm=filler&perPage=15&page=3');
      expect(first.body).toMatchObject({ total: 20, totalPages: 2 });
      expect(first.body.posts).toHaveLength(15);
      expect(second.body.posts).toHaveLength(5);
      expect(third.body).toMatchObject({ posts: [], total: 20 });
      const all = [...first.body.posts, ...second.body.posts].map((p) => p.id);
      // The same rank for all: newest first.
      expect(all).toEqual(
        expected((p) => p.tags.some((t) => t.tagString === 'Player of the Month')),
      );
    });

    it.each([
      `"unbalanced`,
      `'single' quotes'`,
      'a & b | c ! d ( e ) : f * g',
      '&|!():*',
      "!!!'':*:*&&||",
      '<-> <2> zephyrine:A',
      '\\ backslash \\',
      '🏈🏀 Whitman 🎉',
      '🏈',
      'the',
      'with from',
      'Ünïcödé straße ΑΒΓ 中文',
      '%_%',
      "'; drop table forum_posts; --",
      'x'.repeat(200),
    ])('answers 200 to %j', async (term) => {
      const { status, body } = await search(term);
      expect(status).toBe(200);
      expect(body.total).toBeGreaterThanOrEqual(0);
    });

    it.each([
      ['a control character', 'zeph\u0000yrine'],
      ['a bell', 'zeph\u0007'],
      ['10,000 characters', 'w'.repeat(10_000)],
    ])('answers 400 to %s', async (_name, term) => {
      const { status } = await search(term);
      expect(status).toBe(400);
    });

    it('finds the posts past an emoji', async () => {
      const { body } = await search('🏈 zephyrine');
      expect(body.total).toBe(2);
    });
  });

  describe('GET /api/forums/posts/search/...', () => {
    it('lists the General category as the whole forum, pinned first', async () => {
      expect(await allPages('/api/forums/posts/search/category/all/General', 10)).toEqual(
        expected(() => true, true),
      );
    });

    it.each([
      ['CSZ Articles', ['article']],
      ['podcast', ['podcast']],
    ])('lists the group %s', async (group, names) => {
      const { status, body } = await get(
        `/api/forums/posts/search/category/Group/${encodeURIComponent(group)}`,
      );
      expect(status).toBe(200);
      expect(body.posts.map((p) => p.id)).toEqual(names.map(idOf));
    });

    it('pages a group 15 at a time, newest first', async () => {
      const seen = await allPages(
        '/api/forums/posts/search/category/Group/Player%20of%20the%20Month',
        15,
      );
      expect(seen).toHaveLength(20);
      expect(seen).toEqual(
        expected((p) => p.tags.some((t) => t.tagString === 'Player of the Month')),
      );
    });

    it("lists a school's posts", async () => {
      const seen = await allPages(
        `/api/forums/posts/search/tag/School/Walt%20Whitman/${place.schoolId}`,
        15,
      );
      expect(seen).toEqual(expected(tagged('School', place.schoolId)));
      expect(seen).toContain(idOf('schoolA'));
    });

    it("lists a district's posts with its schools'", async () => {
      const seen = await allPages(
        `/api/forums/posts/search/tag/District/Montgomery/${place.districtId}`,
        15,
      );
      expect(seen).toEqual(expected(inDistrict));
      expect(seen).toEqual(expect.arrayContaining([idOf('district'), idOf('schoolB')]));
      expect(seen).not.toContain(idOf('schoolC'));
    });

    it("lists a state's posts with its districts' and schools'", async () => {
      const seen = await allPages(
        `/api/forums/posts/search/tag/State/Maryland/${place.stateId}`,
        15,
      );
      expect(seen).toEqual(
        expected(
          (p) =>
            tagged('State', place.stateId)(p) ||
            tagged('District', place.districtId)(p) ||
            [place.schoolId, ids.schoolB, ids.schoolC].some((s) => tagged('School', s)(p)),
        ),
      );
      expect(seen).not.toContain(idOf('otherState'));
    });

    it("lists a sport's posts", async () => {
      const { body } = await get(`/api/forums/posts/search/tag/Sport/Soccer/${ids.sport2}`);
      expect(body.posts.map((p) => p.id)).toEqual([idOf('sport2')]);
    });

    it.each([
      '/api/forums/posts/search/tag/School/Nobody/999999',
      '/api/forums/posts/search/category/Group/No%20such%20group',
      '/api/forums/posts/search/tag/School/Nobody',
    ] as const)('answers an empty page for %s', async (path) => {
      const { status, body } = await get(path);
      expect(status).toBe(200);
      expect(body).toEqual({ posts: [], total: 0, totalPages: 0 });
    });

    it.each([
      '/api/forums/posts/search/other/School/x/1',
      '/api/forums/posts/search/tag/Planet/x/1',
      '/api/forums/posts/search/tag/School/x/abc',
      '/api/forums/posts/search/tag/School/x/0',
      '/api/forums/posts/search/tag/School/x/99999999999999999999',
      `/api/forums/posts/search/tag/School/${'x'.repeat(101)}/1`,
      '/api/forums/posts/search/tag/School/x/1?page=0',
    ] as const)('refuses %s with a 400', async (path) => {
      expect((await get(path)).status).toBe(400);
    });
  });

  describe('POST /api/forums/posts/searchMultiTag', () => {
    it('lists posts with any of the tags, newest first', async () => {
      const { status, body } = await server.call<PostsPage>(
        'POST',
        '/api/forums/posts/searchMultiTag',
        {
          json: {
            tags: [
              { tagType: 'School', tagEntityId: ids.schoolB },
              { tagType: 'Sport', tagEntityId: ids.sport2 },
            ],
          },
        },
      );
      expect(status).toBe(200);
      expect(body.posts.map((p) => p.id)).toEqual([idOf('sport2'), idOf('schoolB')]);
      expect(body.total).toBe(2);
    });

    it.each([
      { tags: [] },
      { tags: [{ tagType: 'Planet', tagEntityId: 1 }] },
      { tags: [{ tagType: 'School', tagEntityId: -1 }] },
      { tags: [{ tagType: 'School', tagEntityId: 1 }], perPage: 1000 },
      {},
    ])('refuses %j with a 400', async (json) => {
      const { status } = await server.raw('POST', '/api/forums/posts/searchMultiTag', { json });
      expect(status).toBe(400);
    });
  });

  describe('GET /api/forums/posts/updates', () => {
    it("lists a school's posts in a sport", async () => {
      const { body } = await get(
        `/api/forums/posts/updates?schoolId=${place.schoolId}&sportId=${place.sportId}`,
      );
      expect(body.posts.map((p) => p.id)).toEqual([idOf('schoolA')]);
    });

    it("lists a county's posts with its schools'", async () => {
      const seen = await allPages(
        '/api/forums/posts/updates',
        4,
        `stateId=${place.stateId}&districtId=${place.districtId}&`,
      );
      expect(seen).toEqual(expected(inDistrict));
    });

    it("lists a state's posts in a sport", async () => {
      const { body } = await get(
        `/api/forums/posts/updates?stateId=${place.stateId}&sportId=${ids.sport2}`,
      );
      expect(body.posts.map((p) => p.id)).toEqual([idOf('sport2')]);
    });

    it('lists every post without a place or sport, the pinned one by its date', async () => {
      expect(await allPages('/api/forums/posts/updates', 15)).toEqual(expected(() => true));
    });

    it('answers an empty page for an unknown school', async () => {
      const { status, body } = await get('/api/forums/posts/updates?schoolId=999999');
      expect(status).toBe(200);
      expect(body.total).toBe(0);
    });

    it.each(['schoolId=abc', 'sportId=0', 'stateId=-3', 'perPage=100'])(
      'refuses %s with a 400',
      async (query) => {
        expect((await get(`/api/forums/posts/updates?${query}`)).status).toBe(400);
      },
    );
  });

  describe('GET /api/forums/posts/byUserSubs', () => {
    const FAN = 'fan@demo.csz.test';
    const ALUMNI = 'alumni@demo.csz.test';
    let fanToken: string;
    let alumniToken: string;
    let fanId: number;
    const games = new Map<string, number>();
    const whitman = (): TestTag => ({
      tagType: 'School',
      tagString: 'Walt Whitman',
      entityId: place.schoolId,
    });

    beforeAll(async () => {
      const { db } = server.handle;
      const memberId = async (email: string) =>
        (await db.select({ id: members.id }).from(members).where(eq(members.email, email)))[0]!.id;
      const fan = await memberId(FAN);
      fanId = fan;
      const alumni = await memberId(ALUMNI);
      await db.delete(memberRoles).where(eq(memberRoles.memberId, fan));
      await db.delete(memberRoles).where(eq(memberRoles.memberId, alumni));
      // The fan follows the head coach's school in its sport; a pending role counts for nothing.
      await db.insert(memberRoles).values([
        {
          memberId: fan,
          role: 'Fan',
          status: 'Approved',
          followedStateId: place.stateId,
          followedDistrictId: place.districtId,
          followedSchoolId: place.schoolId,
          followedSportId: place.sportId,
        },
        {
          memberId: fan,
          role: 'Parent',
          status: 'Pending',
          followedSchoolId: ids.schoolOtherState,
        },
      ]);
      await add('feed1', {
        title: 'Feed one',
        tags: [whitman()],
        createdAt: new Date('2026-11-19T15:00:00Z'),
      });
      await add('feed2', {
        title: 'Feed two',
        tags: [whitman()],
        createdAt: new Date('2026-11-15T15:00:00Z'),
      });
      await add('feed3', {
        title: 'Feed three',
        tags: [whitman()],
        createdAt: new Date('2026-11-05T15:00:00Z'),
      });
      // Only the games made here are the school's: its seeded games go to another school.
      await db
        .update(gameResults)
        .set({ schoolId: ids.schoolB })
        .where(eq(gameResults.schoolId, place.schoolId));
      for (const [name, date] of [
        ['today', '2026-11-20'],
        ['nov18', '2026-11-18'],
        ['nov10', '2026-11-10'],
        ['oct1', '2026-10-01'],
        ['future', '2026-11-25'],
      ] as const) {
        games.set(name, (await insertGame(db, place, { date })).id);
      }
      games.set(
        'otherSport',
        (await insertGame(db, { ...place, sportId: ids.sport2 }, { date: '2026-11-17' })).id,
      );
      fanToken = (await server.login(FAN)).accessToken;
      alumniToken = (await server.login(ALUMNI)).accessToken;
    });

    const feed = (query: string, token = fanToken) =>
      get<MemberFeedPage>(`/api/forums/posts/byUserSubs?${query}`, token);
    const labels = (page: MemberFeedPage) =>
      page.items.map((item) =>
        item.type === 'post'
          ? [...named].find(([, id]) => id === item.data.id)![0]
          : `game:${[...games].find(([, id]) => id === (item.data as Game).id)![0]}`,
      );

    it("mixes the followed school's posts and its team's games, newest first, each once, to an empty page", async () => {
      const pages: string[][] = [];
      let lastItemDate: string | null = null;
      for (let page = 1; page <= 8; page++) {
        const { status, body } = await feed(
          `page=${page}&perPage=2${lastItemDate == null ? '' : `&lastItemDate=${lastItemDate}`}`,
        );
        expect(status).toBe(200);
        pages.push(labels(body));
        if (body.items.length === 0) break;
        const last = body.items.at(-1)!;
        lastItemDate =
          last.type === 'post' ? last.data.date.slice(0, 10) : (last.data as Game).eventDate;
      }
      // perPage entries a page, posts and games alike (a page no longer grows by the games
      // between its posts); the same day's game before its posts; the game after today never.
      expect(pages).toEqual([
        ['sport2', 'schoolA'],
        ['game:today', 'feed1'],
        ['game:nov18', 'feed2'],
        ['game:nov10', 'feed3'],
        ['game:oct1'],
        [],
      ]);
    });

    it('gives the same pages without lastItemDate', async () => {
      const second = await feed('page=2&perPage=2');
      expect(labels(second.body)).toEqual(['game:today', 'feed1']);
      expect(labels((await feed('page=2&perPage=3')).body)).toEqual([
        'feed1',
        'game:nov18',
        'feed2',
      ]);
      expect((await feed('page=6&perPage=2')).body.items).toEqual([]);
    });

    it('answers posts in the API shape, liked or not by the member', async () => {
      const { headers, body } = await feed('');
      expect(body.items.length).toBeGreaterThan(0);
      expect(body.items[0]).toMatchObject({ type: 'post', data: { youVoted: false } });
      expect(headers.get('Cache-Control')).toBe('private, no-store');
    });

    it("lists the member's own posts, whatever they are about, each once", async () => {
      const general: TestTag = { tagType: 'All', tagString: 'General' };
      // Written on the home tab: filed under General, about no place the fan follows.
      await add('ownGeneral', {
        title: 'Own, general',
        tags: [general],
        memberId: fanId,
        createdAt: new Date('2026-11-19T18:00:00Z'),
      });
      // About the school the fan follows: both reads find it.
      await add('ownWhitman', {
        title: 'Own, about Whitman',
        tags: [whitman()],
        memberId: fanId,
        createdAt: new Date('2026-11-19T17:00:00Z'),
      });
      // Someone else's General post is no more the fan's business than before.
      await add('othersGeneral', {
        title: 'Not the fan’s',
        tags: [general],
        createdAt: new Date('2026-11-19T19:00:00Z'),
      });
      expect(labels((await feed('page=1&perPage=6')).body)).toEqual([
        'sport2',
        'schoolA',
        'game:today',
        'ownGeneral',
        'ownWhitman',
        'feed1',
      ]);
      expect(labels((await feed('page=2&perPage=3')).body)).toEqual([
        'ownGeneral',
        'ownWhitman',
        'feed1',
      ]);
    });

    it('gives a member who follows nothing an empty page', async () => {
      const { status, body } = await feed('', alumniToken);
      expect(status).toBe(200);
      expect(body.items).toEqual([]);
    });

    it('asks a guest to log in', async () => {
      const { status } = await server.call('GET', '/api/forums/posts/byUserSubs');
      expect(status).toBe(401);
    });

    it.each([
      'page=0',
      'perPage=0',
      'perPage=51',
      'lastItemDate=yesterday',
      'lastItemDate=2026-13-40',
    ])('refuses %s with a 400', async (query) => {
      expect((await feed(query)).status).toBe(400);
    });
  });
});
