import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { formatShortDate } from '@csz/core/display';
import {
  canceledGame,
  disputedGame,
  disputedUnscoredGame,
  finalGame,
  longNamesGame,
  multiTeamMeet,
  neutralGame,
  postponedGame,
  scrimmageGame,
  tiedGame,
  upcomingGame,
} from '../fixtures/games';
import { GameCard } from './GameCard';
import { GameLikeButton } from './GameLikeButton';

const meta = {
  title: 'Scores/GameCard',
  component: GameCard,
  args: { game: finalGame },
  // The like button is a slot: the site gives it, embeds leave it out.
  render: ({ game, ...args }, { parameters }) => (
    <GameCard
      game={game}
      {...args}
      like={
        parameters.embedded ? undefined : (
          <GameLikeButton
            game={game}
            isLoggedIn={parameters.guest !== true}
            onToggleLike={fn()}
            onLogIn={fn()}
          />
        )
      }
    />
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof GameCard>;

export const Final: Story = {};
export const Upcoming: Story = { args: { game: upcomingGame } };
export const NoHomeTeam: Story = { args: { game: neutralGame } };
export const Tie: Story = { args: { game: tiedGame } };
export const Postponed: Story = { args: { game: postponedGame } };
export const Canceled: Story = { args: { game: canceledGame } };
export const Scrimmage: Story = { args: { game: scrimmageGame } };
export const ManyTeams: Story = { args: { game: multiTeamMeet } };
export const LongSchoolNames: Story = { args: { game: longNamesGame } };
export const Guest: Story = { parameters: { guest: true } };
export const WithDate: Story = {
  args: { game: upcomingGame, date: formatShortDate(upcomingGame.eventDate) },
};
export const InAnEmbed: Story = { parameters: { embedded: true } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
/** Where each score comes from (issue 16), in words: staff verified the final above. */
export const Verified: Story = { args: { game: finalGame } };
export const ReportedByTheSchool: Story = { args: { game: tiedGame } };
export const ConfirmedByTwoReporters: Story = { args: { game: longNamesGame } };
/** Reports disagree with the published score, which stays up until staff decide. */
export const Disputed: Story = { args: { game: disputedGame } };
/** Reports disagree and no score is published yet. */
export const DisputedWithoutAScore: Story = { args: { game: disputedUnscoredGame } };
export const DisputedDark: Story = { args: { game: disputedGame }, globals: { theme: 'dark' } };
export const ProvenanceOnAPhone: Story = {
  args: { game: longNamesGame },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
