import { MESSAGES, type DateString, type Stream } from '@csz/core/display';
import { StatusMessage } from '../internal/StatusMessage';
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
  if (error != null) {
    return (
      <StatusMessage
        kind="error"
        action={onRetry ? { label: MESSAGES.retry, onClick: onRetry } : undefined}
      >
        {MESSAGES.streamsLoadingFailed}
      </StatusMessage>
    );
  }
  if (loading) return <StatusMessage kind="loading">{MESSAGES.loadingStreams}</StatusMessage>;
  if (streams.length === 0)
    return <StatusMessage kind="empty">{MESSAGES.noStreamsFound}</StatusMessage>;
  return (
    <ul className="csz-stream-list">
      {streams.map((stream) => (
        <li key={stream.id}>
          <StreamCard stream={stream} today={today} />
        </li>
      ))}
    </ul>
  );
}
