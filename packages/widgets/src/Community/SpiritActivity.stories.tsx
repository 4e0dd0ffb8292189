import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pointsByDate, spiritStats } from '../fixtures/community';
import { SpiritActivity } from './SpiritActivity';

const meta = {
  title: 'Community/SpiritActivity',
  component: SpiritActivity,
  args: { stats: spiritStats, days: pointsByDate, failed: false, onRetry: fn() },
} satisfies Meta<typeof SpiritActivity>;

export default meta;
type Story = StoryObj<typeof SpiritActivity>;

export const Loaded: Story = {};
export const Loading: Story = { args: { stats: null, days: null } };
export const Failed: Story = { args: { stats: null, days: null, failed: true } };
export const NoPointsYet: Story = {
  args: {
    stats: {
      rank: null,
      spiritPoints: { sum: 0 },
      correctScores: { count: 0 },
      allEventsCount: { count: 0 },
      daysStreak: 0,
    },
    days: [],
  },
};
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
