import { useMemo } from 'react';
import { AD_CADENCE, type NewPostTag } from '@csz/core';
import { CreatePostCard } from '@csz/widgets';
import { PageLayout } from '../../shared/PageLayout';
import { usePageTitle } from '../../shared/usePageTitle';
import { usePageSelection } from '../../state/selection';
import type { PostList } from './api/reads';
import { ForumFeed } from './ForumFeed';
import { useCreatePost } from './useCreatePost';
import { usePostActions } from './usePostActions';
import { usePostList } from './usePostList';
import './forum.css';

type Id = string | null | undefined;

/** The tags a post written on an Updates page carries: its most precise place, and its sport. */
function placeTags(place: { stateId?: Id; districtId?: Id; schoolId?: Id; sportId?: Id }) {
  const tag = (tagType: NewPostTag['tagType'], id: Id): NewPostTag[] =>
    id == null ? [] : [{ tagType, tagEntityId: Number(id), tagString: '' }];
  const where =
    place.schoolId != null
      ? tag('School', place.schoolId)
      : place.districtId != null
        ? tag('District', place.districtId)
        : tag('State', place.stateId);
  return [...where, ...tag('Sport', place.sportId)];
}

/**
 * An Updates page (spec §2): the forum's posts about a place and sport (GET posts/updates), an ad
 * after every 4 items (spec §9), 'No updates yet' when there are none, and the create-post card for
 * the place. /scores/forum reads the state, county and sport of the scores pages' query;
 * /schedules/forum the school and sport of the schedules page's.
 */
function UpdatesPage({ list }: { list: Extract<PostList, { kind: 'updates' }> }) {
  usePageTitle('Updates');
  const posts = usePostList(list);
  const actions = usePostActions();
  const text = JSON.stringify(list);
  const tags = useMemo(() => placeTags(JSON.parse(text) as typeof list), [text]);
  const create = useCreatePost(tags, posts.addPost);
  return (
    <PageLayout>
      <div className="site-page forum-page">
        <h1 className="site-page__title">Updates</h1>
        <CreatePostCard {...create} />
        <ForumFeed list={posts} actions={actions} kind="updates" adEvery={AD_CADENCE.updates} />
      </div>
    </PageLayout>
  );
}

/** /scores/forum: updates of the state, county and sport picked (spec §2). */
export function ScoresUpdatesPage() {
  const [selection] = usePageSelection('scores');
  return (
    <UpdatesPage
      list={{
        kind: 'updates',
        stateId: selection.selectedStateId,
        districtId: selection.selectedCountyId,
        sportId: selection.selectedSportId,
      }}
    />
  );
}

/** /schedules/forum: updates of the school and sport picked (spec §2). */
export function ScheduleUpdatesPage() {
  const [selection] = usePageSelection('schedules');
  return (
    <UpdatesPage
      list={{
        kind: 'updates',
        schoolId: selection.selectedSchoolId,
        sportId: selection.selectedSportId,
      }}
    />
  );
}
