import type { ReactNode } from 'react';
import {
  formatMonthDay,
  frameFields,
  frameHref,
  isInCalendarRange,
  relativeDayLabel,
  shiftDate,
  type DateString,
  type FrameSettings,
  type FrameView,
} from '@csz/core/display';

/**
 * A GET form to the frame itself (docs/embeds.md "Without scripts"): the frame's settings and the
 * reader's other choices as hidden fields, the picker it holds, and a Show button for readers
 * without scripts. With scripts the picker applies at once and the stylesheet hides the button.
 */
export function EmbedForm({
  settings,
  view,
  children,
}: {
  /** The frame's settings, which the form keeps. */
  settings: FrameSettings;
  /** The reader's choices the picker leaves as they are. */
  view: FrameView;
  /** The picker, named after the view param it sets. */
  children: ReactNode;
}) {
  return (
    <form method="get" className="csz-embed__form">
      {frameFields(settings, view).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <button type="submit" className="csz-button csz-button--secondary csz-embed__show">
        Show
      </button>
    </form>
  );
}

/** Props of {@link EmbedDayLinks}. */
export interface EmbedDayLinksProps {
  /** The frame's settings, which the links keep. */
  settings: FrameSettings;
  /** The reader's choices besides the day (the sport switch's). */
  view: FrameView;
  /** The day shown. */
  date: DateString;
  /** Today, where the readers are (America/New_York). */
  today: DateString;
}

/**
 * The scoreboard frame's day control for readers without scripts, in place of the date strip's
 * buttons: links to the frame itself on the day before and the day after. Only the server renders
 * it (the stylesheet shows it when scripts are off), so the frame's script does not carry it.
 */
export function EmbedDayLinks({ settings, view, date, today }: EmbedDayLinksProps) {
  const link = (day: DateString, words: string, arrow: 'before' | 'after') =>
    isInCalendarRange(day, today) ? (
      <a href={frameHref(settings, { ...view, date: day })}>
        {arrow === 'before' ? <span aria-hidden="true">‹ </span> : null}
        <span className="csz-visually-hidden">{words}, </span>
        {formatMonthDay(day)}
        {arrow === 'after' ? <span aria-hidden="true"> ›</span> : null}
      </a>
    ) : (
      <span />
    );
  return (
    <nav className="csz-embed__days" aria-label="Choose a day">
      {link(shiftDate(date, -1), 'Day before', 'before')}
      <strong>
        {relativeDayLabel(date, today)}, {formatMonthDay(date)}
      </strong>
      {link(shiftDate(date, 1), 'Day after', 'after')}
    </nav>
  );
}
