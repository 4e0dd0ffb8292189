import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { comments, viewers } from '../fixtures/community';
import { CommentList } from './CommentList';

const meta = {
  title: 'Community/CommentList',
  component: CommentList,
  args: {
    comments,
    total: 14,
    loading: false,
    error: null,
    viewer: viewers.member,
    onLoadMore: fn(),
    onComment: fn(),
    onDelete: fn(),
    onLogIn: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 600 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentList>;

export default meta;
type Story = StoryObj<typeof CommentList>;

export const MoreToLoad: Story = {};
export const AllLoaded: Story = { args: { total: 3 } };
export const Guest: Story = { args: { viewer: viewers.guest, total: 3 } };
export const NoComments: Story = { args: { comments: [], total: 0 } };
export const Loading: Story = { args: { comments: [], loading: true } };
export const Failed: Story = { args: { comments: [], error: 'Loading Error' } };
export const Sending: Story = { args: { sending: true, total: 3 } };
export const Dark: Story = { globals: { theme: 'dark' } };
