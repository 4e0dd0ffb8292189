import { useLayoutEffect, useRef } from 'react';
import {
  dateStrip,
  formatMonthDay,
  isInCalendarRange,
  relativeDayLabel,
  shiftDate,
  shortDayLabel,
  type DateString,
  type DateWithGames,
} from '@csz/core/display';
import { cx } from '../internal/cx';

/** Props of {@link DateStrip}. */
export interface DateStripProps {
  /** The chosen day. */
  selected: DateString;
  /** Today, where the reader is: labels say 'Today' and 'Yesterday' from it. */
  today: DateString;
  /** Days and how many games each has; days without games are marked. Unknown when absent. */
  datesWithGames?: readonly DateWithGames[] | undefined;
  /** Called with the day the reader picks. */
  onChange: (date: DateString) => void;
}

/**
 * The seven days centred on the chosen day (spec §9 "Date strip"), labelled 'Yesterday', 'Today'
 * or the weekday where the strip is wide, and 'Today' or 'Mon' where it is narrow (phones, 300 px
 * embeds), so that no label is ever cut; with buttons to the weeks before and after. Days outside the calendar's range
 * (15 March 2012 to 1095 days ahead) cannot be picked.
 */
export function DateStrip({ selected, today, datesWithGames, onChange }: DateStripProps) {
  const counts = datesWithGames ? new Map(datesWithGames) : null;
  const days = useRef<HTMLOListElement>(null);
  // Where the days scroll (phones), the chosen day is brought to the middle. scrollIntoView is not
  // used: inside an embed it would scroll the host page too.
  useLayoutEffect(() => {
    const list = days.current;
    const chosen = list?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (list == null || chosen == null || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft =
      chosen.offsetLeft - list.offsetLeft - (list.clientWidth - chosen.offsetWidth) / 2;
  }, [selected]);
  /** The button to the week before or after, with its chevron (drawn by the stylesheet). */
  const step = (weekDays: number, label: string, chevron: string) => {
    const day = shiftDate(selected, weekDays);
    return (
      <button
        type="button"
        className="csz-date-strip__step"
        aria-label={label}
        disabled={!isInCalendarRange(day, today)}
        onClick={() => onChange(day)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d={chevron} />
        </svg>
      </button>
    );
  };
  return (
    <nav className="csz-date-strip" aria-label="Choose a day">
      {step(-7, 'Previous week', 'M15 5l-7 7 7 7')}
      <ol className="csz-date-strip__days" ref={days}>
        {dateStrip(selected).map((day) => {
          const games = counts == null ? null : (counts.get(day) ?? 0);
          return (
            <li key={day}>
              <button
                type="button"
                className={cx(
                  'csz-date-strip__day',
                  day === selected && 'csz-date-strip__day--selected',
                  games === 0 && 'csz-date-strip__day--empty',
                )}
                aria-pressed={day === selected}
                aria-current={day === today ? 'date' : undefined}
                disabled={!isInCalendarRange(day, today)}
                onClick={() => onChange(day)}
              >
                {/* One of the two shows, by the strip's width (CSS); the hidden one is not read. */}
                <span className="csz-date-strip__weekday csz-date-strip__weekday--long">
                  {relativeDayLabel(day, today)}
                </span>
                <span className="csz-date-strip__weekday csz-date-strip__weekday--short">
                  {shortDayLabel(day, today)}
                </span>
                <span className="csz-date-strip__date">{formatMonthDay(day)}</span>
                {games == null ? null : (
                  <span className="csz-visually-hidden">
                    , {games === 0 ? 'no games' : games === 1 ? '1 game' : `${games} games`}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
      {step(7, 'Next week', 'M9 5l7 7-7 7')}
    </nav>
  );
}
