import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { CreatePostCard } from '@csz/widgets';
import { usePageTitle } from '../../shared/usePageTitle';
import { ForumFeed } from './ForumFeed';
import { ForumLayout, SchoolDropdown, teamsCategory, useCategories } from './ForumLayout';
import { categoryList } from './api/reads';
import { categoryTags } from './posts';
import { useCreatePost } from './useCreatePost';
import { usePostActions } from './usePostActions';
import { usePostList } from './usePostList';

/**
 * A category of The Zone (spec §2 /forums/{tagLink} and /forums/search/category/{tagLink}): title
 * 'The Zone - {category}', the create-post card, the category's posts (pinned first, 15 a page,
 * 'Load More', 'Retry', an ad every 15), and for Teams its school dropdown in place of the
 * create-post card (a post there is written on its school's page).
 */
export function CategoryPage() {
  const params = useParams();
  const { type = 'all', name = 'General' } = params;
  usePageTitle(`The Zone - ${name}`);
  const list = usePostList(categoryList(params));
  const actions = usePostActions();
  const tags = useMemo(() => categoryTags(type, name), [type, name]);
  const create = useCreatePost(tags, list.addPost);
  const categories = useCategories();
  const teams = teamsCategory(categories);
  const isTeams = teams != null && teams.tagString === name;
  return (
    <ForumLayout>
      <h1 className="site-page__title">The Zone - {name}</h1>
      {isTeams ? (
        // A post is about a school: it is written on the school's page, which files it here.
        <>
          <SchoolDropdown teams={teams} />
          <p className="site-page__hint">Choose a school to read and post about its teams.</p>
        </>
      ) : (
        <CreatePostCard {...create} />
      )}
      <ForumFeed list={list} actions={actions} />
    </ForumLayout>
  );
}
