import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { schoolAccents } from '@csz/core/display';
import { SEASON } from '../fixtures/schools';
import { divisionOnly, leagueStandings, seasons } from '../fixtures/standings';
import { StandingsEmbed } from './StandingsEmbed';

const meta = {
  title: 'Embeds/StandingsEmbed',
  component: StandingsEmbed,
  args: {
    theme: 'light',
    accents: null,
    siteOrigin: 'https://www.countysportszone.com',
    title: 'Montgomery County football standings',
    groups: divisionOnly,
    loading: false,
    error: null,
    leagueName: 'Montgomery County Public Schools Athletics',
    season: SEASON,
    seasons,
    place: { stateId: 1, countyId: 25, sportId: 1 },
    settings: [
      ['state', '1'],
      ['district', '25'],
      ['sport', '1'],
    ],
    compact: false,
    onSeasonChange: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StandingsEmbed>;

export default meta;
type Story = StoryObj<typeof StandingsEmbed>;

export const DefaultSize: Story = {};
export const WholeLeague: Story = { args: { groups: leagueStandings } };
export const Wide: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 640 }}>
        <Story />
      </div>
    ),
  ],
};
export const Compact: Story = { args: { compact: true } };
export const NoData: Story = { args: { groups: [] } };
export const Failed: Story = { args: { groups: [], error: 'Loading Error' } };
export const Dark: Story = { args: { theme: 'dark', accents: schoolAccents('#f2c230') } };
