import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { notifications } from '../fixtures/community';
import { NotificationsList } from './NotificationsList';

const many = Array.from({ length: 12 }, (_, i) => ({ ...notifications[i % 3]!, id: 100 + i }));

const meta = {
  title: 'Community/NotificationsList',
  component: NotificationsList,
  args: { notifications, hasMore: false, loading: false, error: null, onLoadMore: fn() },
} satisfies Meta<typeof NotificationsList>;

export default meta;
type Story = StoryObj<typeof NotificationsList>;

export const Some: Story = {};
export const MoreThanTen: Story = { args: { notifications: many, hasMore: true } };
export const NoneYet: Story = { args: { notifications: [] } };
export const Loading: Story = { args: { notifications: [], loading: true } };
export const Failed: Story = { args: { error: 'Loading Error' } };
export const Dark: Story = { globals: { theme: 'dark' } };
