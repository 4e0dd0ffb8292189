import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { gamesWithAds } from '@csz/core/display';
import { AdSlot } from '../AdSlot';
import { GameLikeButton } from '../GameCard';
import { ads } from '../fixtures/ads';
import { manyGames, tonightsGames } from '../fixtures/games';
import { GamesList } from './GamesList';

const houseAds = {
  place: gamesWithAds,
  render: () => <AdSlot slot="Statewide_300x250" ad={ads['300x250']} />,
};

const meta = {
  title: 'Scores/GamesList',
  component: GamesList,
  args: {
    list: { items: tonightsGames, loading: false, error: null, total: tonightsGames.length },
    ads: houseAds,
    renderLike: (game) => (
      <GameLikeButton game={game} isLoggedIn onToggleLike={fn()} onLogIn={fn()} />
    ),
    onViewMore: fn(),
    onRefresh: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof GamesList>;

export default meta;
type Story = StoryObj<typeof GamesList>;

export const AllLoaded: Story = {};
export const MorePages: Story = {
  args: { list: { items: manyGames(16), loading: false, error: null, total: 40 } },
};
export const FewerThanSix: Story = {
  args: { list: { items: tonightsGames.slice(0, 3), loading: false, error: null, total: 3 } },
};
export const Loading: Story = {
  args: { list: { items: [], loading: true, error: null, total: null } },
};
export const LoadingMore: Story = {
  args: { list: { items: manyGames(16), loading: true, error: null, total: 40 } },
};
export const NoGames: Story = {
  args: { list: { items: [], loading: false, error: null, total: 0 } },
};
export const Failed: Story = {
  args: { list: { items: [], loading: false, error: 'Loading Error', total: null } },
};
export const InAnEmbed: Story = { args: { ads: undefined, renderLike: undefined } };
export const Guest: Story = {
  args: {
    renderLike: (game) => <GameLikeButton game={game} isLoggedIn={false} onLogIn={fn()} />,
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
