import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { forumPosts, forumSearchTerms } from './schema';

/**
 * Adds the words of the posts meeting `posts` (a condition on forum_posts) to the search's
 * dictionary (forum_search_terms), by the same SQL function migration 0014 filled it with for the
 * posts before it: a new post's names are correctable from the moment it is committed. Run in the
 * writing transaction. Words already known are left as they are; sorted, so concurrent posts
 * sharing new words take their keys in the same order.
 */
export async function recordSearchTerms(db: Database, posts: SQL): Promise<void> {
  await db.execute(sql`
    insert into ${forumSearchTerms} (term)
    select distinct t.term
    from ${forumPosts}, forum_search_terms_of(${forumPosts.title}, ${forumPosts.tagsText}) as t(term)
    where ${posts}
    order by t.term
    on conflict do nothing`);
}
