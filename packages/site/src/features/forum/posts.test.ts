import { describe, expect, it } from 'vitest';
import type { ApiResult, FeedItem, Post } from '@csz/core';
import { createSiteQueryClient, queryCacheOf } from '../../api/useQuery';
import { postKey } from './api/reads';
import {
  categoryTags,
  linksToSend,
  mapPost,
  withFeedPage,
  withNewPost,
  type PostPages,
} from './posts';
import { likePost } from './usePostActions';

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// What the helpers read and change of a post; the rest of it plays no part.
const post = (id: number, extra: Partial<Post> = {}) =>
  ({ id, upvotes: 3, youVoted: false, tags: [], isPinned: false, ...extra }) as unknown as Post;

describe('mapPost', () => {
  const liked = mapPost(7, (p) => ({ ...p, upvotes: 99 }));

  it('changes the post in a list, the member feed, a post page and comments alike', () => {
    const pages = { posts: [post(6), post(7)], total: 2, totalPages: 1, pages: 1 };
    expect((liked(pages) as PostPages).posts.map((p) => p.upvotes)).toEqual([3, 99]);
    const feed = { items: [{ type: 'post', data: post(7) }] as FeedItem[] };
    expect((liked(feed) as typeof feed).items[0]!.data).toMatchObject({ upvotes: 99 });
    expect(liked(post(7))).toMatchObject({ upvotes: 99 });
    const comments = { comments: [post(7)], total: 1, totalPages: 1 };
    expect((liked(comments) as typeof comments).comments[0]!.upvotes).toBe(99);
  });

  it('leaves answers of other shapes as they are', () => {
    const categories = [{ tagString: 'General' }];
    expect(liked(categories)).toBe(categories);
    const pinned = { isPinnedPost: true, postId: 7 };
    expect(liked(pinned)).toBe(pinned);
  });
});

describe('withNewPost', () => {
  it('puts a new post first, after a pinned post, and counts it', () => {
    const pages = {
      posts: [post(1, { isPinned: true }), post(2)],
      total: 2,
      totalPages: 1,
      pages: 1,
    };
    const next = withNewPost(pages, post(3));
    expect(next.posts.map((p) => p.id)).toEqual([1, 3, 2]);
    expect(next.total).toBe(3);
  });
});

describe('likePost', () => {
  async function cacheWithPost(shown: Post) {
    const client = createSiteQueryClient();
    client.setQueryData(postKey(shown.id), shown);
    await settle();
    return Object.assign(queryCacheOf(client), {
      read: (id: number) => client.getQueryData<Post>(postKey(id)),
    });
  }
  const read = (cache: Awaited<ReturnType<typeof cacheWithPost>>, id: number) => cache.read(id);
  type Answer = ApiResult<{ upvotes: number; youVoted: boolean }>;

  it('counts the like at once and takes the count the server answers', async () => {
    const cache = await cacheWithPost(post(5));
    let answer!: (result: Answer) => void;
    const sent: string[] = [];
    const liking = likePost(cache, post(5), (type) => {
      sent.push(type);
      return new Promise((resolve) => (answer = resolve));
    });
    expect(read(cache, 5)).toMatchObject({ youVoted: true, upvotes: 4 });
    answer({ ok: true, data: { upvotes: 10, youVoted: true } });
    await liking;
    expect(sent).toEqual(['Like']);
    expect(read(cache, 5)).toMatchObject({ youVoted: true, upvotes: 10 });
  });

  it('puts the post back when the server refuses, and says why', async () => {
    const cache = await cacheWithPost(post(5, { youVoted: true }));
    const said: string[] = [];
    await likePost(
      cache,
      post(5, { youVoted: true }),
      () =>
        Promise.resolve({
          ok: false,
          failure: { status: 429, message: 'Too many', logout: false },
        }),
      (message) => said.push(message),
    );
    expect(read(cache, 5)).toMatchObject({ youVoted: true, upvotes: 3 });
    // A daily limit met is not a like silently undone.
    expect(said).toEqual(['Too many']);
  });
});

describe('withFeedPage', () => {
  const item = (type: 'post' | 'game', id: number) =>
    ({ type, data: type === 'post' ? post(id) : { id } }) as FeedItem;

  it('appends the next page, leaving out items already shown', () => {
    // A post made meanwhile moved post 3 from the end of page 1 to the start of page 2.
    const pages = {
      items: [item('post', 4), item('game', 3), item('post', 3)],
      pages: 1,
      finished: false,
    };
    const next = withFeedPage(pages, [item('post', 3), item('game', 2), item('post', 2)]);
    expect(next.items.map((i) => `${i.type}:${i.data.id}`)).toEqual([
      'post:4',
      'game:3',
      'post:3',
      'game:2',
      'post:2',
    ]);
    expect(next).toMatchObject({ pages: 2, finished: false });
  });

  it('finishes the feed at an empty page', () => {
    expect(withFeedPage({ items: [item('post', 1)], pages: 2, finished: false }, [])).toMatchObject(
      {
        pages: 3,
        finished: true,
      },
    );
  });
});

describe('categoryTags', () => {
  it('puts a post written on a category page in that category, General as type All', () => {
    expect(categoryTags('all', 'General')).toEqual([
      { tagType: 'All', tagString: 'General', tagEntityId: null },
    ]);
    expect(categoryTags('Group', 'CSZ Articles')).toEqual([
      { tagType: 'Group', tagString: 'CSZ Articles', tagEntityId: null },
    ]);
  });

  it('gives a post written on the Teams page no category tag: Teams is its schools, not a tag', () => {
    expect(categoryTags('Group', 'Teams')).toEqual([]);
  });
});

describe('linksToSend', () => {
  const link = (n: number, isDeleted = false) => ({ url: `https://example.com/${n}`, isDeleted });

  it('sends the kept links the writer did not remove, at most as many as a post carries', () => {
    const draft = [link(1), link(2, true), link(3), link(4), link(5), link(6), link(7), link(8)];
    const kept = draft.map((l) => l.url).filter((url) => !url.endsWith('/8'));
    expect(linksToSend(draft, kept)).toEqual(
      [1, 3, 4, 5, 6].map((n) => `https://example.com/${n}`),
    );
  });
});
