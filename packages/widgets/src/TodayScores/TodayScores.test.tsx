import { expect } from 'chai';
import { getByRole, getByText } from '@testing-library/dom';
import { MESSAGES } from '@csz/core/display';
import { manyGames } from '../fixtures/games';
import { TODAY } from '../fixtures/schools';
import { render, STATUS_TEXT } from '../testing/render';
import { testStories } from '../testing/stories';
import * as stories from './TodayScores.stories';
import { TodayScores, type TodayScoresProps } from './TodayScores';

testStories(stories);

const props: TodayScoresProps = {
  games: manyGames(20),
  loading: false,
  error: null,
  date: TODAY,
  today: TODAY,
  seeAllHref: '/scores?date=2026-11-20',
};

describe('TodayScores', () => {
  it("shows at most 12 games and links to 'See all scores'", () => {
    const { container } = render(<TodayScores {...props} />);
    expect(container.querySelectorAll('.csz-game-card')).to.have.length(12);
    expect(
      getByRole(container, 'link', { name: MESSAGES.seeAllScores }).getAttribute('href'),
    ).to.equal('/scores?date=2026-11-20');
    expect(getByRole(container, 'heading', { name: "Today's Scores" })).to.exist;
  });

  it('names another day by its date', () => {
    const { container } = render(<TodayScores {...props} date="2026-11-14" />);
    expect(getByRole(container, 'heading', { name: 'Scores for Saturday, November 14, 2026' })).to
      .exist;
  });

  it("has the three states: 'Loading...', 'Something went wrong', 'No games found'", () => {
    expect(
      getByText(
        render(<TodayScores {...props} games={[]} loading />).container,
        MESSAGES.loading,
        STATUS_TEXT,
      ),
    ).to.exist;
    expect(
      getByRole(render(<TodayScores {...props} games={[]} error="boom" />).container, 'alert')
        .textContent,
    ).to.equal('Something went wrong');
    expect(
      getByText(
        render(<TodayScores {...props} games={[]} />).container,
        'No games found',
        STATUS_TEXT,
      ),
    ).to.exist;
  });
});
