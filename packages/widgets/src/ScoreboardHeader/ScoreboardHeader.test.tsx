import { expect } from 'chai';
import userEvent from '@testing-library/user-event';
import { getAllByRole, getByRole, queryByRole, waitFor, within } from '@testing-library/dom';
import { MONTGOMERY, TODAY, counties, datesWithGames, sports, states } from '../fixtures/schools';
import { fn } from '../testing/fn';
import { render } from '../testing/render';
import { testStories } from '../testing/stories';
import * as calendarStories from './CalendarPopover.stories';
import * as headerStories from './ScoreboardHeader.stories';
import * as linkBarStories from './ScoresLinkBar.stories';
import { CalendarPopover } from './CalendarPopover';
import { ScoreboardHeader, type ScoreboardHeaderProps } from './ScoreboardHeader';
import { ScoresLinkBar } from './ScoresLinkBar';

testStories(headerStories);
testStories(calendarStories);
testStories(linkBarStories);

function header(props: Partial<ScoreboardHeaderProps> = {}, width = 800) {
  const calls = {
    onStateChange: fn<[string | null]>(),
    onCountyChange: fn<[string | null]>(),
    onSportChange: fn<[string | null]>(),
    onDateChange: fn<[string]>(),
  };
  const rendered = render(
    <ScoreboardHeader
      states={states}
      counties={counties}
      sports={sports}
      stateId="1"
      countyId={String(MONTGOMERY)}
      sportId={null}
      date={TODAY}
      today={TODAY}
      {...calls}
      {...props}
    />,
    { width },
  );
  return { ...rendered, ...calls };
}

describe('ScoreboardHeader', () => {
  it('keeps the county picker disabled until a state is chosen', () => {
    const none = header({ stateId: null, countyId: null });
    expect(
      (getByRole(none.container, 'combobox', { name: 'County' }) as HTMLSelectElement).disabled,
    ).to.be.true;
    none.unmount();
    const chosen = header();
    expect(
      (getByRole(chosen.container, 'combobox', { name: 'County' }) as HTMLSelectElement).disabled,
    ).to.be.false;
  });

  it('raises the pickers’ changes, and null for the placeholder', async () => {
    const { container, onStateChange, onCountyChange, onSportChange } = header();
    await userEvent.selectOptions(getByRole(container, 'combobox', { name: 'State' }), 'Delaware');
    await userEvent.selectOptions(getByRole(container, 'combobox', { name: 'County' }), 'Howard');
    await userEvent.selectOptions(
      getByRole(container, 'combobox', { name: 'Sport' }),
      'Volleyball',
    );
    await userEvent.selectOptions(
      getByRole(container, 'combobox', { name: 'State' }),
      'Choose State',
    );
    expect(onStateChange.calls).to.deep.equal([['2'], [null]]);
    expect(onCountyChange.calls).to.deep.equal([['23']]);
    expect(onSportChange.calls).to.deep.equal([['5']]);
  });

  it('shows only the pickers asked for (an embed shows the sport)', () => {
    const { container } = header({ pickers: ['sport'] });
    const pickers = getAllByRole(container, 'combobox');
    expect(pickers).to.have.length(1);
    expect(getByRole(container, 'combobox', { name: 'Sport' })).to.equal(pickers[0]);
    expect(queryByRole(container, 'navigation', { name: 'Scores pages' })).to.be.null;
  });

  it('folds the pickers on a phone into one line that says what is chosen and opens them', async () => {
    const { container } = header({ sportId: '1' }, 340);
    const fold = getByRole(container, 'button', { name: /Change$/ });
    expect(fold.textContent).to.equal('Maryland · Montgomery · FootballChange');
    expect(fold.getAttribute('aria-expanded')).to.equal('false');
    expect(queryByRole(container, 'combobox', { name: 'County' })).to.be.null;
    await userEvent.click(fold);
    expect(fold.getAttribute('aria-expanded')).to.equal('true');
    expect(getByRole(container, 'combobox', { name: 'County' })).to.exist;
    expect(getByRole(container, 'button', { name: /Done$/ })).to.equal(fold);
  });

  it('shows the pickers open, with no fold, where there is room', () => {
    const { container } = header({}, 800);
    expect(queryByRole(container, 'button', { name: /Change$/ })).to.be.null;
    expect(getAllByRole(container, 'combobox')).to.have.length(3);
  });

  it('marks the page the reader is on in the link bar', () => {
    const { container } = header({
      linkBar: (
        <ScoresLinkBar current="scores" hrefs={{ updates: '/u', scores: '/s', standings: '/st' }} />
      ),
    });
    const bar = getByRole(container, 'navigation', { name: 'Scores pages' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((l) => l.textContent)).to.deep.equal(['Updates', 'Scores', 'Standings']);
    expect(links.map((l) => l.getAttribute('aria-current'))).to.deep.equal([null, 'page', null]);
  });

  it("shows the league banner with 'LEAGUE STANDINGS'", () => {
    const { container } = header({
      league: { leagueName: 'MCPS Athletics', standingsHref: '/scores/standings?force=true' },
    });
    expect(container.querySelector('.csz-league-banner__name')?.textContent).to.equal(
      'MCPS Athletics',
    );
    expect(
      getByRole(container, 'link', { name: 'LEAGUE STANDINGS' }).getAttribute('href'),
    ).to.equal('/scores/standings?force=true');
  });

  it("offers 'Get Scores' only when it can reload", async () => {
    expect(queryByRole(header().container, 'button', { name: 'Get Scores' })).to.be.null;
    const onGetScores = fn();
    const { container } = header({ onGetScores });
    await userEvent.click(getByRole(container, 'button', { name: 'Get Scores' }));
    expect(onGetScores.calls).to.have.length(1);
  });
});

describe('CalendarPopover when the day changes elsewhere', () => {
  it("opens on the chosen day's month", async () => {
    const props = { today: TODAY, datesWithGames, onChange: () => {} };
    const { container, rerender } = render(<CalendarPopover selected={TODAY} {...props} />);
    rerender(<CalendarPopover selected="2027-01-15" {...props} />);
    await userEvent.click(getByRole(container, 'button', { name: /^Pick a date/ }));
    const grid = within(container.querySelector('[popover]') as HTMLElement).getByRole('grid');
    expect(grid.getAttribute('aria-label')).to.match(/January 2027/);
    expect(within(grid).getByRole('button', { name: /^15 January 2027, Friday, selected/ })).to
      .exist;
  });
});

describe('CalendarPopover', () => {
  it('opens a calendar where only days with games can be picked, and closes on a pick', async () => {
    const onChange = fn<[string]>();
    const { container } = render(
      <CalendarPopover
        selected={TODAY}
        today={TODAY}
        datesWithGames={datesWithGames}
        onChange={onChange}
      />,
    );
    const panel = container.querySelector('[popover]') as HTMLElement;
    await userEvent.click(getByRole(container, 'button', { name: /^Pick a date/ }));
    await waitFor(() => expect(panel.matches(':popover-open')).to.equal(true));
    const grid = within(panel).getByRole('grid');
    const day = (n: number) =>
      within(grid).getByText(String(n), { selector: 'button' }) as HTMLButtonElement;
    // 22 November 2026 is a Sunday, with no games; Thanksgiving has none either.
    expect(day(22).disabled).to.equal(true);
    expect(day(26).disabled).to.equal(true);
    expect(day(21).disabled).to.equal(false);
    await userEvent.click(day(21));
    expect(onChange.calls).to.deep.equal([['2026-11-21']]);
    await waitFor(() => expect(panel.matches(':popover-open')).to.equal(false));
  });
});
