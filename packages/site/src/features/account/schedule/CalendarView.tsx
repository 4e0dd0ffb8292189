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
  /** Where it opens: a view ('dayGridMonth', 'timeGridWeek', 'timeGridDay') and a day in it. */
  at: CalendarAt;
  /** Called as the reader moves to other days or another view, so a return opens there. */
  onMove: (at: CalendarAt) => void;
  /** Called with a game's entry id when it is clicked, or Enter or Space is pressed on it. */
  onOpen: (entryId: string) => void;
}

/** A view of the calendar and a day it shows. */
export interface CalendarAt {
  view: string;
  date: string;
}

/**
 * The team calendar's month, week and day views (spec §2), with FullCalendar v7 (MIT), in a chunk
 * of its own that loads only when Calendar View shows. It runs in UTC and is given the venues' wall
 * times, so each game shows at the time its own clocks say, whatever the reader's zone.
 */
export default function CalendarView({
  entries,
  today,
  range,
  at,
  onMove,
  onOpen,
}: CalendarViewProps) {
  return (
    <div className="schedule-calendar">
      <FullCalendar
        plugins={[classicTheme, dayGridPlugin, timeGridPlugin]}
        initialView={at.view}
        headerToolbar={{
          start: 'prev,next today',
          center: 'title',
          end: 'dayGridMonth,timeGridWeek,timeGridDay',
        }}
        // Named as it reads ('Today', not 'This Month'): a voice user says what they see (WCAG 2.5.3).
        buttons={{ today: { hint: 'Today' } }}
        height={CALENDAR_HEIGHT}
        timeZone="UTC"
        now={today}
        initialDate={at.date}
        // The window it loaded; a range's end is not in it, so the day after `to`.
        validRange={{ start: range.from, end: shiftDate(range.to, 1) }}
        // School games are played after classes: the day and week views open on the afternoon.
        scrollTime="15:00:00"
        // '7:00pm', not '7:00': the time read out with each game names its half of the day.
        eventTimeFormat={{ hour: 'numeric', minute: '2-digit', meridiem: 'short' }}
        navLinks
        dayMaxEvents
        events={entries.map((entry) => ({ ...entry }))}
        // The calendar runs in UTC: the view's first day is its UTC date.
        datesSet={(info) =>
          onMove({ view: info.view.type, date: info.view.currentStart.toISOString().slice(0, 10) })
        }
        // Each entry's element named by its id, so the focus can go back to it (ScheduleTab).
        eventDidMount={(info) => {
          info.el.dataset.entry = info.event.id;
        }}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          onOpen(info.event.id);
        }}
      />
    </div>
  );
}
