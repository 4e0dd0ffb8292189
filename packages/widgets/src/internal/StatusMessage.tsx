import type { ReactNode } from 'react';

/** Props of {@link StatusMessage}. */
export interface StatusMessageProps {
  /** An error is announced at once (an alert); loading and empty messages are plain text. */
  kind: 'loading' | 'empty' | 'error';
  /** The message, in the spec's words. */
  children: ReactNode;
  /** A button under the message ('Retry'). */
  action?: { label: string; onClick: () => void } | undefined;
}

/**
 * A list's loading, empty or error message (spec §4 "List loads", §8). Loading and empty messages
 * are announced by the list's own live region, which stays on the page while the list changes
 * (a live region inserted with its text already in it is often not read out).
 */
export function StatusMessage({ kind, children, action }: StatusMessageProps) {
  return (
    <div className={`csz-status csz-status--${kind}`} role={kind === 'error' ? 'alert' : undefined}>
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
