import type { Meta, StoryObj } from '@storybook/react-vite';
import { manyGames, tonightsGames } from '../fixtures/games';
import { TODAY } from '../fixtures/schools';
import { TodayScores } from './TodayScores';

const meta = {
  title: 'Scores/TodayScores',
  component: TodayScores,
  args: {
    games: tonightsGames,
    loading: false,
    error: null,
    date: TODAY,
    today: TODAY,
    seeAllHref: '/scores?date=2026-11-20',
  },
} satisfies Meta<typeof TodayScores>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Today: Story = {};
export const MoreThanTwelve: Story = { args: { games: manyGames(20) } };
export const AnotherDay: Story = { args: { date: '2026-11-14' } };
export const Loading: Story = { args: { games: [], loading: true } };
export const NoGames: Story = { args: { games: [] } };
export const Failed: Story = { args: { games: [], error: 'Loading Error' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
