import { z } from 'zod';
import { POST_KINDS, TAG_TYPES, type TagType } from '../forum/categories';
import { gameSchema } from './games';
import { idSchema, timestampSchema } from './primitives';

/** Kinds of post tag (spec §3 "Post tag"). */
export { TAG_TYPES, type TagType } from '../forum/categories';

/** A tag on a post; categories are tags flagged isCategory, and tags nest (spec §3). */
export interface PostTagShape {
  tagString: string;
  tagLink: string;
  tagType: TagType;
  tagEntityId: number | null;
  tagDistrict?: string | null | undefined;
  tagState?: string | null | undefined;
  districtId?: number | null | undefined;
  stateId?: number | null | undefined;
  schoolId?: number | null | undefined;
  sportId?: number | null | undefined;
  isCategory: boolean;
  children?: PostTagShape[] | undefined;
}

/** A post tag. */
export const postTagSchema: z.ZodType<PostTagShape> = z.lazy(() =>
  z.object({
    tagString: z.string(),
    tagLink: z.string(),
    tagType: z.enum(TAG_TYPES),
    tagEntityId: idSchema.nullable(),
    tagDistrict: z.string().nullable().optional(),
    tagState: z.string().nullable().optional(),
    districtId: idSchema.nullable().optional(),
    stateId: idSchema.nullable().optional(),
    schoolId: idSchema.nullable().optional(),
    sportId: idSchema.nullable().optional(),
    isCategory: z.boolean(),
    children: z.array(postTagSchema).optional(),
  }),
);
export type PostTag = z.infer<typeof postTagSchema>;

export { FORUM_CATEGORIES } from '../forum/categories';

/** What a link looks like when parsed for a preview (spec §3 "Link preview"). */
export const linkPreviewSchema = z.object({
  url: z.string(),
  title: z.string().nullable(),
  images: z.array(z.string()),
  favicons: z.array(z.string()),
});
export type LinkPreview = z.infer<typeof linkPreviewSchema>;

/** Media attached to a post. */
export const postSourceSchema = z.object({
  url: z.string(),
  type: z.enum(['Image', 'Video', 'Audio', 'Link']),
  name: z.string().nullable(),
  description: z.string().nullable(),
});
export type PostSource = z.infer<typeof postSourceSchema>;

/** A forum post (spec §3 "Post"); comments have the same shape. */
export const postSchema = z.object({
  id: idSchema,
  /** What the create-post card made it (a comment has none). */
  kind: z.enum(POST_KINDS).optional(),
  title: z.string().nullable(),
  authorName: z.string(),
  memberName: z.string().optional(),
  /** When it was created. */
  date: timestampSchema,
  tags: z.array(postTagSchema),
  slug: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  /** Null for a post sent without an account (a guest's post about a game, released by staff). */
  memberId: idSchema.nullable(),
  upvotes: z.number().int().nonnegative(),
  youVoted: z.boolean(),
  views: z.number().int().nonnegative(),
  /** How many comments. */
  comments: z.number().int().nonnegative(),
  sources: z.array(postSourceSchema),
  gameId: idSchema.nullable(),
  avatarUrl: z.string().nullable(),
  metadata: z.array(linkPreviewSchema),
  isPinned: z.boolean(),
  isDeleted: z.boolean(),
  /** On comments: the post they answer. */
  replyToPostId: idSchema.nullable().optional(),
});
export type Post = z.infer<typeof postSchema>;

/** A post being written (spec §3 "Post draft"). */
export const postDraftSchema = z.object({
  files: z.array(z.object({ link: z.string() })),
  links: z.array(
    z.object({
      url: z.string(),
      isLoading: z.boolean(),
      isDeleted: z.boolean(),
      parseResult: linkPreviewSchema.nullable(),
    }),
  ),
});
export type PostDraft = z.infer<typeof postDraftSchema>;

/** A report against a post (spec §3 "Claim"). */
export const claimSchema = z.object({
  postId: idSchema,
  claimType: z.string().trim().min(1).max(50, 'Must be 50 characters or less').default('Other'),
  claimText: z.string().max(2000, 'Must be 2000 characters or less').default(''),
});
export type Claim = z.infer<typeof claimSchema>;

/** The claim text a SiteAdmin's hide records (spec §6). */
export const HIDDEN_BY_ADMIN = 'Hidden by admin';

/** An entry of the member feed: a post or a game (spec §3 "Feed item"). */
export const feedItemSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('post'), data: postSchema }),
  z.object({ type: z.literal('game'), data: gameSchema }),
]);
export type FeedItem = z.infer<typeof feedItemSchema>;

/** The forum posts page (spec §7): posts, totalPages, total. */
export const postsPageSchema = z.object({
  posts: z.array(postSchema),
  totalPages: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /**
   * Text search only: true when more posts match than are ranked and counted, `total` being that
   * many (the site shows 'Found: {total}+'). Absent from every other list, whose totals are exact.
   */
  totalIsCapped: z.boolean().optional(),
});
export type PostsPage = z.infer<typeof postsPageSchema>;

/** GET comments (spec §7): a page of a post's comments, oldest first, and how many there are. */
export const commentsPageSchema = z.object({
  comments: z.array(postSchema),
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
});
export type CommentsPage = z.infer<typeof commentsPageSchema>;

/** GET posts/byUserSubs (spec §7): items of type and data; an empty page means the feed is done. */
export const memberFeedPageSchema = z.object({ items: z.array(feedItemSchema) });
export type MemberFeedPage = z.infer<typeof memberFeedPageSchema>;

/** GET posts/isPinnedPost (spec §7). */
export const pinnedPostSchema = z.object({
  isPinnedPost: z.boolean(),
  postId: idSchema.nullable(),
});
export type PinnedPost = z.infer<typeof pinnedPostSchema>;

/** GET categories (spec §7): the forum's categories and the tags under them, with children. */
export const categoriesSchema = z.array(postTagSchema);
