import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SEASON, sports, states } from '../fixtures/schools';
import { seasons } from '../fixtures/standings';
import { PlayoffFilters } from './PlayoffFilters';

const meta = {
  title: 'Playoffs/PlayoffFilters',
  component: PlayoffFilters,
  args: {
    states,
    sports,
    seasons,
    stateId: '1',
    sportId: null,
    season: SEASON,
    onStateChange: fn(),
    onSportChange: fn(),
    onSeasonChange: fn(),
  },
} satisfies Meta<typeof PlayoffFilters>;

export default meta;
type Story = StoryObj<typeof PlayoffFilters>;

export const AnySport: Story = {};
export const Football: Story = { args: { sportId: '1' } };
export const Dark: Story = { globals: { theme: 'dark' } };
