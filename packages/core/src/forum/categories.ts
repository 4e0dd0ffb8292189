/** The kinds of forum tag (spec §3 "Post tag"). */
export const TAG_TYPES = ['School', 'District', 'Sport', 'Group', 'All'] as const;
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
