import { MESSAGES, type DateString, type Stream } from '@csz/core/display';
import { ListStatus, listPhase } from '../internal/ListStatus';
import { StreamCard } from './StreamCard';

/** Props of {@link StreamList}. */
export interface StreamListProps {
  /** The streams. */
  streams: readonly Stream[];
  /** Whether the streams are loading. */
  loading: boolean;
  /** The load's error, or null. */
  error: string | null;
  /** Today, where the reader is. */
  today: DateString;
  /** Tries a failed load again; shows 'Retry' when given. */
  onRetry?: () => void;
}

/** The latest streams (spec §8: 'Loading Streams...', 'No Streams Found', 'Streams Loading Failed'). */
export function StreamList({ streams, loading, error, today, onRetry }: StreamListProps) {
  const phase = listPhase({ error, loading, empty: streams.length === 0 });
  return (
    <div className="csz-streams">
      <ListStatus
        phase={phase}
        texts={{
          loading: MESSAGES.loadingStreams,
          empty: MESSAGES.noStreamsFound,
          error: MESSAGES.streamsLoadingFailed,
        }}
        retry={onRetry ? { label: MESSAGES.retry, onClick: onRetry } : undefined}
      />
      {phase === 'ready' ? (
        <ul className="csz-stream-list">
          {streams.map((stream) => (
            <li key={stream.id}>
              <StreamCard stream={stream} today={today} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
