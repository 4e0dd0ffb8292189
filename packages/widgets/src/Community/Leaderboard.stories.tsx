import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MEMBER_ID, leaders } from '../fixtures/community';
import { Leaderboard } from './Leaderboard';

const meta = {
  title: 'Community/Leaderboard',
  component: Leaderboard,
  args: {
    placeName: 'Walt Whitman High School',
    items: leaders,
    memberId: MEMBER_ID,
    you: { rank: 3, spiritPoints: 1480 },
    failed: false,
    onRetry: fn(),
  },
} satisfies Meta<typeof Leaderboard>;

export default meta;
type Story = StoryObj<typeof Leaderboard>;

export const YouOnTheBoard: Story = {};
export const YouFurtherDown: Story = {
  args: {
    items: leaders.filter((l) => l.memberId !== MEMBER_ID),
    you: { rank: 31, spiritPoints: 40 },
  },
};
export const YouWithoutPoints: Story = {
  args: {
    items: leaders.filter((l) => l.memberId !== MEMBER_ID),
    you: { rank: null, spiritPoints: 0 },
  },
};
export const Loading: Story = { args: { items: null } };
export const Failed: Story = { args: { items: null, failed: true } };
export const Empty: Story = { args: { items: [], you: null } };
export const Dark: Story = { globals: { theme: 'dark' } };
