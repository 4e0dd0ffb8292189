import { expect } from 'chai';
import userEvent from '@testing-library/user-event';
import { getByRole, getByText, queryByRole, waitFor } from '@testing-library/dom';
import { COMPACT_SCOREBOARD, MESSAGES, type Game } from '@csz/core/display';
import {
  canceledGame,
  disputedGame,
  disputedUnscoredGame,
  finalGame,
  longNamesGame,
  multiTeamMeet,
  neutralGame,
  postponedGame,
  record,
  scrimmageGame,
  tiedGame,
  upcomingGame,
} from '../fixtures/games';
import { fn } from '../testing/fn';
import { render } from '../testing/render';
import { testStories } from '../testing/stories';
import * as stories from './GameCard.stories';
import { GameCard } from './GameCard';
import { GameLikeButton } from './GameLikeButton';

testStories(stories);

describe('GameCard', () => {
  it('shows the teams visitor first, the scores, the winner and FINAL', () => {
    const { container } = render(<GameCard game={finalGame} />);
    const rows = [...container.querySelectorAll('.csz-game-card__team')];
    expect(rows.map((row) => row.querySelector('.csz-game-card__name')?.textContent)).to.deep.equal(
      ['B-CC', 'Whitman'],
    );
    expect(
      rows.map((row) => row.querySelector('.csz-game-card__points')?.textContent),
    ).to.deep.equal(['21', '28']);
    expect(rows[1]!.classList.contains('csz-game-card__team--winner')).to.equal(true);
    expect(getByText(container, 'FINAL')).to.exist;
    // Season records, when the game carries them.
    expect(rows.map((row) => row.querySelector('.csz-game-card__wlt')?.textContent)).to.deep.equal([
      '6-4',
      '9-1',
    ]);
  });

  it('links to the game page with a name that reads as a sentence', () => {
    const { container } = render(<GameCard game={finalGame} />);
    // Grid cells add spaces to a computed name; what is read is the words and their order.
    const link = getByRole(container, 'link', {
      name: (name) =>
        name.replace(/\s+([,;])/g, '$1') ===
        'B-CC, record 6-4, score 21; Whitman, record 9-1, score 28, winner;',
    });
    expect(link.getAttribute('href')).to.equal('/scores/view/4101');
    expect(getByRole(container, 'article', { name: 'B-CC at Whitman' })).to.exist;
    expect(getByRole(container, 'heading', { level: 3, name: 'B-CC at Whitman' })).to.exist;
  });

  it("labels an unscored game '@' with a home team and 'vs' without one", () => {
    const home = render(<GameCard game={upcomingGame} />);
    expect(home.container.querySelector('.csz-game-card__separator')?.textContent).to.equal('@');
    expect(getByText(home.container, 'Football · 7:00 PM')).to.exist;
    const neutral = render(<GameCard game={neutralGame} />);
    expect(neutral.container.querySelector('.csz-game-card__separator')?.textContent).to.equal(
      'vs',
    );
  });

  it('shows SCRIMMAGE, Postponed and Canceled', () => {
    expect(getByText(render(<GameCard game={scrimmageGame} />).container, 'SCRIMMAGE')).to.exist;
    expect(getByText(render(<GameCard game={postponedGame} />).container, 'Postponed')).to.exist;
    const canceled = render(<GameCard game={canceledGame} />).container;
    expect(getByText(canceled, 'Canceled')).to.exist;
    expect(getByText(canceled, 'Football · TBD')).to.exist;
  });

  it("shows two teams of a meet and 'See more teams...'", () => {
    const { container } = render(<GameCard game={multiTeamMeet} />);
    expect(container.querySelectorAll('.csz-game-card__team')).to.have.length(2);
    const more = getByRole(container, 'link', { name: 'See more teams...' });
    expect(more.getAttribute('href')).to.equal('/scores/view/4108');
  });

  it('raises onToggleLike for a member, with the like state pressed', async () => {
    const onToggleLike = fn<[unknown]>();
    const { container } = render(
      <GameCard
        game={finalGame}
        like={<GameLikeButton game={finalGame} isLoggedIn onToggleLike={onToggleLike} />}
      />,
    );
    const like = getByRole(container, 'button', { name: 'Like, 1,284 likes' });
    expect(like.getAttribute('aria-pressed')).to.equal('true');
    await userEvent.click(like);
    expect(onToggleLike.calls).to.deep.equal([[finalGame]]);
  });

  it("asks a guest to log in instead of liking: 'Log In to like a game'", async () => {
    const onToggleLike = fn();
    const onLogIn = fn();
    const { container } = render(
      <GameCard
        game={upcomingGame}
        like={
          <GameLikeButton
            game={upcomingGame}
            isLoggedIn={false}
            onToggleLike={onToggleLike}
            onLogIn={onLogIn}
          />
        }
      />,
    );
    const panel = container.querySelector('[popover]') as HTMLElement;
    expect(panel.matches(':popover-open')).to.equal(false);
    await userEvent.click(getByRole(container, 'button', { name: 'Like, 7 likes' }));
    await waitFor(() => expect(panel.matches(':popover-open')).to.equal(true));
    expect(getByText(panel, MESSAGES.logInToLikeGame)).to.exist;
    await userEvent.click(getByRole(panel, 'button', { name: 'Log In' }));
    expect(onLogIn.calls).to.have.length(1);
    expect(onToggleLike.calls).to.have.length(0);
  });

  it('offers a Watch link only to a known streaming host, in a new tab', () => {
    const { container } = render(<GameCard game={upcomingGame} />);
    const watch = getByRole(container, 'link', { name: 'Watch (opens in a new tab)' });
    expect(watch.getAttribute('href')).to.equal(upcomingGame.nfhsLink);
    expect(watch.getAttribute('target')).to.equal('_blank');
    expect(watch.getAttribute('rel')).to.contain('noopener');
    const scam = { ...upcomingGame, nfhsLink: 'https://free-hd-streams.example/whitman' };
    expect(queryByRole(render(<GameCard game={scam} />).container, 'link', { name: /Watch/ })).to.be
      .null;
  });

  it('has no like button unless it is given one (embeds)', () => {
    const { container } = render(<GameCard game={finalGame} />);
    expect(queryByRole(container, 'button', { name: /Like/ })).to.be.null;
    expect(getByRole(container, 'link', { name: /^Watch/ })).to.exist;
  });

  it('wraps long school names instead of cutting them, in a 300 px frame and on phones', () => {
    // The tallest usual card (unscored, with a Watch link) with two long names and records: the
    // name's room is narrowest there (in review, 'Archbishop Spalding' needed 153 px of 137).
    const longNames = ['Archbishop Spalding', 'Our Lady of Good Counsel'];
    const game: Game = {
      ...upcomingGame,
      teams: upcomingGame.teams.map((team, i) => ({
        ...team,
        shortName: longNames[i]!,
        standings: record(12, 10, 1),
      })),
    };
    // The card's width in a 300 px frame, and in frames as wide as a 320 and a 375 px phone: the
    // frame's padding is 8 px a side.
    for (const width of [284, 304, 359]) {
      const { container, unmount } = render(<GameCard game={game} />, { width });
      const names = [...container.querySelectorAll<HTMLElement>('.csz-game-card__name')];
      expect(names.map((name) => name.textContent)).to.deep.equal(longNames);
      for (const name of names) {
        expect(name.scrollWidth, `${name.textContent} at ${width} px`).to.be.at.most(
          name.clientWidth,
        );
      }
      const article = container.querySelector('article')!;
      expect(article.scrollWidth, `card at ${width} px`).to.be.at.most(article.clientWidth);
      // Two lines of a name take no more room than the logo beside them.
      expect(article.getBoundingClientRect().height).to.be.at.most(COMPACT_SCOREBOARD.game);
      unmount();
    }
  });
});

describe('GameCard with no teams yet', () => {
  it('names the game and says the teams are to be announced', async () => {
    const noTeams = { ...upcomingGame, name: 'Region Final', teams: [] };
    const { container } = render(<GameCard game={noTeams} />);
    expect(getByRole(container, 'heading', { name: 'Region Final' })).to.exist;
    expect(getByRole(container, 'link', { name: 'Teams to be announced' })).to.exist;
  });
});

describe('GameCard score provenance', () => {
  const badgeOf = (game: Game) => {
    const { container } = render(<GameCard game={game} />, { width: 320 });
    return container.querySelector<HTMLElement>('.csz-provenance');
  };

  it('says in words where the score comes from, under the teams and outside their link', () => {
    const words = [finalGame, tiedGame, longNamesGame].map((game) => {
      const badge = badgeOf(game)!;
      expect(badge.previousElementSibling!.matches('.csz-game-card__body')).to.equal(true);
      return badge.textContent;
    });
    expect(words).to.deep.equal([
      'Verified',
      'Reported by the school',
      'Confirmed by two reporters',
    ]);
  });

  it("marks a disputed score 'Disputed', drawn apart from the others and not by colour alone", () => {
    const disputed = badgeOf(disputedGame)!;
    expect(disputed.textContent).to.equal('Reported by the school · Disputed');
    const look = (badge: HTMLElement) => {
      const style = getComputedStyle(badge);
      return { background: style.backgroundColor, weight: style.fontWeight };
    };
    const school = look(badgeOf(tiedGame)!);
    const verified = look(badgeOf(finalGame)!);
    // Filled and bold, where the others are plain: the shape and weight differ, not only the hue.
    expect(look(disputed).background).to.not.equal('rgba(0, 0, 0, 0)');
    expect(school.background).to.equal('rgba(0, 0, 0, 0)');
    expect(look(disputed).weight).to.equal('700');
    // 'Verified' is the quiet one: no outline, regular weight.
    expect(verified.weight).to.equal('400');
    expect(getComputedStyle(badgeOf(finalGame)!).borderTopColor).to.equal('rgba(0, 0, 0, 0)');
  });

  it("puts 'Disputed' in FINAL's place while no score is up", () => {
    const badge = badgeOf(disputedUnscoredGame)!;
    expect(badge.textContent).to.equal('Disputed');
    expect(badge.parentElement!.matches('.csz-game-card__meta')).to.equal(true);
  });

  it('shows nothing for a game without a score, or a score from before provenance', () => {
    expect(badgeOf(upcomingGame)).to.be.null;
    expect(badgeOf(scrimmageGame)).to.be.null;
    const cleared = {
      ...finalGame,
      teams: finalGame.teams.map((team) => ({ ...team, score: null })),
    };
    expect(badgeOf(cleared)).to.be.null;
  });

  it("makes no card taller than an unscored one, by which the compact embed's pages are sized", () => {
    const height = (game: Game) => {
      const { container, unmount } = render(<GameCard game={game} headingLevel={2} />, {
        width: 284,
      });
      const article = container.querySelector('article')!;
      const { height } = article.getBoundingClientRect();
      expect(article.scrollWidth).to.be.at.most(article.clientWidth);
      unmount();
      return height;
    };
    // Each of these has a Watch link, as the tallest usual card (core's COMPACT_SCOREBOARD.game).
    const unscored = height(upcomingGame);
    expect(unscored).to.be.at.most(COMPACT_SCOREBOARD.game);
    for (const game of [finalGame, disputedGame, disputedUnscoredGame]) {
      expect(height(game)).to.be.at.most(unscored);
    }
  });
});
