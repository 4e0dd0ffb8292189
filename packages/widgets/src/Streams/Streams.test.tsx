import { expect } from 'chai';
import userEvent from '@testing-library/user-event';
import { getAllByRole, getByRole, getByText, queryByRole } from '@testing-library/dom';
import { MESSAGES } from '@csz/core/display';
import { TODAY } from '../fixtures/schools';
import { streams, untrustedStream } from '../fixtures/streams';
import { fn } from '../testing/fn';
import { render, STATUS_TEXT } from '../testing/render';
import { testStories } from '../testing/stories';
import * as cardStories from './StreamCard.stories';
import * as listStories from './StreamList.stories';
import { StreamCard } from './StreamCard';
import { StreamList } from './StreamList';

testStories(cardStories);
testStories(listStories);

describe('StreamCard', () => {
  it('names the teams and the day, with a Watch link in a new tab', () => {
    const { container } = render(<StreamCard stream={streams[0]!} today={TODAY} />);
    expect(
      getByRole(container, 'heading', {
        name: 'Bethesda-Chevy Chase High School vs Walt Whitman High School',
      }),
    ).to.exist;
    expect(getByText(container, 'Today')).to.exist;
    const watch = getByRole(container, 'link', { name: /^Watch/ });
    expect(watch.getAttribute('href')).to.equal(streams[0]!.youtubeLink);
    expect(watch.getAttribute('target')).to.equal('_blank');
  });

  it('shows no link to a host that is not a streaming service', () => {
    const { container } = render(<StreamCard stream={untrustedStream} today={TODAY} />);
    expect(queryByRole(container, 'link')).to.be.null;
    expect(getByText(container, 'No verified stream link')).to.exist;
  });
});

describe('StreamList', () => {
  it('lists the streams', () => {
    const { container } = render(
      <StreamList streams={streams} loading={false} error={null} today={TODAY} />,
    );
    expect(getAllByRole(container, 'article')).to.have.length(3);
  });

  it("says 'Loading Streams...', 'No Streams Found' and 'Streams Loading Failed' with Retry", async () => {
    const base = { streams: [], today: TODAY };
    expect(
      getByText(
        render(<StreamList {...base} loading error={null} />).container,
        MESSAGES.loadingStreams,
        STATUS_TEXT,
      ),
    ).to.exist;
    expect(
      getByText(
        render(<StreamList {...base} loading={false} error={null} />).container,
        MESSAGES.noStreamsFound,
        STATUS_TEXT,
      ),
    ).to.exist;
    const onRetry = fn();
    const failed = render(
      <StreamList {...base} loading={false} error="x" onRetry={onRetry} />,
    ).container;
    expect(getByRole(failed, 'alert').textContent).to.contain(MESSAGES.streamsLoadingFailed);
    await userEvent.click(getByRole(failed, 'button', { name: MESSAGES.retry }));
    expect(onRetry.calls).to.have.length(1);
  });
});

describe('StreamCard with no teams', () => {
  it('says the teams are to be announced', () => {
    const { container } = render(
      <StreamCard stream={{ ...streams[0]!, results: [] }} today={TODAY} />,
    );
    expect(getByRole(container, 'heading', { name: 'Teams to be announced' })).to.exist;
  });
});
