import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { headCoach } from '../fixtures/schedules';
import { CoachBanner } from './CoachBanner';

const meta = {
  title: 'Schedules/CoachBanner',
  component: CoachBanner,
  args: { coach: headCoach, onUpdateCoach: fn() },
} satisfies Meta<typeof CoachBanner>;

export default meta;
type Story = StoryObj<typeof CoachBanner>;

export const CoachOnFile: Story = {};
export const NoCoach: Story = { args: { coach: null } };
export const Dark: Story = { globals: { theme: 'dark' } };
