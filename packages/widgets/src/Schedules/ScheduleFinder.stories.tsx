import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MONTGOMERY, counties, schools, sports, states } from '../fixtures/schools';
import { ScheduleFinder } from './ScheduleFinder';

const meta = {
  title: 'Schedules/ScheduleFinder',
  component: ScheduleFinder,
  args: {
    searchResults: schools.slice(0, 7),
    onSearch: fn(),
    onGoToSchool: fn(),
    states,
    leagues: counties,
    schools,
    sports,
    stateId: '1',
    countyId: String(MONTGOMERY),
    schoolId: null,
    sportId: null,
    onStateChange: fn(),
    onCountyChange: fn(),
    onSchoolChange: fn(),
    onSportChange: fn(),
    onGoToTeam: fn(),
  },
} satisfies Meta<typeof ScheduleFinder>;

export default meta;
type Story = StoryObj<typeof ScheduleFinder>;

export const Empty: Story = { args: { stateId: null, countyId: null, leagues: [], schools: [] } };
export const LeagueChosen: Story = {};
export const ReadyToGoToTeam: Story = { args: { schoolId: '100', sportId: '1' } };
export const Compact: Story = { args: { compact: true } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
