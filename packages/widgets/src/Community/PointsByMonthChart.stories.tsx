import type { Meta, StoryObj } from '@storybook/react-vite';
import { pointsByMonth } from '../fixtures/community';
import { PointsByMonthChart } from './PointsByMonthChart';

const meta = {
  title: 'Community/PointsByMonthChart',
  component: PointsByMonthChart,
  args: { months: pointsByMonth, loading: false, failed: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PointsByMonthChart>;

export default meta;
type Story = StoryObj<typeof PointsByMonthChart>;

export const AYear: Story = {};
export const Loading: Story = { args: { months: [], loading: true } };
export const NoData: Story = { args: { months: [] } };
export const Failed: Story = { args: { months: [], failed: true } };
export const Dark: Story = { globals: { theme: 'dark' } };
