import { DayPicker } from 'react-day-picker';
import {
  calendarRange,
  formatLongDate,
  toDate,
  toDateString,
  type DateString,
  type DateWithGames,
} from '@csz/core/display';
import { Popover } from '../internal/Popover';

/** Props of {@link CalendarPopover}. */
export interface CalendarPopoverProps {
  /** The chosen day. */
  selected: DateString;
  /** Today, where the reader is: the calendar reaches 1095 days past it. */
  today: DateString;
  /** Days and how many games each has: only days with games can be picked. All days when absent. */
  datesWithGames?: readonly DateWithGames[] | undefined;
  /** Called with the day the reader picks. */
  onChange: (date: DateString) => void;
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <rect
        x="3"
        y="5"
        width="18"
        height="16"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A calendar day's accessible name: '20 November 2026, Friday, today, selected'. */
function dayButtonLabel(day: Date, modifiers: { today?: boolean; selected?: boolean }): string {
  const date = toDateString(day);
  const [weekday, monthAndDay] = formatLongDate(date).split(', ') as [string, string];
  const month = monthAndDay.split(' ')[0] ?? '';
  return [
    `${day.getDate()} ${month} ${day.getFullYear()}`,
    weekday,
    ...(modifiers.today ? ['today'] : []),
    ...(modifiers.selected ? ['selected'] : []),
  ].join(', ');
}

/**
 * The calendar pop-over of the scores header (spec §2, §5 "Calendar allows only days with games,
 * 15 March 2012 to 1095 days ahead"). It is a separate widget so that the embeds, which only page
 * through days, do not carry a calendar.
 */
export function CalendarPopover({
  selected,
  today,
  datesWithGames,
  onChange,
}: CalendarPopoverProps) {
  const range = calendarRange(today);
  const withGames = datesWithGames
    ? new Set(datesWithGames.filter(([, games]) => games > 0).map(([day]) => day))
    : null;
  return (
    <Popover
      label={<CalendarIcon />}
      buttonLabel={`Pick a date, ${formatLongDate(selected)}`}
      buttonClassName="csz-button csz-button--secondary csz-calendar__button"
      className="csz-calendar"
    >
      {(close) => (
        <DayPicker
          // A new day chosen elsewhere (the strip) opens the calendar on that day's month.
          key={selected}
          mode="single"
          required
          selected={toDate(selected)}
          defaultMonth={toDate(selected)}
          today={toDate(today)}
          startMonth={toDate(range.min)}
          endMonth={toDate(range.max)}
          disabled={[
            { before: toDate(range.min) },
            { after: toDate(range.max) },
            ...(withGames ? [(day: Date) => !withGames.has(toDateString(day))] : []),
          ]}
          // A day's name starts with the number it shows ('20 November 2026, Friday'), so what
          // a speech-input user says matches it (WCAG 2.5.3).
          labels={{ labelDayButton: dayButtonLabel }}
          onSelect={(day: Date) => {
            onChange(toDateString(day));
            close();
          }}
        />
      )}
    </Popover>
  );
}
