import { expect } from 'chai';
import userEvent from '@testing-library/user-event';
import { getAllByRole, getByRole, getByText, waitFor, within } from '@testing-library/dom';
import { CONTACT_EMAIL, MESSAGES } from '@csz/core';
import { footballSchedule, headCoach, volleyballSchedule, whitman } from '../fixtures/schedules';
import { MONTGOMERY, SEASON, counties, schools, sports, states } from '../fixtures/schools';
import { fn } from '../testing/fn';
import { render, STATUS_TEXT } from '../testing/render';
import { expectAccessible } from '../testing/axe';
import { testStories } from '../testing/stories';
import * as coachStories from './CoachBanner.stories';
import * as leagueStories from './LeaguePanel.stories';
import * as cardStories from './ScheduleCard.stories';
import * as finderStories from './ScheduleFinder.stories';
import * as navStories from './ScheduleNav.stories';
import * as viewStories from './SchedulesView.stories';
import * as headerStories from './SchoolHeader.stories';
import { CalendarLinks } from './CalendarLinks';
import { CoachBanner } from './CoachBanner';
import { ScheduleCard } from './ScheduleCard';
import { ScheduleFinder, type ScheduleFinderProps } from './ScheduleFinder';
import { ScheduleNav } from './ScheduleNav';
import { SchedulesView } from './SchedulesView';
import { SchoolHeader } from './SchoolHeader';

for (const stories of [
  cardStories,
  viewStories,
  headerStories,
  coachStories,
  leagueStories,
  navStories,
  finderStories,
]) {
  testStories(stories);
}

describe('ScheduleCard with a neutral site', () => {
  it("says 'vs' for a game without a home team", () => {
    const neutral = {
      ...footballSchedule,
      gamesPast: [],
      gamesFuture: [{ ...footballSchedule.gamesFuture[0]!, noHomeTeam: true }],
    };
    const { container } = render(
      <ScheduleCard schedule={neutral} school={whitman} season={SEASON} />,
    );
    expect(getByRole(container, 'link', { name: /Damascus/ }).textContent).to.equal(
      'vs Damascus High School',
    );
  });
});

describe('ScheduleCard', () => {
  it('shows the record, results from the school’s side, and coming games', () => {
    const { container } = render(
      <ScheduleCard schedule={footballSchedule} school={whitman} season={SEASON} />,
    );
    expect(container.querySelector('.csz-schedule-card__record')?.textContent).to.equal(
      'Record 4-1-1',
    );
    const results = getByRole(container, 'table', { name: 'Results' });
    const first = within(results).getAllByRole('row')[1]!;
    expect([...first.querySelectorAll('td')].map((td) => td.textContent)).to.deep.equal([
      'Fri, Sep 4',
      '@ Winston Churchill High School',
      'L 10-14',
    ]);
    const upcoming = getByRole(container, 'table', { name: 'Upcoming' });
    expect(within(upcoming).getAllByRole('row')[1]!.textContent).to.contain(
      '@ Damascus High School',
    );
  });

  it('marks the results whose score is not verified yet, in words', () => {
    const [first, second, ...rest] = footballSchedule.gamesPast;
    const marked = {
      ...footballSchedule,
      gamesPast: [
        { ...first!, scoreProvenance: 'school' as const },
        { ...second!, scoreProvenance: 'confirmed' as const, isScoreDisputed: true },
        ...rest,
      ],
    };
    const { container } = render(
      <ScheduleCard schedule={marked} school={whitman} season={SEASON} />,
    );
    const rows = within(getByRole(container, 'table', { name: 'Results' })).getAllByRole('row');
    expect(
      rows.slice(1).map((row) => row.querySelector('.csz-provenance')?.textContent ?? null),
    ).to.deep.equal([
      'Reported by the school',
      'Confirmed by two reporters · Disputed',
      ...rest.map(() => null),
    ]);
  });

  it("links 'Team Page', 'Standings' and 'League Scores' with the selection and force=true", () => {
    const { container } = render(
      <ScheduleCard schedule={footballSchedule} school={whitman} season={SEASON} />,
    );
    const links = within(
      getByRole(container, 'navigation', { name: 'Football pages' }),
    ).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).to.deep.equal([
      [
        'Team Page',
        '/schedules?stateId=1&countyId=25&schoolId=100&sportId=1&season=2026-2027&force=true',
      ],
      [
        'Standings',
        '/scores/standings?selectedStateId=1&selectedCountyId=25&selectedSportId=1&season=2026-2027&force=true',
      ],
      ['League Scores', '/scores?stateId=1&countyId=25&sportId=1&force=true'],
    ]);
  });
});

describe('ScheduleCard on a 320 px phone', () => {
  it('fits the 296 px a page leaves it, whatever its names, results and marks', () => {
    const [game] = footballSchedule.gamesPast;
    const long = 'Northwestern-Southeastern Consolidated Polytechnic Academy of the Sciences';
    const past = Array.from({ length: 21 }, (_, i) => ({
      ...game!,
      id: 9000 + i,
      opponent: i % 2 === 0 ? long : 'Saint Bartholomew-Wellingborough Preparatory',
      // 'Record 10-10-1': ten wins, ten losses, a tie; three-digit scores.
      gameScoreStatus: i < 10 ? ('W' as const) : i < 20 ? ('L' as const) : ('T' as const),
      myScore: i < 10 ? 108 : 99,
      opponentScore: i < 10 ? 99 : i < 20 ? 108 : 99,
      scoreProvenance: i % 3 === 0 ? ('confirmed' as const) : ('school' as const),
      isScoreDisputed: i === 4,
    }));
    const schedule = {
      ...footballSchedule,
      sportName: 'Girls Junior Varsity Basketball',
      gamesPast: [
        ...past,
        // 'No score yet', and a status in the result's place.
        { ...game!, id: 9100, gameScoreStatus: null, myScore: null, opponentScore: null },
        { ...game!, id: 9101, status: 'Postponed' as const, gameScoreStatus: null },
      ],
      gamesFuture: footballSchedule.gamesFuture.map((g) => ({ ...g, opponent: long })),
    };
    // The page's 12 px each side, as at a 320 px viewport.
    const { container } = render(
      <div style={{ padding: '0 12px' }}>
        <ScheduleCard schedule={schedule} school={whitman} season={SEASON} />
      </div>,
      { width: 320 },
    );
    const card = container.querySelector<HTMLElement>('.csz-schedule-card')!;
    expect(card.getBoundingClientRect().width).to.equal(296);
    expect(getByText(card, 'No score yet')).to.exist;
    expect(card.querySelector('.csz-schedule-card__record')?.textContent).to.equal(
      'Record 10-10-1',
    );
    // Nothing reaches past the card's content box (its 12 px padding inside the 296 px).
    const padding = parseFloat(getComputedStyle(card).paddingLeft);
    const left = card.getBoundingClientRect().left + padding;
    const right = card.getBoundingClientRect().right - padding;
    const wider = [...card.querySelectorAll<HTMLElement>('*')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.left < left - 0.5 || box.right > right + 0.5);
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.slice(0, 30)}`);
    expect(wider).to.deep.equal([]);
    expect(container.scrollWidth).to.be.at.most(320);
  });
});

describe('CalendarLinks', () => {
  const feedPath = '/api/csz/calendar/team/5/2.ics';
  const feedUrl = `${window.location.origin}${feedPath}`;

  it('subscribes with webcal://, copies the https address, and offers the season as CSV and JSON', async () => {
    // The copy function is the component's own prop; the browser's clipboard is not involved.
    const copied: string[] = [];
    const { container } = render(
      <CalendarLinks
        feedPath={feedPath}
        label="Football"
        exportPaths={{ csv: '/a.csv', json: '/a.json' }}
        copy={async (text) => {
          copied.push(text);
        }}
      />,
    );
    const subscribe = getByRole(container, 'link', { name: /Subscribe to Football/ });
    expect(subscribe.getAttribute('href')).to.equal(feedUrl.replace(/^https?:/, 'webcal:'));
    expect(
      getByRole(container, 'link', { name: 'CSV of the Football season' }).getAttribute('href'),
    ).to.equal('/a.csv');
    expect(
      getByRole(container, 'link', { name: 'JSON of the Football season' }).hasAttribute(
        'download',
      ),
    ).to.equal(true);
    await userEvent.click(getByRole(container, 'button', { name: /Copy link/ }));
    await waitFor(() => expect(getByRole(container, 'status').textContent).to.equal('Link copied'));
    expect(copied).to.deep.equal([feedUrl]);
    await expectAccessible(container);
  });

  it('shows the address selected in a field when the clipboard is refused', async () => {
    const { container } = render(
      <CalendarLinks
        feedPath={feedPath}
        label="Whitman"
        copy={() => Promise.reject(new Error('NotAllowedError'))}
      />,
    );
    expect(container.querySelector('a[download]')).to.equal(null);
    await userEvent.click(getByRole(container, 'button', { name: /Copy link/ }));
    const field = await waitFor(() => getByRole(container, 'textbox', { name: 'Copy this link' }));
    expect((field as HTMLInputElement).value).to.equal(feedUrl);
    expect(document.activeElement).to.equal(field);
    expect(getByRole(container, 'status').textContent).to.equal('');
  });
});

describe('SchedulesView', () => {
  it('puts the Pick ’Em banner after the first sport', () => {
    const { container } = render(
      <SchedulesView
        school={whitman}
        schedules={[footballSchedule, volleyballSchedule]}
        loading={false}
        error={null}
        season={SEASON}
      />,
    );
    const blocks = [...container.querySelectorAll('.csz-schedules > :not([aria-live])')].map(
      (el) => el.className.split(' ')[0],
    );
    expect(blocks).to.deep.equal(['csz-schedule-card', 'csz-play-banner', 'csz-schedule-card']);
    expect(getByRole(container, 'link', { name: "Play Pick 'Em" }).getAttribute('href')).to.equal(
      '/playgames',
    );
  });

  it('says each of the page’s messages', () => {
    const base = { schedules: [], loading: false, error: null, season: SEASON };
    expect(
      getByText(
        render(<SchedulesView {...base} school={null} />).container,
        MESSAGES.selectSchool,
        STATUS_TEXT,
      ),
    ).to.exist;
    expect(
      getByText(
        render(<SchedulesView {...base} school={whitman} loading />).container,
        MESSAGES.loadingSchedules,
        STATUS_TEXT,
      ),
    ).to.exist;
    expect(
      getByText(
        render(<SchedulesView {...base} school={whitman} />).container,
        MESSAGES.noSchedulesFound,
        STATUS_TEXT,
      ),
    ).to.exist;
    expect(
      getByRole(render(<SchedulesView {...base} school={whitman} error="x" />).container, 'alert')
        .textContent,
    ).to.contain(MESSAGES.schedulesLoadingFailed);
    expect(
      getByText(
        render(<SchedulesView {...base} school={whitman} emptyLeague />).container,
        `Currently there are no games for this league. Want to add games? Contact us at ${CONTACT_EMAIL}.`,
        STATUS_TEXT,
      ),
    ).to.exist;
  });
});

describe('SchoolHeader and CoachBanner', () => {
  it('raises FOLLOW, and FOLLOWING leads to the profile', async () => {
    const onFollow = fn();
    const follow = render(
      <SchoolHeader school={whitman} isFollowing={false} onFollow={onFollow} />,
    );
    await userEvent.click(getByRole(follow.container, 'button', { name: 'FOLLOW' }));
    expect(onFollow.calls).to.have.length(1);
    const following = render(<SchoolHeader school={whitman} isFollowing onFollow={onFollow} />);
    expect(
      getByRole(following.container, 'link', { name: 'FOLLOWING' }).getAttribute('href'),
    ).to.equal('/my-account/profile');
  });

  it("names the coach, or says there is none, and raises 'Update Coach'", async () => {
    const onUpdateCoach = fn();
    const none = render(<CoachBanner coach={null} onUpdateCoach={onUpdateCoach} />);
    expect(getByText(none.container, "Uh oh! There's no coach on file")).to.exist;
    await userEvent.click(getByRole(none.container, 'button', { name: 'Update Coach' }));
    expect(onUpdateCoach.calls).to.have.length(1);
    expect(
      render(<CoachBanner coach={headCoach} onUpdateCoach={onUpdateCoach} />).container.textContent,
    ).to.contain('Head Coach: Dana Okafor');
  });
});

describe('ScheduleNav', () => {
  const hrefs = {
    schedules: '/s',
    updates: '/u',
    standings: '/st',
    schoolPage: '/p',
    studentAmbassadors: '/a',
  };
  it('shows Standings and School Page with a sport, Student Ambassadors without', () => {
    const names = (hasSport: boolean) =>
      getAllByRole(
        render(<ScheduleNav current="schedules" hrefs={hrefs} hasSport={hasSport} />).container,
        'link',
      ).map((l) => l.textContent);
    expect(names(true)).to.deep.equal(['Schedules', 'Updates', 'Standings', 'School Page']);
    expect(names(false)).to.deep.equal(['Schedules', 'Updates', 'Student Ambassadors']);
  });
});

describe('ScheduleFinder with no match', () => {
  it('says so outside the list box, which holds only schools', async () => {
    const { container } = render(
      <ScheduleFinder
        searchResults={[]}
        onSearch={() => {}}
        onGoToSchool={() => {}}
        states={states}
        leagues={counties}
        schools={schools}
        sports={sports}
        stateId={null}
        countyId={null}
        schoolId={null}
        sportId={null}
        onStateChange={() => {}}
        onCountyChange={() => {}}
        onSchoolChange={() => {}}
        onSportChange={() => {}}
        onGoToTeam={() => {}}
      />,
    );
    await userEvent.type(getByRole(container, 'combobox', { name: 'ENTER SCHOOL NAME' }), 'zzz');
    expect(getByRole(container, 'status').textContent).to.equal('No schools match');
    expect(container.querySelector('[role="listbox"] li')).to.be.null;
    await expectAccessible(container);
  });
});

describe('ScheduleFinder', () => {
  function finder(props: Partial<ScheduleFinderProps> = {}) {
    const calls = {
      onSearch: fn<[string]>(),
      onGoToSchool: fn<[unknown]>(),
      onGoToTeam: fn(),
      onStateChange: fn<[string | null]>(),
      onCountyChange: fn<[string | null]>(),
      onSchoolChange: fn<[string | null]>(),
      onSportChange: fn<[string | null]>(),
    };
    const rendered = render(
      <ScheduleFinder
        searchResults={schools}
        states={states}
        leagues={counties}
        schools={schools}
        sports={sports}
        stateId="1"
        countyId={String(MONTGOMERY)}
        schoolId={null}
        sportId={null}
        {...calls}
        {...props}
      />,
    );
    return { ...rendered, ...calls };
  }

  it('searches 500 ms after typing stops, offers five schools, and goes to the one chosen', async () => {
    const { container, onSearch, onGoToSchool } = finder();
    const go = getByRole(container, 'button', { name: 'GO TO SCHOOL' }) as HTMLButtonElement;
    expect(go.disabled).to.be.true;
    const input = getByRole(container, 'combobox', { name: 'ENTER SCHOOL NAME' });
    await userEvent.type(input, 'whit');
    expect(onSearch.calls).to.have.length(0);
    await waitFor(() => expect(onSearch.calls).to.deep.equal([['whit']]), { timeout: 1500 });
    const options = within(getByRole(container, 'listbox')).getAllByRole('option');
    expect(options).to.have.length(5);
    await userEvent.click(options[0]!);
    expect((input as HTMLInputElement).value).to.equal('Walt Whitman High School');
    expect(go.disabled).to.be.false;
    await userEvent.click(go);
    expect(onGoToSchool.calls).to.deep.equal([[schools[0]]]);
  });

  it("says 'GO' in its compact form", () => {
    expect(getByRole(finder({ compact: true }).container, 'button', { name: 'GO' })).to.exist;
  });

  it("enables 'GO TO TEAM' once a state, a league and a school are chosen", async () => {
    const notYet = finder();
    expect(
      (getByRole(notYet.container, 'button', { name: 'GO TO TEAM' }) as HTMLButtonElement).disabled,
    ).to.be.true;
    notYet.unmount();
    const ready = finder({ schoolId: '100' });
    const go = getByRole(ready.container, 'button', { name: 'GO TO TEAM' }) as HTMLButtonElement;
    expect(go.disabled).to.be.false;
    await userEvent.click(go);
    expect(ready.onGoToTeam.calls).to.have.length(1);
  });

  it('keeps the league and school pickers disabled until the step before is chosen', () => {
    const { container } = finder({ stateId: null, countyId: null });
    expect((getByRole(container, 'combobox', { name: 'League' }) as HTMLSelectElement).disabled).to
      .be.true;
    expect((getByRole(container, 'combobox', { name: 'School' }) as HTMLSelectElement).disabled).to
      .be.true;
  });
});
