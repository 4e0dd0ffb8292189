import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  longPost,
  ownPost,
  pinnedPost,
  podcastPost,
  shortPost,
  viewers,
} from '../fixtures/community';
import { PostCard } from './PostCard';

const meta = {
  title: 'Community/PostCard',
  component: PostCard,
  args: {
    post: shortPost,
    viewer: viewers.member,
    onToggleLike: fn(),
    onAction: fn(),
    onTogglePin: fn(),
    onLogIn: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 600 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof PostCard>;

export const Member: Story = {};
export const LongTextMediaAndManyTags: Story = { args: { post: longPost } };
export const OwnPost: Story = { args: { post: ownPost } };
export const Guest: Story = { args: { viewer: viewers.guest } };
export const SiteAdmin: Story = { args: { viewer: viewers.admin } };
export const Pinned: Story = { args: { post: pinnedPost, viewer: viewers.admin } };
export const Pinning: Story = { args: { viewer: viewers.admin, pinPending: true } };
export const AnotherPostPinned: Story = {
  args: { viewer: viewers.admin, anotherPostPinned: true },
};
export const Podcast: Story = { args: { post: podcastPost } };
export const Dark: Story = { args: { post: longPost }, globals: { theme: 'dark' } };
export const Mobile: Story = {
  args: { post: longPost },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
