import { expect } from 'chai';
import userEvent from '@testing-library/user-event';
import { getByRole, getByText, queryByRole, waitFor } from '@testing-library/dom';
import { MESSAGES, gamesWithAds, type Game } from '@csz/core/display';
import { finalGame, manyGames, tonightsGames, upcomingGame } from '../fixtures/games';
import { fn } from '../testing/fn';
import { afterFrames } from '../testing/frames';
import { render, STATUS_TEXT } from '../testing/render';
import { testStories } from '../testing/stories';
import * as stories from './GamesList.stories';
import { GamesList, type GamesListProps } from './GamesList';

testStories(stories);

const ads = {
  place: gamesWithAds,
  render: (index: number) => <div className="test-ad">ad {index}</div>,
};

function setup(list: GamesListProps['list'], extra: Partial<GamesListProps> = {}) {
  const calls = { onViewMore: fn(), onRefresh: fn(), onRetry: fn() };
  const rendered = render(<GamesList list={list} {...calls} {...extra} />, { width: 900 });
  return { ...rendered, ...calls };
}

/** What the list shows, in order: game ids and 'ad n'. */
const shown = (container: HTMLElement) =>
  [...container.querySelectorAll('.csz-games-list__grid > li')].map((li) =>
    li.classList.contains('csz-games-list__ad')
      ? (li.textContent ?? '')
      : Number(li.querySelector('a')?.getAttribute('href')?.split('/').pop()),
  );

describe('GamesList', () => {
  it('puts an ad after every 6 games', () => {
    const games = manyGames(13);
    const { container } = setup({ items: games, loading: false, error: null, total: 13 }, { ads });
    const ids = games.map((g) => g.id);
    expect(shown(container)).to.deep.equal([
      ...ids.slice(0, 6),
      'ad 0',
      ...ids.slice(6, 12),
      'ad 1',
      ids[12],
    ]);
  });

  it('puts one ad after fewer than 6 games, and none without ads', () => {
    const games = tonightsGames.slice(0, 2);
    const list = { items: games, loading: false, error: null, total: 2 };
    expect(shown(setup(list, { ads }).container)).to.deep.equal([4101, 4102, 'ad 0']);
    expect(shown(setup(list).container)).to.deep.equal([4101, 4102]);
  });

  it("offers 'View More Games' while games are left, then 'Refresh'", async () => {
    const some = setup({ items: manyGames(16), loading: false, error: null, total: 40 });
    await userEvent.click(getByRole(some.container, 'button', { name: MESSAGES.viewMoreGames }));
    expect(some.onViewMore.calls).to.have.length(1);
    expect(queryByRole(some.container, 'button', { name: MESSAGES.refresh })).to.be.null;

    const all = setup({ items: manyGames(3), loading: false, error: null, total: 3 });
    await userEvent.click(getByRole(all.container, 'button', { name: MESSAGES.refresh }));
    expect(all.onRefresh.calls).to.have.length(1);
  });

  it("says 'Loading Games...' while loading, keeping the games already shown", () => {
    const first = setup({ items: [], loading: true, error: null, total: null });
    expect(getByText(first.container, MESSAGES.loadingGames, STATUS_TEXT)).to.exist;
    // Screen readers hear it from the list's live region, which stays on the page.
    expect(first.container.querySelector('[aria-live="polite"]')?.textContent).to.equal(
      MESSAGES.loadingGames,
    );
    const more = setup({ items: manyGames(16), loading: true, error: null, total: 40 });
    expect(getByText(more.container, MESSAGES.loadingGames, STATUS_TEXT)).to.exist;
    expect(more.container.querySelectorAll('.csz-game-card')).to.have.length(16);
    expect(queryByRole(more.container, 'button', { name: MESSAGES.viewMoreGames })).to.be.null;
  });

  it("says 'No Games Found' when there are none", () => {
    const { container } = setup({ items: [], loading: false, error: null, total: 0 });
    expect(getByText(container, MESSAGES.noGamesFound, STATUS_TEXT)).to.exist;
  });

  it("says 'Games Loading Failed' with 'Retry' after a failure", async () => {
    const { container, onRetry } = setup({
      items: [],
      loading: false,
      error: 'Loading Error',
      total: null,
    });
    expect(getByRole(container, 'alert').textContent).to.contain(MESSAGES.gamesLoadingFailed);
    await userEvent.click(getByRole(container, 'button', { name: MESSAGES.retry }));
    expect(onRetry.calls).to.have.length(1);
  });

  it('announces a score that changes on screen, not games that just arrive', async () => {
    const list = (items: Game[]) => ({ items, loading: false, error: null, total: items.length });
    const calls = { onViewMore: fn(), onRefresh: fn(), onRetry: fn() };
    const { container, rerender } = render(<GamesList list={list([upcomingGame])} {...calls} />);
    const region = container.querySelector('[aria-live="polite"]')!;
    rerender(<GamesList list={list([upcomingGame, finalGame])} {...calls} />);
    await afterFrames();
    expect(region.textContent).to.equal('');

    const scored: Game = {
      ...upcomingGame,
      teams: upcomingGame.teams.map((t, i) => ({ ...t, score: i === 0 ? 7 : 3 })),
    };
    rerender(<GamesList list={list([scored, finalGame])} {...calls} />);
    await waitFor(() =>
      expect(region.textContent).to.equal('Score update: Churchill 7, Wootton 3, Final.'),
    );
  });
});
