import { useEffect, useId, useRef } from 'react';
import { MESSAGES } from '@csz/core/display';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The title, in the spec's words ('warning!'). */
  title: string;
  /** The question. */
  message: string;
  /** The confirming button's label. @default 'Confirm' */
  confirmLabel?: string;
  /** Called when the reader confirms. */
  onConfirm: () => void;
  /** Called when the reader cancels, presses Escape or closes the dialog. */
  onCancel: () => void;
}

/**
 * A modal confirmation (spec §8: 'warning!' / 'Are you sure that you want to {action} this
 * post?'). The browser's modal dialog keeps focus inside it and closes on Escape.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog == null) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="csz-dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="csz-dialog__title">
        {title}
      </h2>
      <p id={messageId}>{message}</p>
      <div className="csz-dialog__actions">
        <button type="button" className="csz-button csz-button--secondary" onClick={onCancel}>
          {MESSAGES.cancel}
        </button>
        <button type="button" className="csz-button" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
