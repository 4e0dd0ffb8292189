import { useEffect, useEffectEvent } from 'react';
import type { ScoreChange } from '@csz/core/display';

/** How long a refused live stream waits before it is opened again: the server's Retry-After. */
export const LIVE_REOPEN_MS = 30_000;

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
  /** How long to wait before opening a stream the server refused again. @default 30 s */
  reopenAfterMs: number = LIVE_REOPEN_MS,
): void {
  const handle = useEffectEvent((change: ScoreChange) => onChange(change));
  const resync = useEffectEvent(() => onResync());
  useEffect(() => {
    if (url == null || typeof EventSource === 'undefined') return undefined;
    let source: EventSource;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // Whether what is shown may have missed changes: after the first connection, any other.
    let shownBefore = false;
    const open = () => {
      source = new EventSource(url);
      source.addEventListener('score', (event) => handle(JSON.parse(event.data) as ScoreChange));
      source.addEventListener('ready', () => {
        if (shownBefore) resync();
        shownBefore = true;
      });
      // A refusal (too many streams from one address, a server too busy: 429, 503) closes an
      // EventSource for good. Come back as the answer's Retry-After asks, spread so that the
      // readers behind one address do not all return at once; what changed meanwhile is loaded
      // again once the stream is back.
      source.addEventListener('error', () => {
        if (source.readyState !== EventSource.CLOSED) return;
        shownBefore = true;
        retry = setTimeout(open, reopenAfterMs * (0.75 + Math.random() / 2));
      });
    };
    open();
    return () => {
      clearTimeout(retry);
      source.close();
    };
  }, [url, reopenAfterMs]);
}
