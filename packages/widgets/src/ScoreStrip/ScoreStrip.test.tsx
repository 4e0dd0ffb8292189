import { expect } from 'chai';
import userEvent from '@testing-library/user-event';
import { getAllByRole, getByRole, getByText, waitFor } from '@testing-library/dom';
import { MESSAGES } from '@csz/core/display';
import { canceledGame, finalGame, upcomingGame } from '../fixtures/games';
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
