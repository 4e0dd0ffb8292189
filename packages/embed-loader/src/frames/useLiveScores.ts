import { useEffect, useEffectEvent } from 'react';
import type { ScoreChange } from '@csz/core/display';

/**
 * Listens to the live score stream for a filter (server-sent events) and hands each change over;
 * a null address listens to nothing. EventSource reconnects by itself after a dropped connection.
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
