import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MONTGOMERY, counties, schools, sports, states } from '../fixtures/schools';
import { EmbedBuilder, embedBuilderDefaults, type EmbedBuilderValues } from './EmbedBuilder';

/** An address that never answers (.example is reserved), so the stories make no requests. */
const ORIGIN = 'https://csz.example';

const leagues = [
  { id: 7, name: 'Montgomery County Public Schools Athletics' },
  { id: 8, name: '4A West Region' },
];

const filled: EmbedBuilderValues = {
  ...embedBuilderDefaults,
  state: '1',
  district: String(MONTGOMERY),
  school: '100',
  league: '7',
  isLeague: true,
  sport: '1',
  width: '100%',
  height: '640',
  theme: 'light',
  color: '#1f3a68',
};

const meta = {
  title: 'Embeds/EmbedBuilder',
  component: EmbedBuilder,
  args: {
    kind: 'scoreboard',
    embedOrigin: ORIGIN,
    options: { states, districts: [], schools: [], leagues: [], divisions: [], sports },
    values: embedBuilderDefaults,
    onChange: fn(),
  },
} satisfies Meta<typeof EmbedBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

const divisions = [
  { id: 21, name: 'Division I' },
  { id: 22, name: 'Division II' },
];

const chosenOptions = { states, districts: counties, schools, leagues, divisions, sports };

export const Empty: Story = {};
export const Filled: Story = { args: { options: chosenOptions, values: filled } };
export const Errors: Story = {
  args: {
    options: chosenOptions,
    values: { ...filled, width: 'wide', height: '600pt', color: 'navy' },
  },
};
export const StandingsWaitingForPlaces: Story = {
  args: {
    kind: 'standings',
    options: { ...chosenOptions, schools: [] },
    values: { ...embedBuilderDefaults, state: '1' },
  },
};
export const Standings: Story = {
  args: {
    kind: 'standings',
    options: chosenOptions,
    values: { ...embedBuilderDefaults, state: '1', district: String(MONTGOMERY), sport: '1' },
  },
};
/** One division's standings: short enough for iframe code. */
export const StandingsOfADivision: Story = {
  args: {
    kind: 'standings',
    options: chosenOptions,
    values: {
      ...embedBuilderDefaults,
      state: '1',
      district: String(MONTGOMERY),
      league: '7',
      division: '21',
      sport: '1',
    },
  },
};
export const Dark: Story = {
  args: { options: chosenOptions, values: { ...filled, theme: 'dark' } },
  globals: { theme: 'dark' },
};
export const Mobile: Story = {
  args: { options: chosenOptions, values: filled },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
