import { expect } from 'chai';
import { getByText } from '@testing-library/dom';
import { scoreHistoryEntries } from '../fixtures/games';
import { render } from '../testing/render';
import { testStories } from '../testing/stories';
import * as stories from './ScoreHistory.stories';
import { ScoreHistory } from './ScoreHistory';

testStories(stories);

describe('ScoreHistory', () => {
  it('says who changed the score, when where it was played, and from what to what', () => {
    const { container } = render(
      <ScoreHistory entries={scoreHistoryEntries} timeZone="America/New_York" />,
    );
    const summary = getByText(container, 'Score history (2)');
    expect(summary.tagName).to.equal('SUMMARY');
    const items = [...container.querySelectorAll('.csz-score-history__entry')];
    expect(
      items.map((li) => li.querySelector('.csz-score-history__who')!.textContent),
    ).to.deep.equal(['Head Coach Fri, Nov 20, 9:14 PM', 'CSZ staff Sat, Nov 21, 9:02 AM']);
    expect(items[1]!.querySelector('del')!.textContent).to.equal('14');
    expect(items[1]!.querySelector('ins')!.textContent).to.equal('17');
    expect(items[1]!.textContent).to.contain('Walt Whitman High School: 21');
  });

  it('draws nothing for a score that never changed', () => {
    const { container } = render(<ScoreHistory entries={[]} timeZone="America/New_York" />);
    expect(container.textContent).to.equal('');
  });
});
