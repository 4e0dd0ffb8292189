import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TODAY, datesWithGames } from '../fixtures/schools';
import { CalendarPopover } from './CalendarPopover';

const meta = {
  title: 'Scores/CalendarPopover',
  component: CalendarPopover,
  args: { selected: TODAY, today: TODAY, datesWithGames, onChange: fn() },
} satisfies Meta<typeof CalendarPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnlyDaysWithGames: Story = {};
export const AnyDayInRange: Story = { args: { datesWithGames: undefined } };
export const Dark: Story = { globals: { theme: 'dark' } };
