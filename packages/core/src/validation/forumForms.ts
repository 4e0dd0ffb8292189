import { z } from 'zod';
import {
  LENGTHS,
  MAX_IMAGE_NAME_LENGTH,
  MAX_IMAGES,
  PAGE_SIZES,
  POST_LINKS_MAX,
} from '../constants';
import { dateStringSchema, idSchema, urlSchema } from '../contract/primitives';
import { TAG_TYPES } from '../forum/categories';
import { UPLOADED_IMAGE_URL } from '../scores/scoreUpload';
import { requiredText } from './fields';
import { imageNamesTooLongMessage, maxLengthMessage, VALIDATION } from './messages';

/**
 * Bodies and queries of The Zone's calls (spec §7 "Forum"). The server parses every request with
 * these; the site builds its requests from the same types.
 */

/** The longest title of a post (not given by the spec; a headline). */
export const POST_TITLE_MAX = 150;
/** The longest text of a post (not given by the spec; a long blog post). */
export const POST_MESSAGE_MAX = 20_000;
/** Most tags one post carries (not given by the spec). */
export const POST_TAGS_MAX = 12;
export { POST_LINKS_MAX } from '../constants';
/** Largest page a list call gives (perPage above it is refused, not trimmed). */
export const FORUM_PAGE_MAX = 50;

/** A page number, 1 first. */
const pageParam = z.coerce.number().int().min(1).max(100_000).default(1);

/** A picture our upload stored, with its file's name (spec §3 "sources": url and name). */
export const postImageSchema = z.object({
  url: z.string().regex(UPLOADED_IMAGE_URL, 'Must be a picture uploaded here'),
  name: z
    .string()
    .trim()
    .min(1, VALIDATION.required)
    .max(MAX_IMAGE_NAME_LENGTH, imageNamesTooLongMessage(MAX_IMAGE_NAME_LENGTH)),
});

/**
 * A tag chosen for a new post: a category (All or Group) by its name, or a school, district, state
 * or sport by its id; the server looks the name up itself and refuses ids that do not exist.
 */
export const newPostTagSchema = z.object({
  tagType: z.enum(TAG_TYPES),
  tagEntityId: idSchema.nullable().default(null),
  tagString: z.string().trim().max(100, maxLengthMessage(100)).default(''),
});
export type NewPostTag = z.output<typeof newPostTagSchema>;

/**
 * POST posts (spec §7): a post of the create-post card. Media posts carry pictures, Highlights a
 * video link (YouTube or Vimeo, spec §5), Blog posts a title; every post has text, pictures or a
 * video. `links` are the addresses whose previews the writer kept.
 */
export const newPostSchema = z
  .object({
    kind: z.enum(['Post', 'Media', 'Highlights', 'Blog']),
    title: z
      .string()
      .trim()
      .max(POST_TITLE_MAX, maxLengthMessage(POST_TITLE_MAX))
      .nullable()
      .default(null)
      .transform((v) => v || null),
    message: z
      .string()
      .max(POST_MESSAGE_MAX, maxLengthMessage(POST_MESSAGE_MAX))
      .default('')
      .transform((v) => v.trim()),
    tags: z.array(newPostTagSchema).max(POST_TAGS_MAX).default([]),
    sources: z.array(postImageSchema).max(MAX_IMAGES, VALIDATION.maxImages).default([]),
    videoUrl: urlSchema.nullable().default(null),
    links: z.array(urlSchema).max(POST_LINKS_MAX).default([]),
    gameId: idSchema.nullable().default(null),
  })
  .refine((p) => p.message !== '' || p.sources.length > 0 || p.videoUrl != null, {
    message: VALIDATION.required,
    path: ['message'],
  })
  .refine((p) => p.kind !== 'Blog' || p.title != null, {
    message: VALIDATION.required,
    path: ['title'],
  })
  .refine((p) => p.kind !== 'Highlights' || p.videoUrl != null, {
    message: VALIDATION.required,
    path: ['videoUrl'],
  });
export type NewPost = z.output<typeof newPostSchema>;

/** POST comments (spec §7: replyToPostId and message; spec §5 "Comment": required, max 12000). */
export const newCommentSchema = z.object({
  replyToPostId: idSchema,
  message: requiredText().pipe(
    z.string().max(LENGTHS.commentMax, maxLengthMessage(LENGTHS.commentMax)),
  ),
});
export type NewComment = z.output<typeof newCommentSchema>;

/** PUT reactions/{id} (spec §7; the game's reactions have the same body). */
export const postReactionSchema = z.object({ type: z.enum(['Like', 'Unlike']) });
export type PostReaction = z.output<typeof postReactionSchema>;

/** POST posts/togglePin (spec §7). */
export const togglePinSchema = z.object({ postId: idSchema });

/** GET comments (spec §7: the post's id, page, size 10). */
export const commentsQuerySchema = z.object({
  postId: z.coerce.number().pipe(idSchema),
  page: pageParam,
  size: z.coerce.number().int().min(1).max(FORUM_PAGE_MAX).default(PAGE_SIZES.comments),
});

/** The forum's post lists (spec §7 "Posts page: page, page size 15, searchTerm"). */
export const postsQuerySchema = z.object({
  page: pageParam,
  perPage: z.coerce.number().int().min(1).max(FORUM_PAGE_MAX).default(PAGE_SIZES.forumPosts),
  searchTerm: z
    .string()
    .trim()
    .max(200, maxLengthMessage(200))
    .optional()
    .transform((v) => v || undefined),
});
export type PostsQuery = z.output<typeof postsQuerySchema>;

/** GET posts/byUserSubs (spec §7: page, perPage 20, lastItemDate). */
export const memberFeedQuerySchema = z.object({
  page: pageParam,
  perPage: z.coerce.number().int().min(1).max(FORUM_PAGE_MAX).default(PAGE_SIZES.memberFeed),
  lastItemDate: dateStringSchema.optional(),
});
export type MemberFeedQuery = z.output<typeof memberFeedQuerySchema>;

/** POST posts/searchMultiTag: posts carrying any of the tags, newest first. */
export const multiTagSearchSchema = z.object({
  tags: z
    .array(z.object({ tagType: z.enum(TAG_TYPES), tagEntityId: idSchema.nullable().default(null) }))
    .min(1, VALIDATION.required)
    .max(POST_TAGS_MAX),
  page: z.number().int().min(1).max(100_000).default(1),
  perPage: z.number().int().min(1).max(FORUM_PAGE_MAX).default(PAGE_SIZES.forumPosts),
});

/** GET notifications (spec §7: page and perPage; spec §9: 10). */
export const notificationsQuerySchema = z.object({
  page: pageParam,
  perPage: z.coerce.number().int().min(1).max(FORUM_PAGE_MAX).default(PAGE_SIZES.notifications),
});

/** GET metadata?url (spec §7: a link's preview). */
export const linkPreviewQuerySchema = z.object({ url: urlSchema });
