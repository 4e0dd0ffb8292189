import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { TAG_TYPES, type NewPostTag, type TagType } from '@csz/core';
import { CreatePostCard } from '@csz/widgets';
import { usePageTitle } from '../../shared/usePageTitle';
import { ForumFeed } from './ForumFeed';
import { ForumLayout, SchoolDropdown, teamsCategory, useCategories } from './ForumLayout';
import { tagList } from './api/reads';
import { useCreatePost } from './useCreatePost';
import { usePostActions } from './usePostActions';
import { usePostList } from './usePostList';

function tagTypeOf(text: string): TagType | null {
  return TAG_TYPES.find((type) => type.toLowerCase() === text.toLowerCase()) ?? null;
}

/**
 * A tag's posts (spec §2 /forums/search/tag/{tagType}/{tagString}/{tagEntityId}): a school's,
 * county's, state's or sport's posts (a state or county includes its schools'), with the
 * create-post card tagging new posts with it; a school's page keeps the Teams dropdown.
 */
export function TagSearchPage() {
  const tag = tagList(useParams());
  const { tagType, tagString, entityId } = tag;
  usePageTitle(`The Zone - ${tagString}`);
  const list = usePostList(tag);
  const actions = usePostActions();
  const type = tagTypeOf(tagType);
  const tags = useMemo<NewPostTag[]>(
    () => (type == null ? [] : [{ tagType: type, tagString, tagEntityId: entityId }]),
    [type, tagString, entityId],
  );
  const create = useCreatePost(tags, list.addPost);
  const teams = teamsCategory(useCategories());
  return (
    <ForumLayout>
      <h1 className="site-page__title">The Zone - {tagString}</h1>
      {teams != null && type === 'School' ? (
        <SchoolDropdown teams={teams} selected={entityId} />
      ) : null}
      <CreatePostCard {...create} />
      <ForumFeed list={list} actions={actions} />
    </ForumLayout>
  );
}
