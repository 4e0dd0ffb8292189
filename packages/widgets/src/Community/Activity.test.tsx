import { expect } from 'chai';
import userEvent from '@testing-library/user-event';
import { getAllByRole, getByRole, getByText, queryByRole } from '@testing-library/dom';
import { MESSAGES } from '@csz/core';
import { MEMBER_ID, leaders, pointsByDate, spiritStats } from '../fixtures/community';
import { fn } from '../testing/fn';
import { render, STATUS_TEXT } from '../testing/render';
import { testStories } from '../testing/stories';
import * as leaderboardStories from './Leaderboard.stories';
import * as activityStories from './SpiritActivity.stories';
import { Leaderboard } from './Leaderboard';
import { SpiritActivity } from './SpiritActivity';

testStories(activityStories);
testStories(leaderboardStories);

describe('SpiritActivity', () => {
  it('gives the five figures and the days, newest first', () => {
    const { container } = render(
      <SpiritActivity stats={spiritStats} days={pointsByDate} failed={false} onRetry={fn()} />,
    );
    const figures = [...container.querySelectorAll('.csz-activity__figure')].map((f) =>
      [f.querySelector('dt')!.textContent, f.querySelector('dd')!.textContent].join(': '),
    );
    expect(figures).to.deep.equal([
      'Rank: #12',
      'Total points: 1,480',
      'Correct scores: 31',
      'Events: 204',
      'Day streak: 9',
    ]);
    const days = getAllByRole(container, 'listitem').map((li) => li.textContent);
    expect(days[0]).to.contain('+12');
    expect(days[0]).to.contain('24');
    expect(days).to.have.length(4);
  });

  it('lists the last ten days, and every day on Show all', async () => {
    const many = Array.from({ length: 14 }, (_, i) => ({
      date: `2026-11-${String(24 - i).padStart(2, '0')}`,
      spiritPoints: i + 1,
    }));
    const { container } = render(
      <SpiritActivity stats={spiritStats} days={many} failed={false} onRetry={fn()} />,
    );
    expect(getAllByRole(container, 'listitem')).to.have.length(10);
    await userEvent.click(getByRole(container, 'button', { name: 'Show all 14 days' }));
    expect(getAllByRole(container, 'listitem')).to.have.length(14);
    expect(queryByRole(container, 'button', { name: /Show all/ })).to.equal(null);
  });

  it("says 'Can't load data' with Retry, 'Loading...' and 'No data available'", async () => {
    const onRetry = fn();
    const failed = render(<SpiritActivity stats={null} days={null} failed onRetry={onRetry} />);
    expect(getByRole(failed.container, 'alert').textContent).to.contain(MESSAGES.cantLoadData);
    await userEvent.click(getByRole(failed.container, 'button', { name: 'Retry' }));
    expect(onRetry.calls).to.have.length(1);
    const loading = render(
      <SpiritActivity stats={null} days={null} failed={false} onRetry={fn()} />,
    );
    expect(getByText(loading.container, MESSAGES.loading, STATUS_TEXT)).to.exist;
    const none = render(
      <SpiritActivity
        stats={{ ...spiritStats, rank: null }}
        days={[]}
        failed={false}
        onRetry={fn()}
      />,
    );
    expect(getByText(none.container, MESSAGES.noDataAvailable, STATUS_TEXT)).to.exist;
    expect(none.container.textContent).to.contain('Rank–');
  });
});

describe('Leaderboard', () => {
  it('ranks members in a table, ties sharing a rank, the reader marked', () => {
    const { container } = render(
      <Leaderboard
        placeName="Walt Whitman High School"
        items={leaders}
        memberId={MEMBER_ID}
        you={{ rank: 3, spiritPoints: 1480 }}
        failed={false}
        onRetry={fn()}
      />,
    );
    const table = getByRole(container, 'table', {
      name: 'Spirit PointZ leaders: Walt Whitman High School',
    });
    const rows = getAllByRole(table, 'row').slice(1);
    expect(rows.map((r) => r.firstElementChild!.textContent)).to.deep.equal([
      '1',
      '2',
      '3',
      '4',
      '4',
    ]);
    expect(rows[2]!.getAttribute('aria-current')).to.equal('true');
    expect(rows[2]!.textContent).to.contain('(you)');
    // On the board already: no line under it.
    expect(container.querySelector('.csz-leaderboard__self')).to.equal(null);
  });

  it('tells a reader further down their rank, and one without points how to join', () => {
    const others = leaders.filter((l) => l.memberId !== MEMBER_ID);
    const below = render(
      <Leaderboard
        placeName="Maryland"
        items={others}
        memberId={MEMBER_ID}
        you={{ rank: 31, spiritPoints: 40 }}
        failed={false}
        onRetry={fn()}
      />,
    );
    expect(below.container.textContent).to.contain('You are #31 with 40 points.');
    const none = render(
      <Leaderboard
        placeName="Maryland"
        items={others}
        memberId={MEMBER_ID}
        you={{ rank: null, spiritPoints: 0 }}
        failed={false}
        onRetry={fn()}
      />,
    );
    expect(none.container.textContent).to.contain('Earn Spirit Points to join this board.');
  });
});
