import { expect } from 'chai';
import { waitFor } from '@testing-library/dom';
import type { ScoreChange } from '@csz/core/display';
import { render } from '../testing/render';
import { useLiveScores } from './useLiveScores';

/**
 * A stand-in for the browser's EventSource (the widget tests have no server that answers a stream
 * with 429): each one opened is kept, and a test makes it refuse, connect or send.
 */
class StandInEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static opened: StandInEventSource[] = [];
  readyState = 0;
  constructor(readonly url: string) {
    super();
    StandInEventSource.opened.push(this);
  }
  refuse() {
    this.readyState = StandInEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
  connect() {
    this.readyState = 1;
    this.dispatchEvent(new MessageEvent('ready', { data: '' }));
  }
  close() {
    this.readyState = StandInEventSource.CLOSED;
  }
}

function Listener(props: { onResync: () => void; onChange: (c: ScoreChange) => void }) {
  useLiveScores('/api/live/scores?date=2026-11-20', props.onChange, props.onResync, 20);
  return null;
}

describe('useLiveScores', () => {
  const real = globalThis.EventSource;
  beforeEach(() => {
    StandInEventSource.opened = [];
    globalThis.EventSource = StandInEventSource as unknown as typeof EventSource;
  });
  afterEach(() => {
    globalThis.EventSource = real;
  });

  it('opens a refused stream again later, and loads again what is shown once it is back', async () => {
    let resyncs = 0;
    const { unmount } = render(<Listener onResync={() => (resyncs += 1)} onChange={() => {}} />);
    await waitFor(() => expect(StandInEventSource.opened).to.have.length(1));
    StandInEventSource.opened[0]!.refuse();
    await waitFor(() => expect(StandInEventSource.opened).to.have.length(2));
    StandInEventSource.opened[1]!.connect();
    expect(resyncs).to.equal(1);
    unmount();
  });

  it('asks for nothing again on its first connection, and does after a dropped one', async () => {
    let resyncs = 0;
    const { unmount } = render(<Listener onResync={() => (resyncs += 1)} onChange={() => {}} />);
    await waitFor(() => expect(StandInEventSource.opened).to.have.length(1));
    const [source] = StandInEventSource.opened;
    source!.connect();
    expect(resyncs).to.equal(0);
    source!.connect();
    expect(resyncs).to.equal(1);
    unmount();
  });
});
