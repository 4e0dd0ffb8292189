import { expect } from 'chai';
import userEvent from '@testing-library/user-event';
import {
  getAllByRole,
  getByRole,
  getByText,
  queryAllByRole,
  waitFor,
  within,
} from '@testing-library/dom';
import { MESSAGES } from '@csz/core/display';
import { SEASON } from '../fixtures/schools';
import { leagueStandings, seasons } from '../fixtures/standings';
import { fn } from '../testing/fn';
import { render, STATUS_TEXT } from '../testing/render';
import { testStories } from '../testing/stories';
import * as stories from './StandingsTable.stories';
import { StandingsTable, type StandingsTableProps } from './StandingsTable';

testStories(stories);

const base: StandingsTableProps = {
  groups: leagueStandings,
  loading: false,
  error: null,
  leagueName: 'MCPS Athletics',
  season: SEASON,
  seasons,
};

/** The rows of the table under a group heading: [team, record, unreported]. */
function rows(container: HTMLElement, title: string) {
  const region = getByRole(container, 'region', { name: title });
  return within(region)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = row.querySelectorAll('th, td');
      return [
        row.querySelector('.csz-standings__name')?.textContent,
        row.querySelector('.csz-standings__aline')?.textContent,
        cells[cells.length - 1]?.textContent,
      ];
    });
}

describe('StandingsTable', () => {
  it('shows each group, its divisions nested, with records and unreported games', () => {
    const { container } = render(<StandingsTable {...base} />, { width: 900 });
    expect(getByRole(container, 'heading', { level: 2, name: 'Standings' })).to.exist;
    expect(
      getAllByRole(container, 'heading', { level: 3 }).map((h) => h.textContent),
    ).to.deep.equal(['Montgomery County 4A', 'Overall Record']);
    expect(
      getAllByRole(container, 'heading', { level: 4 }).map((h) => h.textContent),
    ).to.deep.equal(['4A West Division', '4A North Division']);
    expect(rows(container, '4A West Division')).to.deep.equal([
      ['Walt Whitman High School', '4-1', '0'],
      ['Bethesda-Chevy Chase High School', '4-1', '0'],
      ['Winston Churchill High School', '4-1', '0'],
      ['Quince Orchard High School', '1-3', '1'],
      ['Richard Montgomery High School', '0-3-1', '1'],
      ['Thomas S. Wootton High School', '0-4-1', '0'],
    ]);
  });

  it('says why a team placed by a tiebreaker is ahead of the next one', async () => {
    const rendered = render(<StandingsTable {...base} />, { width: 900 });
    const container = getByRole(rendered.container, 'region', { name: '4A West Division' });
    const why = getByRole(container, 'button', {
      name: 'Tiebreak (why Walt Whitman High School is ahead of Bethesda-Chevy Chase High School)',
    });
    await userEvent.click(why);
    await waitFor(
      () => expect(container.querySelector('.csz-standings__reason:popover-open')).to.exist,
    );
    expect(container.querySelector('.csz-standings__reason:popover-open')!.textContent).to.equal(
      'Ahead of Bethesda-Chevy Chase High School: Better point differential (+42 vs +41)',
    );
    // Teams ahead on win percentage alone need no explanation.
    expect(
      queryAllByRole(container, 'button', {
        name: /why Bethesda-Chevy Chase High School is ahead of Winston/,
      }),
    ).to.have.length(1);
    expect(
      queryAllByRole(container, 'button', {
        name: /why Walt Whitman High School is ahead of Quince/,
      }),
    ).to.have.length(0);
  });

  it('explains the ranking order under the tables', () => {
    const { container } = render(<StandingsTable {...base} />);
    const order = getByText(container, 'How teams are ranked').closest('details')!;
    expect(within(order).getAllByRole('listitem')[0]!.textContent).to.equal(
      'Win percentage (a tie counts as half a win)',
    );
  });

  it('raises the season picked, shown short', async () => {
    const onSeasonChange = fn<[string]>();
    const { container } = render(<StandingsTable {...base} onSeasonChange={onSeasonChange} />);
    const picker = getByRole(container, 'combobox', { name: 'Season' }) as HTMLSelectElement;
    expect(picker.selectedOptions[0]!.textContent).to.equal('26-27');
    await userEvent.selectOptions(picker, '25-26');
    expect(onSeasonChange.calls).to.deep.equal([['2025-2026']]);
  });

  it("says 'Standings Loading Failed' and 'No data found'", () => {
    expect(
      getByRole(render(<StandingsTable {...base} groups={[]} error="x" />).container, 'alert')
        .textContent,
    ).to.contain(MESSAGES.standingsLoadingFailed);
    expect(
      getByText(
        render(<StandingsTable {...base} groups={[]} />).container,
        MESSAGES.noStandingsData,
        STATUS_TEXT,
      ),
    ).to.exist;
  });

  it('keeps place, team, record and unreported in a 300px frame', () => {
    const { container } = render(<StandingsTable {...base} seasons={[]} />, { width: 300 });
    const headers = [...container.querySelectorAll('thead th')].filter(
      (th) => getComputedStyle(th).display !== 'none',
    );
    expect(headers.slice(0, 4).map((th) => th.textContent)).to.deep.equal([
      '#',
      'Team',
      'Record',
      'Unrep.',
    ]);
    const table = container.querySelector('table')!;
    expect(table.getBoundingClientRect().width).to.be.at.most(300);
  });
});
