import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReportingAccuracy } from './ReportingAccuracy';

const meta = {
  title: 'Account/ReportingAccuracy',
  component: ReportingAccuracy,
} satisfies Meta<typeof ReportingAccuracy>;

export default meta;
type Story = StoryObj<typeof ReportingAccuracy>;

export const SomeWrong: Story = { args: { statTrue: 17, statFalse: 3 } };
export const NoneYet: Story = { args: { statTrue: 0, statFalse: 0 } };
