import {
  POST_LINKS_MAX,
  TEAMS_CATEGORY,
  type CommentsPage,
  type FeedItem,
  type NewPostTag,
  type Post,
} from '@csz/core';

/** What the cache holds for a list of posts: the pages loaded so far, one after another. */
export interface PostPages {
  posts: Post[];
  total: number;
  totalPages: number;
  /** A text search's total is a floor: more match than it counts (core's postsPageSchema). */
  totalIsCapped?: boolean | undefined;
  /** How many pages are loaded: the next 'Load More' asks for the one after. */
  pages: number;
}

/** What the cache holds for a post's comments: the pages loaded so far. */
export interface CommentPages extends CommentsPage {
  pages: number;
}

/** What the cache holds for the member feed: its items so far, and whether an empty page came. */
export interface MemberFeedPages {
  items: FeedItem[];
  pages: number;
  finished: boolean;
}

function isPost(value: unknown): value is Post {
  return (
    value != null &&
    typeof value === 'object' &&
    'id' in value &&
    'upvotes' in value &&
    'tags' in value
  );
}

/**
 * Changes a post wherever a forum answer holds it: a list's pages, the member feed's items, a post
 * page, or a page of comments; answers of other shapes are left as they are.
 */
export function mapPosts(change: (post: Post) => Post) {
  return (data: unknown): unknown => {
    if (data == null || typeof data !== 'object') return data;
    if (isPost(data)) return change(data);
    if ('posts' in data && Array.isArray(data.posts)) {
      return { ...data, posts: (data.posts as Post[]).map(change) };
    }
    if ('comments' in data && Array.isArray(data.comments)) {
      return { ...data, comments: (data.comments as Post[]).map(change) };
    }
    if ('items' in data && Array.isArray(data.items)) {
      const items = (data.items as FeedItem[]).map((item) =>
        item.type === 'post' ? { ...item, data: change(item.data) } : item,
      );
      return { ...data, items };
    }
    return data;
  };
}

/** Changes one post by id, wherever it is. */
export function mapPost(postId: number, change: (post: Post) => Post) {
  return mapPosts((post) => (post.id === postId ? change(post) : post));
}

/**
 * A post as a member's like or unlike leaves it, shown at once before the server answers (spec §4
 * "Post like: count changes immediately then is sent").
 */
export function toggledPostLike(post: Post): Post {
  return {
    ...post,
    youVoted: !post.youVoted,
    upvotes: Math.max(0, post.upvotes + (post.youVoted ? -1 : 1)),
  };
}

/**
 * A list's pages with a new post at the top (below a pinned post, which stays first: spec §4
 * "pinned post first"), counted in the total.
 */
export function withNewPost(pages: PostPages, post: Post): PostPages {
  const pinned = pages.posts.filter((p) => p.isPinned && !post.isPinned);
  const rest = pages.posts.filter((p) => !pinned.includes(p) && p.id !== post.id);
  return { ...pages, posts: [...pinned, post, ...rest], total: pages.total + 1 };
}

/** Whether a list has pages still to load. */
export function hasMorePages(pages: PostPages): boolean {
  return pages.pages < pages.totalPages && pages.posts.length < pages.total;
}

/**
 * The member feed with its next page appended. Its pages are counted from the newest post, so a
 * post made meanwhile moves the next page's first item onto the previous page: an item already
 * shown is not shown twice (React would also see two items of one key).
 */
export function withFeedPage(pages: MemberFeedPages, next: readonly FeedItem[]): MemberFeedPages {
  const shown = new Set(pages.items.map((item) => `${item.type}:${item.data.id}`));
  return {
    items: [...pages.items, ...next.filter((item) => !shown.has(`${item.type}:${item.data.id}`))],
    pages: pages.pages + 1,
    finished: next.length === 0,
  };
}

/**
 * The tags a category page gives the posts written on it: its category, General as type All
 * (spec §3). Teams is no tag a post carries (its page lists the posts about schools), so a post
 * written there gets none: the server files it under General, and its school tags put it in Teams.
 */
export function categoryTags(type: string, name: string): NewPostTag[] {
  if (type.toLowerCase() === 'all') return [{ tagType: 'All', tagString: name, tagEntityId: null }];
  if (name.toLowerCase() === TEAMS_CATEGORY.toLowerCase()) return [];
  return [{ tagType: 'Group', tagString: name, tagEntityId: null }];
}

/**
 * The links a new post is sent with: those of the draft the writer kept and did not remove, in
 * the text's order, at most POST_LINKS_MAX (a text with more links is posted, with the first ones'
 * previews, rather than refused).
 */
export function linksToSend(
  draft: readonly { url: string; isDeleted: boolean }[],
  kept: readonly string[],
): string[] {
  const inText = new Set(kept);
  return draft
    .filter((link) => !link.isDeleted && inText.has(link.url))
    .map((link) => link.url)
    .slice(0, POST_LINKS_MAX);
}
