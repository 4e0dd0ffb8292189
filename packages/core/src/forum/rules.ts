import { z } from 'zod';
import { idSchema, timestampSchema } from '../contract/primitives';
import { postSchema } from '../contract/forum';
import type { SpiritPointType } from '../spirit/spiritPoints';
import type { PostKind } from './categories';

/**
 * The Zone's rules that the server enforces and the site explains: which Spirit Points a post
 * earns, when members' reports hide a post, how many posts, comments, likes and reports a member
 * may make in a day, and slugs.
 */

/** A post as the Spirit Points rule reads it. */
export interface PostForPoints {
  kind: PostKind;
  /** How many pictures it carries. */
  images: number;
  /** Whether it is about a game. */
  gameId: number | null;
  /** How many links it carries. */
  links: number;
}

/** Pictures a post needs for type 9 ('Posted with 5 pictures'). */
export const PICTURES_FOR_GALLERY_POINTS = 5;

/**
 * The Spirit Points type a post earns its author (spec §4): 7 a highlight with a picture, 10 a
 * highlight, 15 a post about a game, 9 a post with 5 pictures, 11 a post with a picture. The spec
 * names 12 to 14 only as 'posts': 13 is a blog post, 14 a post with a link, 12 any other post.
 */
export function postSpiritPointType(post: PostForPoints): SpiritPointType {
  if (post.kind === 'Highlights') return post.images > 0 ? 7 : 10;
  if (post.gameId != null || post.kind === 'Game') return 15;
  if (post.images >= PICTURES_FOR_GALLERY_POINTS) return 9;
  if (post.images > 0) return 11;
  if (post.kind === 'Blog') return 13;
  if (post.links > 0) return 14;
  return 12;
}

/** The Spirit Points type of the member who likes a post ('Liked a post'). */
export const LIKED_POST_POINTS: SpiritPointType = 18;
/** The Spirit Points type of the author whose post is liked (one per member who likes it). */
export const POST_LIKED_POINTS: SpiritPointType = 19;
/** The Spirit Points type of a comment (once per member and post). */
export const COMMENTED_POINTS: SpiritPointType = 17;

/** An account is new for this long after it was made: tighter limits, links without previews. */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/**
 * Members' reports hide a post until staff look (issue 17 "Moderation": a community that includes
 * minors) once their weights add up to this, one of them a proven member's or more: three proven
 * members, or two school staff (issue 30 point 6: three day-old accounts hid any post).
 */
export const REPORT_WEIGHT_TO_HIDE = 6;

/** An account is proven once it is this old and was active on {@link PROVEN_ACTIVE_DAYS} days. */
export const PROVEN_ACCOUNT_MS = 7 * NEW_ACCOUNT_MS;

/** Days with Spirit Points earned (a like, a follow, a score report, a post) that prove a member. */
export const PROVEN_ACTIVE_DAYS = 3;

/** What a report's weight is decided from: who the reporter is to the service. */
export interface ReporterStanding {
  createdAt: Date;
  /** The days on which the member earned Spirit Points. */
  activeDays: number;
  /** Holds an approved role that a school or staff approved (not one of the public roles). */
  vouched: boolean;
}

/**
 * How much a member's report counts towards hiding a post, after Discourse's trust levels (a
 * flag's score grows with the flagger's trust; new users' flags count least): 0 for an account
 * younger than a day, whose report goes to staff and hides nothing (an account made to report is
 * made in a minute); 1 for an unproven one; 2 for a proven member (a week old, active on three
 * days: time spent, which a throwaway account does not have); 3 for one whose role a school or
 * staff approved (coaches, directors, student ambassadors). Time and approval are what we can
 * see; Discourse's reading time is not.
 */
export function reportWeight(reporter: ReporterStanding, now: Date): 0 | 1 | 2 | 3 {
  const age = now.getTime() - reporter.createdAt.getTime();
  if (age < NEW_ACCOUNT_MS) return 0;
  if (reporter.vouched) return 3;
  return age >= PROVEN_ACCOUNT_MS && reporter.activeDays >= PROVEN_ACTIVE_DAYS ? 2 : 1;
}

/**
 * Whether the open reports of a post, by these reporters, hide it until staff look: they weigh
 * {@link REPORT_WEIGHT_TO_HIDE} together, and one of them at least is a proven member or school
 * staff (weight 2 or more). Accounts that never proved themselves, however many, leave the post
 * to staff.
 */
export function reportsHide(reporters: readonly ReporterStanding[], now: Date): boolean {
  const weights = reporters.map((r) => reportWeight(r, now));
  const total = weights.reduce<number>((sum, weight) => sum + weight, 0);
  return total >= REPORT_WEIGHT_TO_HIDE && weights.some((weight) => weight >= 2);
}

/** Whether an account made at `createdAt` is still new at `now`. */
export function isNewAccount(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() < NEW_ACCOUNT_MS;
}

/** The forum's actions limited per member and day. */
export const FORUM_LIMITED_ACTIONS = ['post', 'comment', 'like', 'report'] as const;
export type ForumLimitedAction = (typeof FORUM_LIMITED_ACTIONS)[number];

/**
 * How many of each a member may do in a day: an established account, and one younger than a day
 * (spam and abuse come mostly from fresh accounts). Not given by the spec.
 */
export const FORUM_DAILY_LIMITS = {
  post: { established: 30, newAccount: 5 },
  comment: { established: 200, newAccount: 20 },
  like: { established: 500, newAccount: 50 },
  report: { established: 30, newAccount: 5 },
} as const satisfies Record<ForumLimitedAction, { established: number; newAccount: number }>;

const ACTION_NOUNS: Record<ForumLimitedAction, string> = {
  post: 'posts',
  comment: 'comments',
  like: 'likes',
  report: 'reports',
};

/** The 429's words when a member has met a daily limit. */
export function forumDailyLimitMessage(action: ForumLimitedAction, limit: number): string {
  return `You have reached today's limit of ${limit} ${ACTION_NOUNS[action]}. Please try again tomorrow.`;
}

/** The longest slug (the address stays readable). */
const SLUG_MAX = 80;

/**
 * A post's slug for its address ('/forums/post/12/whitman-wins-the-final'): its title, or the first
 * words of its text, in lower-case ASCII words joined by hyphens; 'post' when nothing is left.
 */
export function postSlug(title: string | null, message: string): string {
  const source = title ?? message.split(/\s+/).slice(0, 12).join(' ');
  const slug = source
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return slug === '' ? 'post' : slug;
}

/** The message for a video link from another site than YouTube or Vimeo. */
export const VIDEO_HOSTS_MESSAGE = 'Only YouTube and Vimeo videos can be embedded';

/** PUT reactions/{id}: the post's likes as the server settled them. */
export const postReactionAnswerSchema = z.object({
  upvotes: z.number().int().nonnegative(),
  youVoted: z.boolean(),
});
export type PostReactionAnswer = z.infer<typeof postReactionAnswerSchema>;

/** Answers that only say what happened ('Post successfully reported!'). */
export const forumMessageAnswerSchema = z.object({ message: z.string() });

/** Why a post is in the staff queue. */
export const MODERATION_REASONS = ['reported', 'hiddenByReports', 'held'] as const;

/** A claim as staff read it. */
export const queuedClaimSchema = z.object({
  memberId: idSchema.nullable(),
  authorName: z.string(),
  claimType: z.string(),
  claimText: z.string(),
  created: timestampSchema,
});

/** How many of the posts staff hid the queue's answer lists, the most recent first. */
export const HIDDEN_BY_STAFF_LISTED = 50;

/**
 * GET /admin/api/forum/claims: posts waiting for staff, oldest first, with their open claims; and
 * the posts staff hid, the most recently hidden first, so that a hide can be found again.
 */
export const moderationQueueSchema = z.object({
  items: z.array(
    z.object({
      reason: z.enum(MODERATION_REASONS),
      post: postSchema,
      claims: z.array(queuedClaimSchema),
    }),
  ),
  hiddenByStaff: z.array(z.object({ post: postSchema, hiddenAt: timestampSchema })),
});
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;

/**
 * POST /admin/api/forum/posts/{id}/decision: 'restore' shows a hidden or reported post again,
 * 'release' shows a held post (sent without an account), 'hide' hides it; each closes its claims.
 */
export const moderationDecisionSchema = z.object({
  decision: z.enum(['restore', 'hide', 'release']),
});
export type ModerationDecision = z.infer<typeof moderationDecisionSchema>;

/** The answer to a staff decision. */
export const FORUM_MODERATION_MESSAGES = {
  restored: 'Post restored',
  released: 'Post released',
  alreadyReported: 'You have already reported this post.',
  anotherPinned: 'Another post is pinned. Unpin it first.',
  notInQueue: 'This post is not waiting for a decision.',
  oneCategory: 'A post has one category',
  unknownCategory: 'No such category',
} as const;

/** GET posts/view/{id}?slug: the slug is the address's words only; the id finds the post. */
export const postViewQuerySchema = z.object({
  slug: z.string().max(200, 'Must be 200 characters or less').optional(),
});
