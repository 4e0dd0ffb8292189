import { z } from 'zod';
import { PAGE_SIZES } from '../constants';
import { idSchema } from '../contract/primitives';
import { TAG_TYPES } from '../forum/categories';
import { maxLengthMessage } from './messages';
import { FORUM_PAGE_MAX } from './forumForms';

/**
 * The paths and queries of The Zone's lists beside postsQuerySchema (spec §7 "Forum"): the tag and
 * category pages and the Updates pages.
 */

/** An id given in a path or query. */
const idParam = z.coerce.number().pipe(idSchema);

/**
 * GET posts/search/{categoryOrTag}/{tagType}/{tagString}/{entityId}: a category by its type and
 * name ('category', 'all' or 'Group', e.g. 'all/General', 'Group/CSZ Articles'), or a tag by its
 * type and entity ('tag', 'School', 'Walt Whitman', 12). The type is matched without regard to
 * case, as the site's links write All as 'all'.
 */
export const forumListPathSchema = z.object({
  categoryOrTag: z.enum(['category', 'tag']),
  tagType: z
    .string()
    .transform((v) => TAG_TYPES.find((t) => t.toLowerCase() === v.toLowerCase()) ?? v)
    .pipe(z.enum(TAG_TYPES)),
  tagString: z.string().trim().max(100, maxLengthMessage(100)),
  entityId: idParam.optional(),
});
export type ForumListPath = z.output<typeof forumListPathSchema>;

/**
 * GET posts/updates (the Updates pages: /scores/forum by state, county and sport, /schedules/forum
 * by school and sport): the most precise place given, and the sport; page size 15.
 */
export const forumUpdatesQuerySchema = z.object({
  stateId: idParam.optional(),
  districtId: idParam.optional(),
  schoolId: idParam.optional(),
  sportId: idParam.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(FORUM_PAGE_MAX).default(PAGE_SIZES.forumPosts),
});
export type ForumUpdatesQuery = z.output<typeof forumUpdatesQuerySchema>;
