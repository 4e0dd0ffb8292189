import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { selectionPath } from '@csz/core/display';
import { MONTGOMERY, TODAY, counties, datesWithGames, sports, states } from '../fixtures/schools';
import { CalendarPopover } from './CalendarPopover';
import { ScoreboardHeader } from './ScoreboardHeader';
import { ScoresLinkBar } from './ScoresLinkBar';

const selection = {
  selectedStateId: '1',
  selectedCountyId: String(MONTGOMERY),
  selectedSportId: '1',
};

const meta = {
  title: 'Scores/ScoreboardHeader',
  component: ScoreboardHeader,
  args: {
    states,
    counties,
    sports,
    stateId: '1',
    countyId: String(MONTGOMERY),
    sportId: '1',
    date: TODAY,
    today: TODAY,
    datesWithGames,
    onStateChange: fn(),
    onCountyChange: fn(),
    onSportChange: fn(),
    onDateChange: fn(),
    linkBar: (
      <ScoresLinkBar
        current="scores"
        hrefs={{
          updates: '/scores/forum?stateId=1&countyId=25&sportId=1',
          scores: selectionPath('scores', selection),
          standings: selectionPath('standings', { ...selection, season: '2026-2027' }),
        }}
      />
    ),
    league: {
      leagueName: 'Montgomery County Public Schools Athletics',
      standingsHref: selectionPath(
        'standings',
        { ...selection, season: '2026-2027' },
        { force: true },
      ),
    },
    calendar: (
      <CalendarPopover
        selected={TODAY}
        today={TODAY}
        datesWithGames={datesWithGames}
        onChange={fn()}
      />
    ),
  },
} satisfies Meta<typeof ScoreboardHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CountyAndSportChosen: Story = {};
export const NoStateChosen: Story = {
  args: { stateId: null, countyId: null, sportId: null, counties: [], league: null },
};
export const AllSports: Story = { args: { sportId: null, league: null } };
export const WithGetScoresButton: Story = { args: { onGetScores: fn() } };
export const WithCountyBanner: Story = {
  args: {
    countyBanner: (
      <p className="csz-card" style={{ margin: 0, padding: 12 }}>
        Montgomery County playoff tickets are sold online only this season.
      </p>
    ),
  },
};
export const InAnEmbed: Story = {
  args: { pickers: ['sport'], linkBar: null, calendar: null },
};
export const FirstDayOfTheCalendar: Story = { args: { date: '2012-03-15', league: null } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
