import type { Meta, StoryObj } from '@storybook/react-vite';
import { eightTeams, sixTeams, sixteenTeams, twelveTeams } from '../fixtures/brackets';
import { BracketView } from './BracketView';

const meta = {
  title: 'Playoffs/BracketView',
  component: BracketView,
  args: { bracket: sixTeams },
} satisfies Meta<typeof BracketView>;

export default meta;
type Story = StoryObj<typeof BracketView>;

export const ByesAndGamesToCome: Story = {};
export const EightTeamsPlayed: Story = { args: { bracket: eightTeams } };
export const TwelveTeamsNotAPowerOfTwo: Story = { args: { bracket: twelveTeams } };
export const SixteenTeams: Story = { args: { bracket: sixteenTeams } };
export const NoGamesYet: Story = { args: { bracket: { ...sixTeams, matches: [] } } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
