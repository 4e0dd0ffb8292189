import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { spiritStats } from '../fixtures/community';
import { SpiritPointsCard } from './SpiritPointsCard';

const meta = {
  title: 'Community/SpiritPointsCard',
  component: SpiritPointsCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SpiritPointsCard>;

export default meta;
type Story = StoryObj<typeof SpiritPointsCard>;

export const Guest: Story = { args: { viewer: 'guest', onLogIn: fn() } };
export const Member: Story = { args: { viewer: 'member', stats: spiritStats, failed: false } };
export const Loading: Story = { args: { viewer: 'member', stats: null, failed: false } };
export const Failed: Story = { args: { viewer: 'member', stats: null, failed: true } };
export const Dark: Story = {
  args: { viewer: 'member', stats: spiritStats, failed: false },
  globals: { theme: 'dark' },
};
