import FullCalendar from '@fullcalendar/react';
import { shiftDate } from '@csz/core';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import './calendarView.css';
import type { CalendarEntry } from './calendarGames';

/** The calendar's height in pixels (spec §9). */
const CALENDAR_HEIGHT = 500;

/** Props of {@link CalendarView}. */
export interface CalendarViewProps {
  /** The games and events, as calendarEntry gives them. */
  entries: readonly CalendarEntry[];
  /** The service's day: the calendar opens on it and marks it. */
  today: string;
  /** The days the calendar may show: the ±8-month window it loaded (spec §9). */
  range: { from: string; to: string };
  /** Called with a game's entry id when it is clicked, or Enter or Space is pressed on it. */
  onOpen: (entryId: string) => void;
}

/**
 * The team calendar's month, week and day views (spec §2), with FullCalendar v7 (MIT), in a chunk
 * of its own that loads only when Calendar View shows. It runs in UTC and is given the venues' wall
 * times, so each game shows at the time its own clocks say, whatever the reader's zone.
 */
export default function CalendarView({ entries, today, range, onOpen }: CalendarViewProps) {
  return (
    <div className="schedule-calendar">
      <FullCalendar
        plugins={[classicTheme, dayGridPlugin, timeGridPlugin]}
        initialView="dayGridMonth"
        headerToolbar={{
          start: 'prev,next today',
          center: 'title',
          end: 'dayGridMonth,timeGridWeek,timeGridDay',
        }}
        height={CALENDAR_HEIGHT}
        timeZone="UTC"
        now={today}
        initialDate={today}
        // The window it loaded; a range's end is not in it, so the day after `to`.
        validRange={{ start: range.from, end: shiftDate(range.to, 1) }}
        navLinks
        dayMaxEvents
        events={entries.map((entry) => ({ ...entry }))}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          onOpen(info.event.id);
        }}
      />
    </div>
  );
}
