/**
 * The kinds of forum tag (spec §3 "Post tag"), and State, which the spec's list lacks but its
 * tag fields (tagState, stateId) and The Zone's state pages need.
 */
export const TAG_TYPES = ['School', 'District', 'State', 'Sport', 'Group', 'All'] as const;
export type TagType = (typeof TAG_TYPES)[number];

/**
 * The forum's fixed categories (spec §3 "Forum category constants"). Apart from the forum's schemas
 * so that the site's routes can name them without loading the validation library.
 */
export const FORUM_CATEGORIES = [
  { tagString: 'General', tagType: 'All' },
  { tagString: 'CSZ Articles', tagType: 'Group' },
  { tagString: 'Player of the Month', tagType: 'Group' },
] as const satisfies readonly { tagString: string; tagType: TagType }[];

/**
 * The kinds of post: the create-post card's plain post, Media, Highlights and Blog (spec §2), and
 * a post about a game from the score upload page (spec §7 POST posts/game/{id}).
 */
export const POST_KINDS = ['Post', 'Media', 'Highlights', 'Blog', 'Game'] as const;
export type PostKind = (typeof POST_KINDS)[number];

/** The group the podcast page lists (spec §2 "Podcast page: feed filtered by tag 'podcast'"). */
export const PODCAST_TAG = 'podcast';

/**
 * The category holding the schools posts are about (spec §2 "The Teams category has a school
 * dropdown"): its page lists every post about a school, and a post is put under it by its school,
 * never by a tag of its own.
 */
export const TEAMS_CATEGORY = 'Teams';
