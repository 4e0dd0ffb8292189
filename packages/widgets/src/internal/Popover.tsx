import { useId, useRef, type ReactNode } from 'react';

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
  const panel = useRef<HTMLDivElement>(null);
  const close = () => {
    if (panel.current?.matches(':popover-open')) panel.current.hidePopover();
  };
  return (
    <>
      <button type="button" className={buttonClassName} popoverTarget={id} aria-label={buttonLabel}>
        {label}
      </button>
      <div
        ref={panel}
        id={id}
        popover="auto"
        className={className ? `csz-popover ${className}` : 'csz-popover'}
      >
        {typeof children === 'function' ? children(close) : children}
      </div>
    </>
  );
}
