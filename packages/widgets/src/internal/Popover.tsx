import { useId, useState, type ReactNode } from 'react';

/** Props of {@link Popover}. */
export interface PopoverProps {
  /** The button's content. */
  label: ReactNode;
  /** The button's accessible name when its content is only an icon. */
  buttonLabel?: string;
  /** Class names of the button. */
  buttonClassName?: string;
  /** The pop-over's content, or a function of a `close` callback for content that closes it. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Class names of the pop-over panel. */
  className?: string;
}

/**
 * A button that opens a pop-over panel. It is the browser's own popover: it lies above the page,
 * closes on Escape or a click elsewhere, and tells assistive technology whether it is open.
 */
export function Popover({
  label,
  buttonLabel,
  buttonClassName,
  children,
  className,
}: PopoverProps) {
  const id = useId();
  // The panel element, kept in state (a callback ref) so that `close` reads no ref during render.
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const close = () => {
    if (panel?.matches(':popover-open')) panel.hidePopover();
  };
  return (
    <>
      <button type="button" className={buttonClassName} popoverTarget={id} aria-label={buttonLabel}>
        {label}
      </button>
      <div
        ref={setPanel}
        id={id}
        popover="auto"
        className={className ? `csz-popover ${className}` : 'csz-popover'}
      >
        {typeof children === 'function' ? children(close) : children}
      </div>
    </>
  );
}
