import type { Meta, StoryObj } from '@storybook/react-vite';
import { LeaguePanel } from './LeaguePanel';

const meta = {
  title: 'Schedules/LeaguePanel',
  component: LeaguePanel,
  args: {
    leagueName: 'Montgomery County Public Schools Athletics',
    scoresHref: '/scores?stateId=1&countyId=25&sportId=1&force=true',
    standingsHref:
      '/scores/standings?selectedStateId=1&selectedCountyId=25&selectedSportId=1&force=true',
  },
} satisfies Meta<typeof LeaguePanel>;

export default meta;
type Story = StoryObj<typeof LeaguePanel>;

export const Default: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
