// The parts of the scoreboard's header that the embed frames are made of (the date strip, the
// league banner): apart from ScoreboardHeader.test.tsx, whose calendar only the site has, so that
// they run under the frames' Preact too (web-test-runner.config.mjs).
import { expect } from 'chai';
import userEvent from '@testing-library/user-event';
import { getByRole } from '@testing-library/dom';
import { TODAY, datesWithGames } from '../fixtures/schools';
import { fn } from '../testing/fn';
import { render } from '../testing/render';
import { testStories } from '../testing/stories';
import * as dateStripStories from './DateStrip.stories';
import * as bannerStories from './LeagueBanner.stories';
import { DateStrip } from './DateStrip';

testStories(dateStripStories);
testStories(bannerStories);

describe('DateStrip', () => {
  function strip(selected = TODAY, width = 800) {
    const onChange = fn<[string]>();
    const rendered = render(
      <DateStrip
        selected={selected}
        today={TODAY}
        datesWithGames={datesWithGames}
        onChange={onChange}
      />,
      { width },
    );
    const days = () =>
      [...rendered.container.querySelectorAll('.csz-date-strip__day')] as HTMLButtonElement[];
    return { ...rendered, onChange, days };
  }

  /** The weekday labels a reader sees (the other form is hidden by the strip's width). */
  const shownLabels = (days: HTMLButtonElement[]) =>
    days.map(
      (d) =>
        [...d.querySelectorAll<HTMLElement>('.csz-date-strip__weekday')].find(
          (label) => label.offsetWidth > 0,
        )?.textContent,
    );

  it('shows seven days centred on the chosen one, labelled from today', () => {
    const { days } = strip();
    expect(shownLabels(days())).to.deep.equal([
      'Tuesday',
      'Wednesday',
      'Yesterday',
      'Today',
      'Saturday',
      'Sunday',
      'Monday',
    ]);
    const today = days()[3]!;
    expect(today.getAttribute('aria-pressed')).to.equal('true');
    expect(today.getAttribute('aria-current')).to.equal('date');
    expect(today.querySelector('.csz-date-strip__date')?.textContent).to.equal('Nov 20');
  });

  it('writes short weekday names where the days are narrow (a phone, a 300 px embed)', () => {
    const { days } = strip(TODAY, 300);
    expect(shownLabels(days())).to.deep.equal(['Tue', 'Wed', 'Thu', 'Today', 'Sat', 'Sun', 'Mon']);
    // The reader hears the label they see, not both.
    expect(getByRole(days()[2]!.closest('nav')!, 'button', { name: /^Thu Nov 19/ })).to.exist;
  });

  for (const width of [240, 280, 300, 375, 480, 560, 640, 720, 800, 1000]) {
    it(`cuts no label at ${width} px`, () => {
      for (const day of strip(TODAY, width).days()) {
        for (const part of day.querySelectorAll<HTMLElement>('span')) {
          if (part.offsetWidth === 0 || part.classList.contains('csz-visually-hidden')) continue;
          expect(part.getBoundingClientRect().width, part.textContent ?? '').to.be.at.most(
            day.clientWidth,
          );
        }
        expect(day.scrollWidth, day.textContent ?? '').to.be.at.most(day.clientWidth);
      }
    });
  }

  it('tells which days have no games', () => {
    const sunday = strip().days()[5]!;
    expect(sunday.classList.contains('csz-date-strip__day--empty')).to.equal(true);
    expect(sunday.textContent).to.contain('no games');
  });

  it('raises the day picked, and moves a week at a time', async () => {
    const { container, onChange, days } = strip();
    await userEvent.click(days()[4]!);
    await userEvent.click(getByRole(container, 'button', { name: 'Previous week' }));
    await userEvent.click(getByRole(container, 'button', { name: 'Next week' }));
    expect(onChange.calls).to.deep.equal([['2026-11-21'], ['2026-11-13'], ['2026-11-27']]);
  });

  it('stops at the first day of the calendar, 15 March 2012', () => {
    const { container, days } = strip('2012-03-16');
    expect(
      (getByRole(container, 'button', { name: 'Previous week' }) as HTMLButtonElement).disabled,
    ).to.be.true;
    expect(days().map((d) => d.disabled)).to.deep.equal([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
