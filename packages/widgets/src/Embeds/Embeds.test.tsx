import { expect } from 'chai';
import userEvent from '@testing-library/user-event';
import { getByRole, queryByRole, within } from '@testing-library/dom';
import { tonightsGames } from '../fixtures/games';
import { SEASON, TODAY, sports } from '../fixtures/schools';
import { divisionOnly, seasons } from '../fixtures/standings';
import { fn } from '../testing/fn';
import { render } from '../testing/render';
import { testStories } from '../testing/stories';
import { EmbedProblem } from './EmbedFrame';
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

function scoreboard(props: Partial<ScoreboardEmbedProps> = {}) {
  const calls = {
    onSportChange: fn<[string | null]>(),
    onDateChange: fn<[string]>(),
    onViewMore: fn(),
    onRefresh: fn(),
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
        onSeasonChange={onSeasonChange}
        onRetry={() => {}}
      />,
      { width: 300 },
    );
    expect(getByRole(container, 'region', { name: '4A West Division' })).to.exist;
    await userEvent.selectOptions(getByRole(container, 'combobox', { name: 'Season' }), '25-26');
    expect(onSeasonChange.calls).to.deep.equal([['2025-2026']]);
  });
});
