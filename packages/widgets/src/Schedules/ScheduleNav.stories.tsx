import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScheduleNav } from './ScheduleNav';

const hrefs = {
  schedules: '/schedules?schoolId=100',
  updates: '/schedules/forum?schoolId=100',
  standings: '/scores/standings?selectedSportId=1',
  schoolPage: '/schedules?schoolId=100&force=true',
  studentAmbassadors: '/schedules/forum?schoolId=100&tag=ambassadors',
};

const meta = {
  title: 'Schedules/ScheduleNav',
  component: ScheduleNav,
  args: { current: 'schedules', hrefs, hasSport: true },
} satisfies Meta<typeof ScheduleNav>;

export default meta;
type Story = StoryObj<typeof ScheduleNav>;

export const WithASport: Story = {};
export const WithoutASport: Story = { args: { hasSport: false } };
export const OnUpdates: Story = { args: { current: 'updates' } };
export const Dark: Story = { globals: { theme: 'dark' } };
