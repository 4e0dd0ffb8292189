import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SEASON } from '../fixtures/schools';
import { divisionOnly, leagueStandings, seasons } from '../fixtures/standings';
import { StandingsTable } from './StandingsTable';

const meta = {
  title: 'Standings/StandingsTable',
  component: StandingsTable,
  args: {
    groups: leagueStandings,
    loading: false,
    error: null,
    leagueName: 'Montgomery County Public Schools Athletics',
    season: SEASON,
    seasons,
    onSeasonChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof StandingsTable>;

export default meta;
type Story = StoryObj<typeof StandingsTable>;

export const LeagueWithDivisions: Story = {};
export const OneDivision: Story = { args: { groups: divisionOnly } };
export const Loading: Story = { args: { groups: [], loading: true } };
export const NoData: Story = { args: { groups: [] } };
export const Failed: Story = { args: { groups: [], error: 'Loading Error' } };
export const NoSeasonPicker: Story = { args: { seasons: [] } };
export const InANarrowEmbed: Story = {
  args: { seasons: [] },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
