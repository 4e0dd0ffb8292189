import { PODCAST_TAG, type NewPostTag } from '@csz/core';
import { CreatePostCard } from '@csz/widgets';
import { usePageTitle } from '../../shared/usePageTitle';
import { ForumFeed } from './ForumFeed';
import { ForumLayout } from './ForumLayout';
import { PODCAST_LIST } from './api/reads';
import { useCreatePost } from './useCreatePost';
import { usePostActions } from './usePostActions';
import { usePostList } from './usePostList';

const PODCAST_TAGS: readonly NewPostTag[] = [
  { tagType: 'Group', tagString: PODCAST_TAG, tagEntityId: null },
];

/**
 * The podcast page (spec §2 /forums/podcast): the create-post box, and the posts tagged 'podcast',
 * each episode with its audio player (PostCard plays a post's audio source).
 */
export function PodcastPage() {
  usePageTitle('The Zone - Podcast');
  const list = usePostList(PODCAST_LIST);
  const actions = usePostActions();
  const create = useCreatePost(PODCAST_TAGS, list.addPost);
  return (
    <ForumLayout>
      <h1 className="site-page__title">The Zone - Podcast</h1>
      <CreatePostCard {...create} />
      <ForumFeed list={list} actions={actions} />
    </ForumLayout>
  );
}
