import { FORUM_CATEGORIES } from '../forum/categories';
import { PATHS } from './paths';

/**
 * A category's tagLink (spec §3 "Post tag"): 'all/General', 'Group/CSZ Articles'. The category
 * page answers at '/forums/{tagLink}' and at '/forums/search/category/{tagLink}' alike.
 */
export function categoryTagLink(category: { tagType: string; tagString: string }): string {
  return `${category.tagType === 'All' ? 'all' : category.tagType}/${category.tagString}`;
}

/** A forum category's page (spec §2: '/forums to category all/General'). */
export function forumCategoryPath(category: { tagType: string; tagString: string }): string {
  const link = categoryTagLink(category).split('/').map(encodeURIComponent).join('/');
  return `/forums/search/category/${link}`;
}

const [GENERAL, ARTICLES, PLAYER_OF_THE_MONTH] = FORUM_CATEGORIES;

/**
 * The site's redirects (spec §2 "Redirects"), old and short addresses to the pages that replaced
 * them. A `:id` in `from` is carried to `to`. The server answers them with a 301 so that old links
 * and search engines learn the new address; the site follows them too when it routes on its own.
 */
export const SITE_REDIRECTS: readonly { from: string; to: string }[] = [
  { from: '/s', to: PATHS.scores },
  { from: '/legacy', to: PATHS.home },
  { from: '/pages/contact.php', to: '/contact-us' },
  { from: '/pages/about.php', to: PATHS.about },
  { from: '/blog', to: forumCategoryPath(ARTICLES) },
  { from: '/player-of-the-month', to: forumCategoryPath(PLAYER_OF_THE_MONTH) },
  { from: '/games', to: PATHS.scores },
  { from: '/forum', to: PATHS.forums },
  { from: PATHS.forums, to: forumCategoryPath(GENERAL) },
  { from: '/sv/:id', to: '/scores/view/:id' },
];

/**
 * Where a path is redirected, following one redirect to the next ('/forum' to '/forums' to the
 * General category), or null when it is not redirected. Only whole ids fill `:id`.
 */
export function redirectTarget(pathname: string): string | null {
  let path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let moved = false;
  for (let hops = 0; hops < SITE_REDIRECTS.length; hops += 1) {
    const next = matchRedirect(path);
    if (next == null) break;
    path = next;
    moved = true;
  }
  return moved ? path : null;
}

function matchRedirect(path: string): string | null {
  for (const { from, to } of SITE_REDIRECTS) {
    if (!from.includes(':id')) {
      if (from === path) return to;
      continue;
    }
    const prefix = from.slice(0, from.indexOf(':id'));
    const id = path.startsWith(prefix) ? path.slice(prefix.length) : '';
    if (/^\d+$/.test(id)) return to.replace(':id', id);
  }
  return null;
}
