import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TODAY } from '../fixtures/schools';
import { streams, untrustedStream } from '../fixtures/streams';
import { StreamList } from './StreamList';

const meta = {
  title: 'Scores/StreamList',
  component: StreamList,
  args: { streams, loading: false, error: null, today: TODAY, onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StreamList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Streams: Story = {};
export const UnverifiedLink: Story = { args: { streams: [untrustedStream, ...streams] } };
export const Loading: Story = { args: { streams: [], loading: true } };
export const NoStreams: Story = { args: { streams: [] } };
export const Failed: Story = { args: { streams: [], error: 'Loading Error' } };
export const Dark: Story = { globals: { theme: 'dark' } };
