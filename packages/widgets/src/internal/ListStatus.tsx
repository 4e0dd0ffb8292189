import { LiveRegion } from './LiveRegion';
import { StatusMessage } from './StatusMessage';

/** Where a list stands (spec §4 "List loads"). */
export type ListPhase = 'error' | 'loading' | 'empty' | 'ready';

/** The phase of a list from its load state: an error first, then loading, then empty. */
export function listPhase(state: { error: unknown; loading: boolean; empty: boolean }): ListPhase {
  if (state.error != null) return 'error';
  if (state.loading) return 'loading';
  return state.empty ? 'empty' : 'ready';
}

/** Props of {@link ListStatus}. */
export interface ListStatusProps {
  /** Where the list stands. */
  phase: ListPhase;
  /** The list's own words for each phase (spec §8: 'Loading Games...', 'No Games Found', ...). */
  texts: { loading: string; empty: string; error: string };
  /** A button under the error ('Retry'); under an empty list too when `emptyAction` is given. */
  retry?: { label: string; onClick: () => void } | undefined;
  /** A button under the empty message ('Add More Roles'). */
  emptyAction?: { label: string; onClick: () => void } | undefined;
  /** What to announce while the list is ready (score updates). */
  announcement?: string;
}

/**
 * A list's status: its loading, empty or error message, and a live region that stays on the page so
 * screen readers hear each change ('Loading Games...', then 'No Games Found'). An error is an alert.
 */
export function ListStatus({
  phase,
  texts,
  retry,
  emptyAction,
  announcement = '',
}: ListStatusProps) {
  return (
    <>
      <LiveRegion
        message={phase === 'ready' ? announcement : phase === 'error' ? '' : texts[phase]}
      />
      {phase === 'ready' ? null : (
        <StatusMessage
          kind={phase}
          action={phase === 'error' ? retry : phase === 'empty' ? emptyAction : undefined}
        >
          {texts[phase]}
        </StatusMessage>
      )}
    </>
  );
}
