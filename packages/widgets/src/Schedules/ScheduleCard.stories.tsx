import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  emptySchedule,
  footballSchedule,
  volleyballSchedule,
  whitman,
} from '../fixtures/schedules';
import { SEASON } from '../fixtures/schools';
import { ScheduleCard } from './ScheduleCard';

const meta = {
  title: 'Schedules/ScheduleCard',
  component: ScheduleCard,
  args: { schedule: footballSchedule, school: whitman, season: SEASON },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScheduleCard>;

export default meta;
type Story = StoryObj<typeof ScheduleCard>;

export const PastAndComing: Story = {};
export const SeasonOver: Story = { args: { schedule: volleyballSchedule } };
export const NoGames: Story = { args: { schedule: emptySchedule } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
