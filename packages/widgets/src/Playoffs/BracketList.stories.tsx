import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { playoffs } from '../fixtures/brackets';
import { BracketList } from './BracketList';

const meta = {
  title: 'Playoffs/BracketList',
  component: BracketList,
  args: { playoffs, loading: false, error: null, onRetry: fn() },
} satisfies Meta<typeof BracketList>;

export default meta;
type Story = StoryObj<typeof BracketList>;

export const PerSport: Story = {};
export const Loading: Story = { args: { playoffs: [], loading: true } };
export const NoPlayoffs: Story = { args: { playoffs: [] } };
export const Failed: Story = { args: { playoffs: [], error: 'Loading Error' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
