import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { FeedItem } from '@csz/core';
import { AdSlot } from '../AdSlot';
import { ads } from '../fixtures/ads';
import { longPost, ownPost, pinnedPost, shortPost, viewers } from '../fixtures/community';
import { finalGame, upcomingGame } from '../fixtures/games';
import { Feed } from './Feed';

const items: FeedItem[] = [
  { type: 'post', data: pinnedPost },
  { type: 'post', data: shortPost },
  { type: 'game', data: finalGame },
  { type: 'post', data: longPost },
  { type: 'game', data: upcomingGame },
  { type: 'post', data: ownPost },
];

const meta = {
  title: 'Community/Feed',
  component: Feed,
  args: {
    items,
    loading: false,
    error: null,
    hasMore: true,
    kind: 'zone',
    adEvery: 4,
    renderAd: () => <AdSlot slot="Statewide_300x250" ad={ads['300x250']} />,
    viewer: viewers.member,
    pinnedPostId: pinnedPost.id,
    onLoadMore: fn(),
    onRetry: fn(),
    onTogglePostLike: fn(),
    onPostAction: fn(),
    onTogglePin: fn(),
    onToggleGameLike: fn(),
    onLogIn: fn(),
    onAddRoles: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Feed>;

export default meta;
type Story = StoryObj<typeof Feed>;

export const UpdatesWithAds: Story = {};
export const Loading: Story = { args: { items: [], loading: true } };
export const LoadingMore: Story = { args: { loading: true } };
export const Failed: Story = { args: { error: 'Loading Error' } };
export const EmptyZone: Story = { args: { items: [] } };
export const EmptyUpdates: Story = { args: { items: [], kind: 'updates' } };
export const EmptyMemberFeed: Story = { args: { items: [], kind: 'member' } };
export const EmptySearch: Story = { args: { items: [], kind: 'search' } };
export const Guest: Story = { args: { viewer: viewers.guest } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
