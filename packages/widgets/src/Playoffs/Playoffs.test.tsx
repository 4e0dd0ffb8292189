import { expect } from 'chai';
import userEvent from '@testing-library/user-event';
import { getAllByRole, getByRole, getByText, within } from '@testing-library/dom';
import { computeAccessibleName } from 'dom-accessibility-api';
import { MESSAGES } from '@csz/core/display';
import { eightTeams, playoffs, sixTeams, twelveTeams } from '../fixtures/brackets';
import { SEASON, sports, states } from '../fixtures/schools';
import { seasons } from '../fixtures/standings';
import { fn } from '../testing/fn';
import { render, STATUS_TEXT } from '../testing/render';
import { testStories } from '../testing/stories';
import * as listStories from './BracketList.stories';
import * as viewStories from './BracketView.stories';
import * as filterStories from './PlayoffFilters.stories';
import { BracketList } from './BracketList';
import { BracketView } from './BracketView';
import { PlayoffFilters } from './PlayoffFilters';

testStories(viewStories);
testStories(listStories);
testStories(filterStories);

/** The match boxes of a rendered bracket by their label, with their boxes on screen. */
function matches(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLElement>('[data-match-id]')].map((el) => ({
    el,
    label: text(el),
    rect: el.getBoundingClientRect(),
  }));
}

/** What a screen reader calls an element, with spaces before punctuation (layout breaks) closed up. */
const text = (el: Element | null) =>
  el == null
    ? ''
    : computeAccessibleName(el)
        .replace(/\s+([,:;])/g, '$1')
        .replace(/\s+/g, ' ');

const middle = (rect: DOMRect) => rect.top + rect.height / 2;

describe('BracketView', () => {
  it('draws each round in a column, every match centred between the two that feed it', () => {
    const { container } = render(<BracketView bracket={eightTeams} />, { width: 1200 });
    const rounds = getAllByRole(container, 'group').filter((g) => g.querySelector('h3'));
    expect(rounds.map((r) => r.getAttribute('aria-label'))).to.deep.equal([
      'Quarterfinals',
      'Semifinals',
      'Final',
    ]);
    const byRound = rounds.map((r) => [...r.querySelectorAll<HTMLElement>('[data-match-id]')]);
    const [quarters, semis, final] = byRound.map((list) =>
      list.map((el) => el.getBoundingClientRect()),
    );
    expect(quarters).to.have.length(4);
    expect(middle(semis![0]!)).to.be.closeTo(
      (middle(quarters![0]!) + middle(quarters![1]!)) / 2,
      1,
    );
    expect(middle(semis![1]!)).to.be.closeTo(
      (middle(quarters![2]!) + middle(quarters![3]!)) / 2,
      1,
    );
    expect(middle(final![0]!)).to.be.closeTo((middle(semis![0]!) + middle(semis![1]!)) / 2, 1);
    // The third-place game is in the final's column, under it.
    expect(final).to.have.length(2);
    expect(final![1]!.top).to.be.greaterThan(final![0]!.bottom);
    expect(final![1]!.left).to.equal(final![0]!.left);
  });

  it('shows byes as byes and undecided slots as the winner to come, never as a bye', () => {
    const { container } = render(<BracketView bracket={sixTeams} />, { width: 1200 });
    const byes = container.querySelectorAll('.csz-bracket__slot--bye');
    expect(byes).to.have.length(2);
    const tbd = [...container.querySelectorAll('.csz-bracket__slot--tbd')].map(
      (el) => el.textContent,
    );
    expect(tbd).to.include('Winner of Game 3');
    // The third-place game waits for the semifinals' losers.
    expect(tbd).to.include('Loser of Game 3');
    expect(tbd).to.not.include('Bye');
    const first = matches(container)[0]!;
    expect(first.label).to.equal('Bye: seed 1 Whitman against Bye');
  });

  it('keeps a field that is not a power of two in place: 12 teams over four rounds', () => {
    const { container } = render(<BracketView bracket={twelveTeams} />, { width: 1400 });
    const headings = [...container.querySelectorAll('.csz-bracket__round-name')].map(
      (h) => h.textContent,
    );
    expect(headings).to.deep.equal(['First Round', 'Quarterfinals', 'Semifinals', 'Final']);
    expect(container.querySelectorAll('.csz-bracket__match--bye')).to.have.length(4);
  });

  it('links a match with a game to the game page', () => {
    const { container } = render(<BracketView bracket={eightTeams} />, { width: 1200 });
    const link = getAllByRole(container, 'link')[0]!;
    expect(link.getAttribute('href')).to.match(/^\/scores\/view\/\d+$/);
    expect(text(link)).to.equal(
      'Game 1 · Fri, Nov 13: seed 1 Whitman 29, winner against seed 8 Northwest 22',
    );
  });

  it('is one tab stop, and arrow keys move between matches', async () => {
    const { container } = render(<BracketView bracket={eightTeams} />, { width: 1200 });
    const focusable = matches(container).filter((m) => m.el.tabIndex === 0);
    expect(focusable).to.have.length(1);
    await userEvent.tab();
    const label = () => text(document.activeElement);
    expect(label()).to.match(/^Game 1 /);
    await userEvent.keyboard('{ArrowDown}');
    expect(label()).to.match(/^Game 2 /);
    await userEvent.keyboard('{ArrowRight}');
    expect(label()).to.match(/^Game 5 /);
    await userEvent.keyboard('{ArrowRight}');
    expect(label()).to.match(/^Game 7 /);
    await userEvent.keyboard('{ArrowDown}');
    expect(label()).to.match(/^Third Place/);
    await userEvent.keyboard('{ArrowLeft}');
    expect(label()).to.match(/^Game 6 /);
    await userEvent.keyboard('{Home}');
    expect(label()).to.match(/^Game 1 /);
    expect(matches(container).filter((m) => m.el.tabIndex === 0)).to.have.length(1);
  });

  it('scrolls sideways inside itself on a phone', () => {
    const { container } = render(<BracketView bracket={twelveTeams} />, { width: 320 });
    const region = getByRole(container, 'region', { name: twelveTeams.name });
    expect(getComputedStyle(region).overflowX).to.equal('auto');
    expect(region.scrollWidth).to.be.greaterThan(region.clientWidth);
    expect(container.getBoundingClientRect().width).to.equal(320);
    expect(getByText(container, /scroll sideways/)).to.exist;
    // The later rounds are reached by scrolling the bracket itself, not the page.
    region.scrollLeft = region.scrollWidth;
    const final = [...region.querySelectorAll('[data-match-id]')].at(-1)!.getBoundingClientRect();
    expect(final.right).to.be.at.most(region.getBoundingClientRect().right + 1);
  });
});

describe('BracketList', () => {
  it("lists each sport's brackets under 'Bracket Name' with 'View Bracket'", () => {
    const { container } = render(<BracketList playoffs={playoffs} loading={false} error={null} />);
    const football = getByRole(container, 'table', { name: 'Football' });
    expect(within(football).getByRole('columnheader', { name: 'Bracket Name' })).to.exist;
    const link = within(football).getByRole('link', { name: 'View Bracket for 3A East Region' });
    expect(link.getAttribute('href')).to.equal('/playoffs/view/32');
  });

  it("says 'Loading Playoffs...', 'No Playoffs Found' and 'Playoffs Loading Failed'", () => {
    expect(
      getByText(
        render(<BracketList playoffs={[]} loading error={null} />).container,
        MESSAGES.loadingPlayoffs,
        STATUS_TEXT,
      ),
    ).to.exist;
    expect(
      getByText(
        render(<BracketList playoffs={[]} loading={false} error={null} />).container,
        MESSAGES.noPlayoffsFound,
        STATUS_TEXT,
      ),
    ).to.exist;
    expect(
      getByRole(render(<BracketList playoffs={[]} loading={false} error="x" />).container, 'alert')
        .textContent,
    ).to.contain(MESSAGES.playoffsLoadingFailed);
  });
});

describe('PlayoffFilters', () => {
  it("offers 'Any Sport' and raises the choices", async () => {
    const onSportChange = fn<[string | null]>();
    const onSeasonChange = fn<[string | null]>();
    const { container } = render(
      <PlayoffFilters
        states={states}
        sports={sports}
        seasons={seasons}
        stateId="1"
        sportId="1"
        season={SEASON}
        onStateChange={() => {}}
        onSportChange={onSportChange}
        onSeasonChange={onSeasonChange}
      />,
    );
    await userEvent.selectOptions(getByRole(container, 'combobox', { name: 'Sport' }), 'Any Sport');
    await userEvent.selectOptions(getByRole(container, 'combobox', { name: 'Season' }), '25-26');
    expect(onSportChange.calls).to.deep.equal([[null]]);
    expect(onSeasonChange.calls).to.deep.equal([['2025-2026']]);
  });
});
