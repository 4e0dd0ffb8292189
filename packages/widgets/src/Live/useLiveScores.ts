import { useEffect, useEffectEvent } from 'react';
import type { ScoreChange } from '@csz/core/display';

/**
 * Listens to the live score stream (`GET /api/live/scores`, server-sent events) at an address and
 * hands each change over; a null address listens to nothing. The one live hook: the embed frames
 * apply changes to the games they show, the site to its cached answers. EventSource reconnects by
 * itself after a dropped connection (the server asks for 10 s); changes made while it was away
 * are not sent again (the stream keeps no history), so each reconnection (a `ready` event after
 * the first) calls `onResync`, which loads again what is shown (issue 30 point 12: a phone that
 * dropped off for a minute kept stale scores until a reload).
 */
export function useLiveScores(
  url: string | null,
  onChange: (change: ScoreChange) => void,
  onResync: () => void,
): void {
  const handle = useEffectEvent((change: ScoreChange) => onChange(change));
  const resync = useEffectEvent(() => onResync());
  useEffect(() => {
    if (url == null || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(url);
    let connected = false;
    source.addEventListener('score', (event) => handle(JSON.parse(event.data) as ScoreChange));
    source.addEventListener('ready', () => {
      if (connected) resync();
      connected = true;
    });
    return () => source.close();
  }, [url]);
}
