import { Suspense, lazy } from 'react';
import type { CalendarPopoverProps } from '@csz/widgets';

// The calendar and its date library load apart from the page, which shows its date strip first
// (docs/architecture.md budget "site JS before the first route renders").
const CalendarPopover = lazy(() =>
  import('@csz/widgets/calendar').then((m) => ({ default: m.CalendarPopover })),
);

/**
 * The widgets' calendar pop-over, its button shown once its code has arrived; until then a space of
 * the button's size keeps what is beside it from moving.
 */
export function LazyCalendar(props: CalendarPopoverProps) {
  return (
    <Suspense fallback={<span className="site-calendar-space" aria-hidden="true" />}>
      <CalendarPopover {...props} />
    </Suspense>
  );
}
