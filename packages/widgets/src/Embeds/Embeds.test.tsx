import { expect } from 'chai';
import userEvent from '@testing-library/user-event';
import { getByRole, queryByRole, within } from '@testing-library/dom';
import { manyGames, provenanceGames, provenanceWords, tonightsGames } from '../fixtures/games';
import { SEASON, TODAY, sports } from '../fixtures/schools';
import { divisionOnly, seasons } from '../fixtures/standings';
import { fn } from '../testing/fn';
import { render } from '../testing/render';
import { testStories } from '../testing/stories';
import { EmbedProblem } from './EmbedFrame';
import { EmbedDayLinks } from './EmbedForm';
import * as problemStories from './EmbedProblem.stories';
import * as scoreboardStories from './ScoreboardEmbed.stories';
import * as standingsStories from './StandingsEmbed.stories';
import { ScoreboardEmbed, type ScoreboardEmbedProps } from './ScoreboardEmbed';
import { StandingsEmbed } from './StandingsEmbed';

testStories(scoreboardStories);
testStories(standingsStories);
testStories(problemStories);

const frame = {
  theme: 'light' as const,
  accents: null,
  siteOrigin: 'https://csz.example',
  title: 'Montgomery County scores',
};

/** The frame's settings as its address gave them. */
const settings: [string, string][] = [
  ['state', '1'],
  ['district', '25'],
];

function scoreboard(props: Partial<ScoreboardEmbedProps> = {}) {
  const calls = {
    onSportChange: fn<[string | null]>(),
    onDateChange: fn<[string]>(),
    onPageChange: fn<[number]>(),
    onRetry: fn(),
  };
  const rendered = render(
    <ScoreboardEmbed
      {...frame}
      sports={sports}
      sportId={null}
      date={TODAY}
      today={TODAY}
      list={{ items: tonightsGames, loading: false, error: null, total: tonightsGames.length }}
      page={1}
      perPage={16}
      settings={settings}
      compact={false}
      {...calls}
      {...props}
    />,
    { width: 300 },
  );
  return { ...rendered, ...calls };
}

describe('ScoreboardEmbed', () => {
  it('opens site pages in a new tab from the site’s address', () => {
    const { container } = scoreboard();
    const game = getByRole(container, 'link', { name: /^B-CC/ });
    expect(game.getAttribute('href')).to.equal('https://csz.example/scores/view/4101');
    expect(game.getAttribute('target')).to.equal('_blank');
    expect(
      getByRole(container, 'link', { name: 'Scores and standings by CSZ' }).getAttribute('href'),
    ).to.equal('https://csz.example/');
    expect(getByRole(container, 'heading', { level: 1, name: 'Montgomery County scores' })).to
      .exist;
  });

  it('switches the day and the sport, and shows only the sport picker', async () => {
    const { container, onDateChange, onSportChange } = scoreboard();
    expect(queryByRole(container, 'combobox', { name: 'State' })).to.be.null;
    await userEvent.selectOptions(getByRole(container, 'combobox', { name: 'Sport' }), 'Football');
    await userEvent.click(getByRole(container, 'button', { name: 'Next week' }));
    expect(onSportChange.calls).to.deep.equal([['1']]);
    expect(onDateChange.calls).to.deep.equal([['2026-11-27']]);
  });

  it('has no sport picker when the embed is fixed to a sport, and no like buttons or ads', () => {
    const { container } = scoreboard({ sports: [], sportId: '1' });
    expect(queryByRole(container, 'combobox')).to.be.null;
    expect(queryByRole(container, 'button', { name: /^Like/ })).to.be.null;
    expect(container.querySelector('.csz-ad')).to.be.null;
  });

  it('pages its games with links to the frame itself, which the frame script follows in place', async () => {
    const { container, onPageChange } = scoreboard({
      list: { items: manyGames(2), loading: false, error: null, total: 5 },
      page: 2,
      perPage: 2,
      compact: true,
      league: { leagueName: 'MCPS', standingsHref: '/scores/standings?force=true' },
    });
    const pager = getByRole(container, 'navigation', { name: 'Pages of games' });
    expect(pager.textContent).to.contain('3–4 of 5');
    const previous = within(pager).getByRole('link', { name: 'Previous' });
    const next = within(pager).getByRole('link', { name: 'Next' });
    expect(previous.getAttribute('href')).to.equal(`?state=1&district=25&date=${TODAY}&page=1`);
    expect(next.getAttribute('href')).to.equal(`?state=1&district=25&date=${TODAY}&page=3`);
    expect(next.getAttribute('target')).to.be.null;
    await userEvent.click(next);
    expect(onPageChange.calls).to.deep.equal([[3]]);
    // Compact: no league banner, its standings a link in the footer.
    expect(queryByRole(container, 'link', { name: 'LEAGUE STANDINGS' })).to.be.null;
    expect(
      getByRole(container, 'link', { name: 'Standings of MCPS' }).getAttribute('href'),
    ).to.equal('https://csz.example/scores/standings?force=true');
  });

  it('says where each score comes from on its card, in words', () => {
    const { container } = scoreboard({
      list: { items: provenanceGames, loading: false, error: null, total: 5 },
    });
    expect(
      [...container.querySelectorAll('article')].map(
        (card) => card.querySelector('.csz-provenance')?.textContent ?? null,
      ),
    ).to.deep.equal(provenanceWords);
    expect(container.scrollWidth).to.be.at.most(300);
  });

  it('has no pager when the day fits one page', () => {
    const { container } = scoreboard();
    expect(queryByRole(container, 'navigation', { name: 'Pages of games' })).to.be.null;
  });

  it('puts the sport switch in a GET form that keeps the settings and the day', () => {
    const { container } = scoreboard();
    const select = getByRole(container, 'combobox', { name: 'Sport' }) as HTMLSelectElement;
    expect(select.name).to.equal('selectedSport');
    const form = select.form!;
    expect(form.method).to.equal('get');
    expect(
      [...new FormData(form).entries()].filter(([name]) => name !== 'selectedSport'),
    ).to.deep.equal([
      ['state', '1'],
      ['district', '25'],
      ['date', TODAY],
    ]);
  });

  it('says plainly when its settings are wrong, instead of an empty box', () => {
    const { container } = render(
      <EmbedProblem {...frame} problems={['state: Must be a whole number']} />,
      { width: 300 },
    );
    const alert = getByRole(container, 'alert');
    expect(alert.textContent).to.contain(
      'This widget cannot be shown because its settings are not right',
    );
    expect(within(alert).getByRole('listitem').textContent).to.equal(
      'state: Must be a whole number',
    );
    expect(container.querySelector('.csz-game-card')).to.be.null;
  });
});

describe('StandingsEmbed', () => {
  it('shows the standings and switches the season', async () => {
    const onSeasonChange = fn<[string]>();
    const { container } = render(
      <StandingsEmbed
        {...frame}
        title="Football standings"
        groups={divisionOnly}
        loading={false}
        error={null}
        leagueName="MCPS"
        season={SEASON}
        seasons={seasons}
        place={{ stateId: 1, countyId: 25, sportId: 1 }}
        settings={[...settings, ['sport', '1']]}
        compact
        onSeasonChange={onSeasonChange}
        onRetry={() => {}}
      />,
      { width: 300 },
    );
    expect(getByRole(container, 'region', { name: '4A West Division' })).to.exist;
    const select = getByRole(container, 'combobox', { name: 'Season' }) as HTMLSelectElement;
    expect(select.name).to.equal('season');
    expect([...new FormData(select.form!).keys()]).to.deep.equal([
      'state',
      'district',
      'sport',
      'season',
    ]);
    await userEvent.selectOptions(select, '25-26');
    expect(onSeasonChange.calls).to.deep.equal([['2025-2026']]);
    expect(getByRole(container, 'link', { name: 'Full standings' }).getAttribute('href')).to.equal(
      `https://csz.example/scores/standings?selectedStateId=1&selectedCountyId=25&selectedSportId=1&season=${SEASON}&force=true`,
    );
  });
});

describe('EmbedDayLinks', () => {
  it('links to the frame itself on the day before and after, keeping the sport', () => {
    const { container } = render(
      <EmbedDayLinks
        settings={settings}
        view={{ selectedSport: '3' }}
        date={TODAY}
        today={TODAY}
      />,
      { width: 280 },
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal([
      '?state=1&district=25&date=2026-11-19&selectedSport=3',
      '?state=1&district=25&date=2026-11-21&selectedSport=3',
    ]);
    expect(getByRole(container, 'link', { name: /^Day before, / })).to.exist;
    expect(container.textContent).to.contain('Today, ');
  });
});
