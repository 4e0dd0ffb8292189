import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TODAY, datesWithGames } from '../fixtures/schools';
import { DateStrip } from './DateStrip';

const meta = {
  title: 'Scores/DateStrip',
  component: DateStrip,
  args: { selected: TODAY, today: TODAY, datesWithGames, onChange: fn() },
} satisfies Meta<typeof DateStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Today: Story = {};
export const WeekWithEmptyDays: Story = { args: { selected: '2026-11-25' } };
export const GameCountsUnknown: Story = { args: { datesWithGames: undefined } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
