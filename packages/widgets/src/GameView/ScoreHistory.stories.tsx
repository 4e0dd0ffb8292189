import type { Meta, StoryObj } from '@storybook/react-vite';
import { scoreHistoryEntries } from '../fixtures/games';
import { ScoreHistory } from './ScoreHistory';

const meta = {
  title: 'Game/ScoreHistory',
  component: ScoreHistory,
  args: { entries: scoreHistoryEntries, timeZone: 'America/New_York' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScoreHistory>;

export default meta;
type Story = StoryObj<typeof ScoreHistory>;

/** Folded, as the game page shows it. */
export const Folded: Story = {};
/** Open: who, when, and each team's score before and after. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector('details')?.setAttribute('open', '');
  },
};
/** Two reporters confirmed the score; nobody changed it since. */
export const ConfirmedOnly: Story = {
  args: {
    entries: [{ ...scoreHistoryEntries[0]!, by: 'Two reporters', provenance: 'confirmed' }],
  },
};
