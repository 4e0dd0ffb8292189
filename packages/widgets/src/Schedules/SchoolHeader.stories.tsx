import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { whitman } from '../fixtures/schedules';
import { SEASON, schoolById } from '../fixtures/schools';
import { seasons } from '../fixtures/standings';
import { SchoolHeader } from './SchoolHeader';

const meta = {
  title: 'Schedules/SchoolHeader',
  component: SchoolHeader,
  args: {
    school: whitman,
    isFollowing: false,
    onFollow: fn(),
    seasons,
    season: SEASON,
    onSeasonChange: fn(),
  },
} satisfies Meta<typeof SchoolHeader>;

export default meta;
type Story = StoryObj<typeof SchoolHeader>;

export const NotFollowing: Story = {};
export const Following: Story = { args: { isFollowing: true } };
export const FollowOnItsWay: Story = { args: { followPending: true } };
export const SportChosenNoSeasonFilter: Story = { args: { seasons: undefined } };
export const LongName: Story = { args: { school: schoolById(112) } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
