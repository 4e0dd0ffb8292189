import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { footballSchedule, volleyballSchedule, whitman } from '../fixtures/schedules';
import { SEASON } from '../fixtures/schools';
import { SchedulesView } from './SchedulesView';

const meta = {
  title: 'Schedules/SchedulesView',
  component: SchedulesView,
  args: {
    school: whitman,
    schedules: [footballSchedule, volleyballSchedule],
    loading: false,
    error: null,
    season: SEASON,
    onRetry: fn(),
  },
} satisfies Meta<typeof SchedulesView>;

export default meta;
type Story = StoryObj<typeof SchedulesView>;

export const SchoolSeason: Story = {};
export const SelectSchool: Story = { args: { school: null, schedules: [] } };
export const Loading: Story = { args: { schedules: [], loading: true } };
export const NoSchedules: Story = { args: { schedules: [] } };
export const EmptyLeague: Story = { args: { schedules: [], emptyLeague: true } };
export const Failed: Story = { args: { schedules: [], error: 'Loading Error' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
