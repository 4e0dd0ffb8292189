import type { Meta, StoryObj } from '@storybook/react-vite';
import { schoolAccents } from '@csz/core/display';
import { ThemeScope } from '../Theme';
import { LeagueBanner } from './LeagueBanner';

const meta = {
  title: 'Scores/LeagueBanner',
  component: LeagueBanner,
  args: {
    leagueName: 'Montgomery County Public Schools Athletics',
    standingsHref: '/scores/standings?selectedStateId=1&selectedCountyId=25&selectedSportId=1',
  },
} satisfies Meta<typeof LeagueBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongName: Story = {
  args: { leagueName: 'Washington Catholic Athletic Conference, Metro Division (Boys and Girls)' },
};
export const SchoolColors: Story = {
  decorators: [
    (Story) => (
      <ThemeScope theme="light" accents={schoolAccents('#f2c230')}>
        <Story />
      </ThemeScope>
    ),
  ],
};
export const Dark: Story = { globals: { theme: 'dark' } };
