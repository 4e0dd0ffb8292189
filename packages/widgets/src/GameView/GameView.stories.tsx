import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  canceledGame,
  disputedGame,
  disputedUnscoredGame,
  gamePageGame,
  longNamesGame,
  multiTeamMeet,
  postponedGame,
  scoreableGame,
  scrimmageGame,
  tiedGame,
  upcomingGame,
} from '../fixtures/games';
import { GameView } from './GameView';

const meta = {
  title: 'Game/GameView',
  component: GameView,
  args: { game: gamePageGame, isLoggedIn: true, onToggleLike: fn(), onLogIn: fn() },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof GameView>;

export default meta;
type Story = StoryObj<typeof GameView>;

export const Desktop: Story = {};
export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const Upcoming: Story = { args: { game: upcomingGame } };
export const Postponed: Story = { args: { game: postponedGame } };
export const Canceled: Story = { args: { game: canceledGame } };
export const ManyTeams: Story = { args: { game: multiTeamMeet } };
export const ManyTeamsOnAPhone: Story = {
  args: { game: multiTeamMeet },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
export const LongSchoolNames: Story = { args: { game: longNamesGame } };
export const Guest: Story = { args: { isLoggedIn: false } };
export const ScoreFormOpen: Story = { args: { game: scoreableGame, onSubmitScores: fn() } };
export const ScoreFormOnATablet: Story = {
  args: { game: scoreableGame, onSubmitScores: fn() },
  globals: { viewport: { value: 'tablet', isRotated: false } },
};
export const ScoreSubmitting: Story = {
  args: { game: scoreableGame, onSubmitScores: fn(), scoreSubmission: { status: 'submitting' } },
};
export const ScoreSubmitted: Story = {
  args: { game: scoreableGame, onSubmitScores: fn(), scoreSubmission: { status: 'success' } },
};
export const ScoreFailed: Story = {
  args: {
    game: scoreableGame,
    onSubmitScores: fn(),
    scoreSubmission: { status: 'error', message: '429 Too many attempts. Try again in 5 minutes.' },
  },
};
export const ScrimmageTakesNoScore: Story = { args: { game: scrimmageGame, onSubmitScores: fn() } };
export const Dark: Story = {
  args: { game: scoreableGame, onSubmitScores: fn() },
  globals: { theme: 'dark', viewport: { value: 'desktop', isRotated: false } },
};
/** Where the score comes from (issue 16), under the matchup: staff verified the Desktop story's. */
export const ReportedByTheSchool: Story = { args: { game: tiedGame } };
export const ConfirmedByTwoReporters: Story = { args: { game: longNamesGame } };
export const Disputed: Story = { args: { game: disputedGame } };
export const DisputedWithoutAScore: Story = { args: { game: disputedUnscoredGame } };
export const DisputedOnAPhone: Story = {
  args: { game: disputedGame },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
export const DisputedDark: Story = {
  args: { game: disputedGame },
  globals: { theme: 'dark', viewport: { value: 'desktop', isRotated: false } },
};
