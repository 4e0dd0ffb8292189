import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmbedProblem } from './EmbedFrame';

const meta = {
  title: 'Embeds/EmbedProblem',
  component: EmbedProblem,
  args: {
    theme: 'light',
    accents: null,
    siteOrigin: 'https://www.countysportszone.com',
    title: 'CSZ scoreboard',
    problems: ['state: Must be a whole number', 'theme: Must be light, dark or auto'],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmbedProblem>;

export default meta;
type Story = StoryObj<typeof EmbedProblem>;

export const BadSettings: Story = {};
export const Dark: Story = { args: { theme: 'dark', problems: ['sport: Required for standings'] } };
