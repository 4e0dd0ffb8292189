import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { ApiFailure, ApiResult } from '@csz/core';
import { NETWORK_FAILURE } from './client';

/** Where a load is: nothing to load, under way, done, or failed with the spec's message. */
export type Load<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'failed'; failure: ApiFailure };

/** A load and a way to start it again. */
export type LoadHandle<T> = Load<T> & { reload: () => void };

const IDLE = { status: 'idle' } as const;
const LOADING = { status: 'loading' } as const;

/**
 * Loads what a key names, again whenever the key changes; a null key loads nothing. A new key
 * cancels the call under way, so a slow answer for an old choice never replaces a newer one. With
 * `retryMs`, a failed load is tried again after that long (spec §9 lookup retries).
 */
export function useLoad<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<ApiResult<T>>,
  options: { retryMs?: number } = {},
): LoadHandle<T> {
  const [done, setDone] = useState<{ key: string; load: Load<T> } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const start = useEffectEvent(load);
  const { retryMs } = options;

  useEffect(() => {
    if (key == null) return;
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const finish = (result: ApiResult<T>) => {
      if (controller.signal.aborted) return;
      setDone({
        key,
        load: result.ok
          ? { status: 'loaded', data: result.data }
          : { status: 'failed', failure: result.failure },
      });
      if (!result.ok && retryMs != null) {
        retry = setTimeout(() => setAttempt((n) => n + 1), retryMs);
      }
    };
    start(controller.signal).then(finish, () => finish({ ok: false, failure: NETWORK_FAILURE }));
    return () => {
      controller.abort();
      clearTimeout(retry);
    };
  }, [key, attempt, retryMs]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current: Load<T> = key == null ? IDLE : done?.key === key ? done.load : LOADING;
  return { ...current, reload };
}
