import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScoresLinkBar } from './ScoresLinkBar';

const meta = {
  title: 'Scores/ScoresLinkBar',
  component: ScoresLinkBar,
  args: {
    current: 'scores',
    hrefs: { updates: '/scores/forum', scores: '/scores', standings: '/scores/standings' },
  },
} satisfies Meta<typeof ScoresLinkBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnScores: Story = {};
export const OnStandings: Story = { args: { current: 'standings' } };
export const Dark: Story = { globals: { theme: 'dark' } };
