import { useEffect, useEffectEvent } from 'react';
import type { ScoreChange } from '@csz/core/display';

/**
 * Listens to the live score stream (`GET /api/live/scores`, server-sent events) at an address and
 * hands each change over; a null address listens to nothing. The one live hook: the embed frames
 * apply changes to the games they show, the site to its cached answers. EventSource reconnects by
 * itself after a dropped connection (the server asks for 10 s).
 */
export function useLiveScores(url: string | null, onChange: (change: ScoreChange) => void): void {
  const handle = useEffectEvent((change: ScoreChange) => onChange(change));
  useEffect(() => {
    if (url == null || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(url);
    source.addEventListener('score', (event) => handle(JSON.parse(event.data) as ScoreChange));
    return () => source.close();
  }, [url]);
}
