import { useId, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { PODCAST_TAG, forumTagPath, type PostTag } from '@csz/core';
import { useQuery } from '../../api/useQuery';
import { PageLayout } from '../../shared/PageLayout';
import { useApi } from '../../state/api';
import { categoriesQuery } from './api/reads';
import './forum.css';

/** The categories change seldom: read once in a while, not on every page. */
const CATEGORIES_FRESH_MS = 10 * 60_000;

/** The schools under the Teams category (state, then county, then school), grouped by county. */
function schoolGroups(teams: PostTag): { label: string; schools: PostTag[] }[] {
  const groups: { label: string; schools: PostTag[] }[] = [];
  const walk = (tag: PostTag, path: string[]) => {
    const children = tag.children ?? [];
    const schools = children.filter((child) => child.tagType === 'School');
    if (schools.length > 0) groups.push({ label: path.join(', ') || tag.tagString, schools });
    for (const child of children) {
      if (child.tagType !== 'School') walk(child, [child.tagString, ...path]);
    }
  };
  walk(teams, []);
  return groups;
}

/**
 * The Teams category's school dropdown (spec §2 "The Teams category has a school dropdown"): a
 * native select, grouped by county, which a phone shows as its own picker; choosing a school opens
 * the school's posts.
 */
export function SchoolDropdown({ teams, selected }: { teams: PostTag; selected?: number | null }) {
  const id = useId();
  const navigate = useNavigate();
  const groups = schoolGroups(teams);
  if (groups.length === 0) return null;
  return (
    <div className="forum-schools">
      <label htmlFor={id}>School</label>
      <select
        id={id}
        className="csz-input"
        value={selected == null ? '' : String(selected)}
        onChange={(event) => {
          const school = groups
            .flatMap((group) => group.schools)
            .find((tag) => String(tag.tagEntityId) === event.currentTarget.value);
          if (school) navigate(forumTagPath(school));
        }}
      >
        <option value="">Choose a school</option>
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.schools.map((school) => (
              <option key={school.tagEntityId} value={String(school.tagEntityId)}>
                {school.tagString}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

/** The forum's categories, as GET categories gives them (spec §3 "Forum category constants"). */
export function useCategories(): PostTag[] {
  const api = useApi();
  const categories = useQuery(categoriesQuery(api), { staleMs: CATEGORIES_FRESH_MS });
  return categories.status === 'loaded' ? categories.data : [];
}

/** The category holding schools (Teams): the one whose tags have children. */
export function teamsCategory(categories: readonly PostTag[]): PostTag | null {
  return categories.find((category) => (category.children ?? []).length > 0) ?? null;
}

/** The podcast page where 'podcast' is the category, else the category's page. */
function categoryPath(category: PostTag): string {
  return category.tagString.toLowerCase() === PODCAST_TAG
    ? PODCAST_PATH
    : forumTagPath({ ...category, isCategory: true });
}

/** The podcast page (spec §2 /forums/podcast). */
export const PODCAST_PATH = '/forums/podcast';

/** The left navigation of categories (spec §2 "Category page: left nav of categories"). */
function CategoryNav() {
  const categories = useCategories();
  if (categories.length === 0) return null;
  return (
    <nav className="csz-card forum-nav" aria-label="The Zone categories">
      <h2 className="forum-nav__title">The Zone</h2>
      <ul className="forum-nav__list">
        {categories.map((category) => (
          <li key={`${category.tagType}-${category.tagString}`}>
            <NavLink to={categoryPath(category)}>{category.tagString}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A forum page's columns: the page, the categories on the left (after the page on phones, so that
 * the posts are the first screen), and the side ads.
 */
export function ForumLayout({ children }: { children: ReactNode }) {
  return (
    <PageLayout left={<CategoryNav />}>
      <div className="site-page forum-page">{children}</div>
    </PageLayout>
  );
}
