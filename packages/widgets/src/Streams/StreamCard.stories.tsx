import type { Meta, StoryObj } from '@storybook/react-vite';
import { TODAY } from '../fixtures/schools';
import { streams, untrustedStream } from '../fixtures/streams';
import { StreamCard } from './StreamCard';

const meta = {
  title: 'Scores/StreamCard',
  component: StreamCard,
  args: { stream: streams[0]!, today: TODAY },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StreamCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tonight: Story = {};
export const Yesterday: Story = { args: { stream: streams[1]! } };
export const LongNames: Story = { args: { stream: streams[2]! } };
export const UnverifiedLink: Story = { args: { stream: untrustedStream } };
export const Dark: Story = { globals: { theme: 'dark' } };
