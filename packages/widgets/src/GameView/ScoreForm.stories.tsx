import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Game } from '@csz/core';
import { multiTeamMeet, scoreableGame } from '../fixtures/games';
import { ScoreForm } from './ScoreForm';

const oneTeamEditable: Game = {
  ...scoreableGame,
  teams: scoreableGame.teams.map((team, i) => ({ ...team, canEdit: i === 1 })),
};

const meta = {
  title: 'Game/ScoreForm',
  component: ScoreForm,
  args: { game: scoreableGame, onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScoreForm>;

export default meta;
type Story = StoryObj<typeof ScoreForm>;

export const BothTeams: Story = {};
export const OnlyOneTeamEditable: Story = { args: { game: oneTeamEditable } };
export const AMeet: Story = {
  args: {
    game: {
      ...multiTeamMeet,
      teams: multiTeamMeet.teams.map((t) => ({ ...t, score: null, canEdit: true })),
    },
  },
};
export const Submitting: Story = { args: { submission: { status: 'submitting' } } };
export const Submitted: Story = { args: { submission: { status: 'success' } } };
export const Failed: Story = { args: { submission: { status: 'error', message: null } } };
export const Dark: Story = { globals: { theme: 'dark' } };
