import type { ReactNode } from 'react';
import { cx } from './cx';

/** Props of {@link StatusMessage}. */
export interface StatusMessageProps {
  /** Loading is announced politely, an error at once, empty is plain text. */
  kind: 'loading' | 'empty' | 'error';
  /** The message, in the spec's words. */
  children: ReactNode;
  /** A button under the message ('Retry'). */
  action?: { label: string; onClick: () => void } | undefined;
}

/** A list's loading, empty or error message (spec §4 "List loads", §8). */
export function StatusMessage({ kind, children, action }: StatusMessageProps) {
  const role = kind === 'loading' ? 'status' : kind === 'error' ? 'alert' : undefined;
  return (
    <div className={cx('csz-status', kind === 'error' && 'csz-status--error')} role={role}>
      <p className="csz-status__text">{children}</p>
      {action ? (
        <div className="csz-status__action">
          <button
            type="button"
            className="csz-button csz-button--secondary"
            onClick={action.onClick}
          >
            {action.label}
          </button>
        </div>
      ) : null}
    </div>
  );
}
