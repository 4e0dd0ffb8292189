import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CalendarPopover } from '../ScoreboardHeader';
import { manyGames, provenanceGames, tonightsGames } from '../fixtures/games';
import { TODAY, counties, datesWithGames, sports } from '../fixtures/schools';
import { ScoreStrip } from './ScoreStrip';

const meta = {
  title: 'Chrome/ScoreStrip',
  component: ScoreStrip,
  args: {
    games: tonightsGames,
    loading: false,
    error: null,
    date: TODAY,
    today: TODAY,
    sports,
    counties,
    sportId: null,
    countyId: null,
    onSportChange: fn(),
    onCountyChange: fn(),
    calendar: (
      <CalendarPopover
        selected={TODAY}
        today={TODAY}
        datesWithGames={datesWithGames}
        onChange={fn()}
      />
    ),
  },
} satisfies Meta<typeof ScoreStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tonight: Story = {};
export const ManyGames: Story = { args: { games: manyGames(30) } };
export const Loading: Story = { args: { games: [], loading: true } };
export const NoGamesToday: Story = { args: { games: [] } };
export const NoGamesAnotherDay: Story = { args: { games: [], date: '2026-11-22' } };
export const Failed: Story = { args: { games: [], error: 'Loading Error' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
/** Where each score comes from (issue 16): verified, the school's, confirmed, disputed. */
export const ScoreProvenance: Story = { args: { games: provenanceGames } };
export const ScoreProvenanceOnAPhone: Story = {
  args: { games: provenanceGames },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
export const ScoreProvenanceDark: Story = {
  args: { games: provenanceGames },
  globals: { theme: 'dark' },
};
