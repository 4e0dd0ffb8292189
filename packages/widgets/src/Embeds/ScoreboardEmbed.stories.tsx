import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { schoolAccents } from '@csz/core/display';
import { manyGames, provenanceGames, tonightsGames } from '../fixtures/games';
import { TODAY, datesWithGames, sports } from '../fixtures/schools';
import { ScoreboardEmbed } from './ScoreboardEmbed';

const meta = {
  title: 'Embeds/ScoreboardEmbed',
  component: ScoreboardEmbed,
  args: {
    theme: 'light',
    accents: null,
    siteOrigin: 'https://www.countysportszone.com',
    title: 'Montgomery County scores',
    sports,
    sportId: null,
    date: TODAY,
    today: TODAY,
    datesWithGames,
    list: { items: tonightsGames, loading: false, error: null, total: tonightsGames.length },
    page: 1,
    perPage: 16,
    league: null,
    settings: [
      ['state', '1'],
      ['district', '25'],
    ],
    compact: false,
    onSportChange: fn(),
    onDateChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScoreboardEmbed>;

export default meta;
type Story = StoryObj<typeof ScoreboardEmbed>;

export const DefaultSize: Story = {};
export const OneSportWithLeague: Story = {
  args: {
    sports: [],
    sportId: '1',
    title: 'Montgomery County football',
    league: {
      leagueName: 'Montgomery County Public Schools Athletics',
      standingsHref:
        '/scores/standings?selectedStateId=1&selectedCountyId=25&selectedSportId=1&force=true',
    },
  },
};
export const SchoolColors: Story = { args: { accents: schoolAccents('#8b0000') } };
export const ManyGames: Story = {
  args: { list: { items: manyGames(16), loading: false, error: null, total: 40 } },
};
/** Iframe code at 300 by 600: two games a page, the league's standings a footer link. */
export const CompactSecondPage: Story = {
  args: {
    compact: true,
    list: { items: manyGames(2), loading: false, error: null, total: 7 },
    page: 2,
    perPage: 2,
    league: {
      leagueName: 'Montgomery County Public Schools Athletics',
      standingsHref:
        '/scores/standings?selectedStateId=1&selectedCountyId=25&selectedSportId=1&force=true',
    },
  },
};
export const NoGames: Story = {
  args: { list: { items: [], loading: false, error: null, total: 0 } },
};
export const Loading: Story = {
  args: { list: { items: [], loading: true, error: null, total: null } },
};
export const Dark: Story = { args: { theme: 'dark', accents: schoolAccents('#1f3a68') } };
/** Where each score comes from (issue 16): verified, the school's, confirmed, disputed. */
export const ScoreProvenance: Story = {
  args: { list: { items: provenanceGames, loading: false, error: null, total: 5 } },
};
export const ScoreProvenanceDark: Story = {
  args: {
    theme: 'dark',
    list: { items: provenanceGames, loading: false, error: null, total: 5 },
  },
};
