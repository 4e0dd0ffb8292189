import { expect } from 'chai';
import userEvent from '@testing-library/user-event';
import { getAllByRole, getByRole, getByText, waitFor } from '@testing-library/dom';
import { MESSAGES } from '@csz/core/display';
import {
  canceledGame,
  finalGame,
  provenanceGames,
  provenanceWords,
  upcomingGame,
} from '../fixtures/games';
import { TODAY, counties, sports } from '../fixtures/schools';
import { fn } from '../testing/fn';
import { render, STATUS_TEXT } from '../testing/render';
import { testStories } from '../testing/stories';
import * as stories from './ScoreStrip.stories';
import { ScoreStrip, type ScoreStripProps } from './ScoreStrip';

testStories(stories);

const base: ScoreStripProps = {
  games: [finalGame, upcomingGame, canceledGame],
  loading: false,
  error: null,
  date: TODAY,
  today: TODAY,
  sports,
  counties,
  sportId: null,
  countyId: null,
  onSportChange: () => {},
  onCountyChange: () => {},
};

describe('ScoreStrip', () => {
  it('shows each game as a tile linking to its page, with FINAL, the time or the status', () => {
    const { container } = render(<ScoreStrip {...base} />, { width: 900 });
    const tiles = getAllByRole(container, 'link');
    expect(tiles.map((t) => t.getAttribute('href'))).to.deep.equal([
      '/scores/view/4101',
      '/scores/view/4102',
      '/scores/view/4106',
    ]);
    expect(
      tiles.map((t) => t.querySelector('.csz-score-strip__corner')?.firstChild?.textContent),
    ).to.deep.equal(['FINAL', '7:00 PM', 'Canceled']);
  });

  it('filters by sport and county from its pop-over', async () => {
    const onSportChange = fn<[string | null]>();
    const onCountyChange = fn<[string | null]>();
    const { container } = render(
      <ScoreStrip {...base} onSportChange={onSportChange} onCountyChange={onCountyChange} />,
    );
    await userEvent.click(getByRole(container, 'button', { name: 'Filter' }));
    const panel = container.querySelector('[popover]') as HTMLElement;
    await waitFor(() => expect(panel.matches(':popover-open')).to.equal(true));
    await userEvent.selectOptions(getByRole(panel, 'combobox', { name: 'Sport' }), 'Football');
    await userEvent.selectOptions(getByRole(panel, 'combobox', { name: 'County' }), 'Montgomery');
    expect(onSportChange.calls).to.deep.equal([['1']]);
    expect(onCountyChange.calls).to.deep.equal([['25']]);
  });

  it("says 'No games today', or 'No games found' on another day", () => {
    expect(
      getByText(
        render(<ScoreStrip {...base} games={[]} />).container,
        MESSAGES.noGamesToday,
        STATUS_TEXT,
      ),
    ).to.exist;
    expect(
      getByText(
        render(<ScoreStrip {...base} games={[]} date="2026-11-22" />).container,
        'No games found',
        STATUS_TEXT,
      ),
    ).to.exist;
  });
});

describe('ScoreStrip score provenance', () => {
  it('says in full words where each score comes from, as part of its tile’s name', () => {
    const { container } = render(<ScoreStrip {...base} games={provenanceGames} />, { width: 320 });
    const tiles = getAllByRole(container, 'link');
    expect(
      tiles.map((tile) => tile.querySelector('.csz-provenance')?.textContent ?? null),
    ).to.deep.equal(provenanceWords);
    // Grid cells add spaces to a computed name; what is read is the words and their order.
    expect(getByRole(container, 'link', { name: /^FINAL\s*:.*Whitman\s*28\s*,\s*Verified$/ })).to
      .exist;
  });

  it('keeps the words inside their tiles and the page no wider than a 320 px phone', () => {
    const { container } = render(<ScoreStrip {...base} games={provenanceGames} />, { width: 320 });
    for (const tile of getAllByRole(container, 'link')) {
      const badge = tile.querySelector('.csz-provenance');
      if (badge == null) continue;
      expect(badge.getBoundingClientRect().right).to.be.at.most(tile.getBoundingClientRect().right);
    }
    expect(container.scrollWidth).to.be.at.most(320);
    expect(document.documentElement.scrollWidth).to.be.at.most(window.innerWidth);
  });

  it('shows no provenance on a tile without a score', () => {
    const { container } = render(<ScoreStrip {...base} />);
    expect(getAllByRole(container, 'link')[1]!.querySelector('.csz-provenance')).to.be.null;
  });
});
