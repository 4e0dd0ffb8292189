import ICAL from 'ical.js';

/**
 * A feed's events by UID, parsed back with ical.js, a parser made for clients (it reads the feed's
 * own VTIMEZONEs, so times are checked as a calendar app would place them).
 */
export function parseFeed(text: string): Map<string, ICAL.Event> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return new Map(events.map((e) => [e.uid, e]));
}
