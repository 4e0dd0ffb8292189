import { useId, type ReactNode } from 'react';

/** Props of {@link Popover}. */
export interface PopoverProps {
  /** The button's content. */
  label: ReactNode;
  /** The button's accessible name when its content is an icon or a number. */
  buttonLabel?: string;
  /** Class names of the button. */
  buttonClassName?: string;
  /** The pop-over's content. */
  children: ReactNode;
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
  return (
    <>
      <button type="button" className={buttonClassName} popoverTarget={id} aria-label={buttonLabel}>
        {label}
      </button>
      <div
        id={id}
        popover="auto"
        className={className ? `csz-popover ${className}` : 'csz-popover'}
      >
        {children}
      </div>
    </>
  );
}
