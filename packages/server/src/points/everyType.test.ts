import { existsSync, readFileSync } from 'node:fs';
import {
  NOT_EARNABLE_SPIRIT_POINT_TYPES,
  SPIRIT_POINT_SOURCES,
  SPIRIT_POINT_TYPE_IDS,
  type LoginResponse,
  type Profile,
  type SpiritPointType,
} from '@csz/core';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { members } from '../accounts/schema';
import { describeOnEngines } from '../testing/engines';
import type { BodyOf } from '../apiPaths';
import { headCoachPlace, insertGame, type DemoPlace, type TestGame } from '../testing/places';
import { startTestServer, type TestServer } from '../testing/testServer';
import { testPng, uploadForm } from '../testing/uploads';
import { spiritPointAwards } from './schema';

/** A member of this suite: their session and id. */
interface Someone {
  token: string;
  id: number;
}

/** What an earnable type's action needs: the member who earns it, and another to react. */
interface Scene {
  server: TestServer;
  place: DemoPlace;
  me: Someone;
  other: Someone;
  admin: string;
  picture(): Promise<string>;
  game(): Promise<TestGame>;
}

const post = async (s: Scene, who: Someone, json: BodyOf<'POST', '/api/forums/posts'>) => {
  const answer = await s.server.call<{ id: number }>('POST', '/api/forums/posts', {
    token: who.token,
    json,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id;
};

/**
 * Each earnable type's action, done over HTTP as a member would, by `me`. Its keys must be exactly
 * the types core's SPIRIT_POINT_SOURCES says are awarded (the first test checks): a type added
 * there without an action here, or an action here that awards nothing, fails.
 */
const ACTIONS: Partial<Record<SpiritPointType, (s: Scene) => Promise<unknown>>> = {
  1: async (s) =>
    s.server.call('POST', '/admin/api/upload/images/avatar', {
      token: s.me.token,
      body: uploadForm(await testPng(8, 8), 'me.png', 'image/png'),
    }),
  2: (s) => profile(s, { cellPhone: '3015550199' }),
  3: (s) => profile(s, { zipCode: '20852' }),
  4: (s) => profile(s, { birthday: '2008-05-01' }),
  5: (s) =>
    s.server.call('POST', '/api/csz/memberSubscription', {
      token: s.me.token,
      json: { followSchoolId: s.place.schoolId, followSportIds: [s.place.sportId] },
    }),
  6: (s) =>
    s.server.call('POST', '/api/csz/memberSubscription', {
      token: s.me.token,
      json: { followSchoolId: s.place.schoolId },
    }),
  7: async (s) =>
    post(s, s.me, {
      kind: 'Highlights',
      message: 'What a catch',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      sources: [{ url: await s.picture(), name: 'catch.png' }],
    }),
  8: async (s) =>
    s.server.call('POST', `/api/csz/games/share/${(await s.game()).id}`, { token: s.me.token }),
  9: async (s) => {
    const sources = [];
    for (let i = 0; i < 5; i++) sources.push({ url: await s.picture(), name: `p${i}.png` });
    return post(s, s.me, { kind: 'Media', sources });
  },
  10: (s) =>
    post(s, s.me, {
      kind: 'Highlights',
      message: 'Film of the week',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    }),
  11: async (s) =>
    post(s, s.me, {
      kind: 'Post',
      message: 'From the stands',
      sources: [{ url: await s.picture(), name: 'stands.png' }],
    }),
  12: (s) => post(s, s.me, { kind: 'Post', message: 'Game day' }),
  13: (s) => post(s, s.me, { kind: 'Blog', title: 'Season notes', message: 'A long read' }),
  14: (s) =>
    post(s, s.me, { kind: 'Post', message: 'A story', links: ['https://example.com/story'] }),
  15: async (s) => {
    const game = await s.game();
    return s.server.call('POST', `/api/forums/posts/game/${game.id}`, {
      token: s.me.token,
      json: { gameId: game.id, message: 'What a finish' },
    });
  },
  // 16 and 20: a score reported, then decided by staff (16 only when it was right).
  16: (s) => reportAndSettle(s, true),
  17: async (s) => {
    const id = await post(s, s.other, { kind: 'Post', message: 'Thoughts?' });
    return s.server.call('POST', '/api/forums/comments', {
      token: s.me.token,
      json: { replyToPostId: id, message: 'Nice' },
    });
  },
  18: async (s) => {
    const id = await post(s, s.other, { kind: 'Post', message: 'Like this' });
    return s.server.call('PUT', `/api/forums/reactions/${id}`, {
      token: s.me.token,
      json: { type: 'Like' },
    });
  },
  19: async (s) => {
    const id = await post(s, s.me, { kind: 'Post', message: 'Like mine' });
    return s.server.call('PUT', `/api/forums/reactions/${id}`, {
      token: s.other.token,
      json: { type: 'Like' },
    });
  },
  20: (s) => reportAndSettle(s, false),
  22: async (s) =>
    s.server.call('PUT', `/api/csz/games/reactions/${(await s.game()).id}`, {
      token: s.me.token,
      json: { type: 'Like' },
    }),
};

function profile(s: Scene, json: object) {
  return s.server.call('PUT', '/api/csz/memberProfile', {
    token: s.me.token,
    json: { firstName: 'Every', lastName: 'Type', ...json },
  });
}

/** `me` reports a game's score, and staff then set it: right (as reported) or not. */
async function reportAndSettle(s: Scene, right: boolean) {
  const game = await insertGame(s.server.handle.db, s.place);
  const reported = await s.server.call('POST', '/api/csz/memberScores', {
    token: s.me.token,
    json: {
      gameId: game.id,
      scores: [
        { gameResultId: game.home, score: 3 },
        { gameResultId: game.away, score: 1 },
      ],
    },
  });
  expect(reported.status).toBe(200);
  const final = right ? [3, 1] : [1, 3];
  const settled = await s.server.call('PUT', `/admin/api/games/${game.id}/results`, {
    token: s.admin,
    json: {
      results: [
        { id: game.home, finalScore: final[0]! },
        { id: game.away, finalScore: final[1]! },
      ],
    },
  });
  expect(settled.status).toBe(200);
}

describeOnEngines('every Spirit Points type', startTestServer, (server) => {
  const scene = {} as Scene;

  async function register(name: string): Promise<Someone> {
    const { body } = await server.call<LoginResponse>('POST', '/api/csz/register', {
      json: { email: `${name}@example.com`, password: 'every-type-1' },
    });
    const [row] = await server.handle.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, `${name}@example.com`));
    // Established members: a new account's posts keep no link (type 14) and meet tighter limits.
    await server.handle.db
      .update(members)
      .set({ createdAt: new Date('2026-10-01T12:00:00Z') })
      .where(eq(members.id, row!.id));
    return { token: body.accessToken, id: row!.id };
  }

  beforeAll(async () => {
    const place = await headCoachPlace(server.handle.db);
    const png = await testPng(8, 8);
    let game: TestGame | undefined;
    Object.assign(scene, {
      server,
      place,
      admin: (await server.login('admin@demo.csz.test')).accessToken,
      picture: async () => {
        const sent = await server.call<{ url: string }>('POST', '/api/forums/images', {
          token: scene.me.token,
          body: uploadForm(png, 'p.png', 'image/png'),
        });
        return sent.body.url;
      },
      game: async () => (game ??= await insertGame(server.handle.db, place)),
    });
  });

  it('has an action for exactly the types core says are awarded, and a reason for the others', () => {
    const awarded = SPIRIT_POINT_TYPE_IDS.filter((t) => 'awardedBy' in SPIRIT_POINT_SOURCES[t]);
    expect(Object.keys(ACTIONS).map(Number)).toEqual(awarded);
    expect(NOT_EARNABLE_SPIRIT_POINT_TYPES).toEqual([0, 21]);
    expect(awarded.length + NOT_EARNABLE_SPIRIT_POINT_TYPES.length).toBe(23);
  });

  it('names, for each type awarded, a file of the server and the function in it that awards it', () => {
    for (const type of SPIRIT_POINT_TYPE_IDS) {
      const source = SPIRIT_POINT_SOURCES[type];
      if (!('awardedBy' in source)) continue;
      const [file, name] = source.awardedBy.split(' ');
      const path = new URL(`../${file}`, import.meta.url);
      expect(existsSync(path), `${type}: ${file}`).toBe(true);
      expect(readFileSync(path, 'utf8'), `${type}: ${name}`).toMatch(
        new RegExp(`function ${name}\\b`),
      );
    }
  });

  it.each(SPIRIT_POINT_TYPE_IDS.filter((t) => ACTIONS[t] != null))(
    'awards type %i where its action happens',
    async (type) => {
      // A fresh member for each type, so what they earn is this action's alone.
      scene.me = await register(`every.type.${type}`);
      scene.other = await register(`every.other.${type}`);
      await ACTIONS[type]!(scene);
      const earned = await server.handle.db
        .select({ type: spiritPointAwards.type })
        .from(spiritPointAwards)
        .where(eq(spiritPointAwards.memberId, scene.me.id));
      expect(earned.map((e) => e.type)).toContain(type);
    },
  );

  it('counts decided score reports in the profile: statTrue and statFalse', async () => {
    scene.me = await register('accuracy');
    await reportAndSettle(scene, true);
    await reportAndSettle(scene, false);
    await reportAndSettle(scene, true);
    const profileNow = await server.call<Profile>('GET', '/api/csz/memberProfile', {
      token: scene.me.token,
    });
    expect(profileNow.body).toMatchObject({ statTrue: 2, statFalse: 1 });
  });
});
