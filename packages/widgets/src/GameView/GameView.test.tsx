import { expect } from 'chai';
import userEvent from '@testing-library/user-event';
import { getByRole, getByText, queryByRole, within } from '@testing-library/dom';
import { MESSAGES, type Game } from '@csz/core';
import {
  disputedGame,
  disputedUnscoredGame,
  gamePageGame,
  longNamesGame,
  multiTeamMeet,
  scoreableGame,
  scrimmageGame,
  tiedGame,
} from '../fixtures/games';
import { fn } from '../testing/fn';
import { render } from '../testing/render';
import { testStories } from '../testing/stories';
import * as stories from './GameView.stories';
import * as formStories from './ScoreForm.stories';
import { isScoreFormEditable } from './ScoreForm';
import { GameView } from './GameView';

testStories(stories);
testStories(formStories);

const box = (container: HTMLElement, selector: string) =>
  container.querySelector(selector)!.getBoundingClientRect();

describe('GameView', () => {
  it('lays out for a phone, a tablet and a desktop by its width', () => {
    const layout = (width: number) => {
      const { container, unmount } = render(
        <GameView game={scoreableGame} onSubmitScores={() => {}} />,
        { width },
      );
      const header = box(container, '.csz-game-view__header');
      const info = box(container, '.csz-game-view__info');
      const form = box(container, '.csz-game-view__form');
      const teams = box(container, '.csz-game-view__teams');
      unmount();
      return { header, info, form, teams };
    };
    const phone = layout(375);
    expect(phone.form.top).to.be.greaterThan(phone.header.bottom);
    expect(phone.teams.top).to.be.greaterThan(phone.form.bottom);
    expect(phone.info.top).to.be.greaterThan(phone.teams.bottom);

    const tablet = layout(834);
    expect(Math.round(tablet.teams.top)).to.equal(Math.round(tablet.form.top));
    expect(tablet.form.left).to.be.greaterThan(tablet.teams.right);
    expect(tablet.info.top).to.be.greaterThan(tablet.form.bottom);

    const desktop = layout(1200);
    expect(desktop.info.left).to.be.greaterThan(desktop.header.right);
    expect(Math.round(desktop.info.top)).to.equal(Math.round(desktop.header.top));
  });

  it('shows the matchup, the game information and the safe part of the notes', () => {
    const { container } = render(<GameView game={gamePageGame} />, { width: 1200 });
    expect(getByRole(container, 'heading', { level: 1, name: 'B-CC @ Whitman' })).to.exist;
    const info = getByRole(container, 'region', { name: 'Game information' });
    expect(getByText(info, 'Thursday, November 19, 2026')).to.exist;
    expect(getByText(info, 'Montgomery County Public Schools Athletics')).to.exist;
    // The notes keep their text and safe links; the script and the javascript: link are gone.
    const notes = info.querySelector('.csz-game-view__notes')!;
    expect(notes.querySelector('script')).to.be.null;
    expect(
      within(notes as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).to.equal('https://www.mcps.org/athletics');
    expect(notes.textContent).to.contain('bad link');
    expect(notes.textContent).to.not.contain('alert(1)');
    expect(notes.querySelector('a[href^="javascript"]')).to.be.null;
    expect(getByRole(info, 'link', { name: 'Watch (opens in a new tab)' })).to.exist;
    const records = getByRole(container, 'region', { name: 'Season records' });
    expect(
      within(records)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).to.deep.equal(['TeamOverallHomeAway', 'B-CC6-43-23-2', 'Whitman9-15-04-1']);
  });

  it('lists the teams of a meet in a table', () => {
    const { container } = render(<GameView game={multiTeamMeet} />);
    const table = getByRole(container, 'table', { name: 'Teams and scores' });
    expect(within(table).getAllByRole('row')).to.have.length(6);
  });

  it('shows the score form only where scores may be submitted and not for a scrimmage', () => {
    const onSubmitScores = fn();
    expect(
      queryByRole(
        render(<GameView game={gamePageGame} onSubmitScores={onSubmitScores} />).container,
        'form',
      ),
    ).to.be.null;
    expect(
      queryByRole(
        render(<GameView game={scrimmageGame} onSubmitScores={onSubmitScores} />).container,
        'form',
      ),
    ).to.be.null;
    expect(queryByRole(render(<GameView game={scoreableGame} />).container, 'form')).to.be.null;
    expect(
      getByRole(
        render(<GameView game={scoreableGame} onSubmitScores={onSubmitScores} />).container,
        'form',
      ),
    ).to.exist;
  });

  it('says where the score comes from under the matchup, in words, on a phone too', () => {
    const badge = (game: Game, width = 1200) => {
      const { container } = render(<GameView game={game} />, { width });
      const header = container.querySelector<HTMLElement>('.csz-game-view__header')!;
      const found = header.querySelector<HTMLElement>('.csz-provenance');
      if (found) {
        const matchup = header.querySelector('.csz-game-view__matchup')!.getBoundingClientRect();
        expect(found.getBoundingClientRect().top).to.be.at.least(matchup.bottom);
        expect(found.getBoundingClientRect().right).to.be.at.most(
          header.getBoundingClientRect().right,
        );
      }
      return found?.textContent ?? null;
    };
    expect(badge(gamePageGame)).to.equal('Verified');
    expect(badge(tiedGame)).to.equal('Reported by the school');
    expect(badge(longNamesGame, 320)).to.equal('Confirmed by two reporters');
    expect(badge(disputedGame, 320)).to.equal('Reported by the school · Disputed');
    expect(badge(disputedUnscoredGame)).to.equal('Disputed');
    expect(badge(scoreableGame)).to.be.null;
    // A meet's label is its own line; the words follow it.
    const meet = render(<GameView game={{ ...multiTeamMeet, scoreProvenance: 'verified' }} />);
    expect(
      meet.container.querySelector('.csz-game-view__label--multi + .csz-provenance')?.textContent,
    ).to.equal('Verified');
  });
});

describe('ScoreForm as the game changes', () => {
  it('starts again from a reloaded game’s scores', async () => {
    const { container, rerender } = render(
      <GameView game={scoreableGame} onSubmitScores={() => {}} />,
    );
    const inputs = () =>
      within(getByRole(container, 'form')).getAllByRole('spinbutton') as HTMLInputElement[];
    await userEvent.type(inputs()[0]!, '9');
    const reloaded: Game = {
      ...scoreableGame,
      teams: scoreableGame.teams.map((t, i) => ({ ...t, score: [3, 7][i]! })),
    };
    rerender(<GameView game={reloaded} onSubmitScores={() => {}} />);
    expect(inputs().map((input) => input.value)).to.deep.equal(['3', '7']);
  });

  it('waits for the game to start where it is played', () => {
    // scoreableGame starts at 3:30 pm in New York (EST, UTC-5) on its day.
    const at = (time: string) => new Date(`${scoreableGame.eventDate}T${time}-05:00`);
    expect(isScoreFormEditable(scoreableGame, at('15:29:00'))).to.be.false;
    expect(isScoreFormEditable(scoreableGame, at('15:30:00'))).to.be.true;
  });

  it('is not offered when the reader may report no team', () => {
    const none: Game = {
      ...scoreableGame,
      teams: scoreableGame.teams.map((t) => ({ ...t, canEdit: false })),
    };
    expect(
      queryByRole(render(<GameView game={none} onSubmitScores={() => {}} />).container, 'form'),
    ).to.be.null;
  });

  it('puts the focus on the first score missing, so its message is read out', async () => {
    const { container } = render(<GameView game={scoreableGame} onSubmitScores={() => {}} />);
    await userEvent.click(getByRole(container, 'button', { name: 'Submit Score' }));
    expect(document.activeElement?.getAttribute('aria-invalid')).to.equal('true');
    expect((document.activeElement as HTMLInputElement).required).to.be.true;
  });
});

describe('ScoreForm', () => {
  function form(game: Game = scoreableGame) {
    const onSubmitScores = fn<[{ gameResultId: number; score: number }[]]>();
    const rendered = render(<GameView game={game} onSubmitScores={onSubmitScores} />);
    const scoreForm = getByRole(rendered.container, 'form', { name: 'Report the final score' });
    return { ...rendered, scoreForm, onSubmitScores };
  }

  it('flags every empty score and sends nothing', async () => {
    const { scoreForm, onSubmitScores } = form();
    await userEvent.type(
      getByRole(scoreForm, 'spinbutton', { name: 'Quince Orchard High School' }),
      '21',
    );
    await userEvent.click(getByRole(scoreForm, 'button', { name: 'Submit Score' }));
    expect(onSubmitScores.calls).to.have.length(0);
    const damascus = getByRole(scoreForm, 'spinbutton', { name: 'Damascus High School' });
    expect(damascus.getAttribute('aria-invalid')).to.equal('true');
    expect(damascus.getAttribute('aria-describedby')).to.not.equal(null);
    expect(
      document.getElementById(damascus.getAttribute('aria-describedby')!)?.textContent,
    ).to.equal('Required');
  });

  it('sends every score once all are filled', async () => {
    const { scoreForm, onSubmitScores } = form();
    await userEvent.type(
      getByRole(scoreForm, 'spinbutton', { name: 'Quince Orchard High School' }),
      '21',
    );
    await userEvent.type(
      getByRole(scoreForm, 'spinbutton', { name: 'Damascus High School' }),
      '28',
    );
    await userEvent.click(getByRole(scoreForm, 'button', { name: 'Submit Score' }));
    expect(onSubmitScores.calls).to.deep.equal([
      [
        [
          { gameResultId: 1050, score: 21 },
          { gameResultId: 1060, score: 28 },
        ],
      ],
    ]);
  });

  it('lists the teams as the page shows them, visitors first, whatever the order of the game', () => {
    const homeFirst: Game = { ...scoreableGame, teams: [...scoreableGame.teams].reverse() };
    const { scoreForm } = form(homeFirst);
    expect(
      within(scoreForm)
        .getAllByRole('spinbutton')
        .map((input) => (input as HTMLInputElement).labels?.[0]?.textContent),
    ).to.deep.equal(['Quince Orchard High School', 'Damascus High School']);
  });

  it('keeps inputs only for the teams the reader may report', () => {
    const oneSide: Game = {
      ...scoreableGame,
      teams: scoreableGame.teams.map((t, i) => ({ ...t, canEdit: i === 0 })),
    };
    const { scoreForm } = form(oneSide);
    expect(within(scoreForm).getAllByRole('spinbutton')).to.have.length(1);
  });

  it('disables submit while submitting and after success, then says staff will review it', () => {
    const submitting = render(
      <GameView
        game={scoreableGame}
        onSubmitScores={() => {}}
        scoreSubmission={{ status: 'submitting' }}
      />,
    );
    expect(
      (getByRole(submitting.container, 'button', { name: 'Submitting...' }) as HTMLButtonElement)
        .disabled,
    ).to.be.true;
    submitting.unmount();
    const done = render(
      <GameView
        game={scoreableGame}
        onSubmitScores={() => {}}
        scoreSubmission={{ status: 'success' }}
      />,
    );
    expect(
      (getByRole(done.container, 'button', { name: 'Submit Score' }) as HTMLButtonElement).disabled,
    ).to.be.true;
    expect(getByText(done.container, MESSAGES.scoreSubmitted)).to.exist;
  });

  it("shows the server's message after a failure, or 'Unknown Error'", () => {
    const failed = render(
      <GameView
        game={scoreableGame}
        onSubmitScores={() => {}}
        scoreSubmission={{ status: 'error' }}
      />,
    );
    expect(getByRole(failed.container, 'alert').textContent).to.equal('Unknown Error');
  });
});
