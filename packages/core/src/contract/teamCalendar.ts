import { z } from 'zod';
import { duplicateGameSchema, gameSchema } from './games';
import { idSchema, listSchema } from './primitives';

/**
 * The team calendar's API (spec §7 "Calendar"): `calendar-schedule` for games, scrimmages and
 * tournaments, `calendar-schedule-events` for custom events (banquets, meetings), each with the same
 * calls:
 *
 * - GET  {base}/calendar?from&to&stateId&districtId&schoolId&sportId  (calendarQuerySchema)
 *        → teamCalendarSchema: the games of the window that the caller's roles reach
 * - GET  {base}/calendar/{id}  → gameSchema (with coaches for calendar roles, spec §6)
 * - POST {base}/create, PUT {base}/{id}  body gameFormSchema → calendarSaveAnswerSchema
 * - POST {base}/postpone  body postponeSchema(original date) → calendarSaveAnswerSchema
 * - PUT  {base}/cancel/{id}  → calendarSaveAnswerSchema
 * - DELETE {base}/{id}  → calendarMessageSchema ('Game deleted successfully')
 *
 * 'Duplicate' has no call of its own: the form opens with the game's fields and saves as a new one.
 */

/**
 * A game the calendar already has that a new one may repeat (spec §3 "Duplicate-game report"):
 * same two schools, same sport (a sport names its level), a day either side; with its id, so the
 * form can link to it.
 */
export const calendarDuplicateSchema = duplicateGameSchema.extend({ id: idSchema });
export type CalendarDuplicate = z.infer<typeof calendarDuplicateSchema>;

/**
 * The answer to a calendar write. `saved` false means nothing was written because possible
 * duplicates were found: the form shows them with Cancel or 'Ignore Duplicates', which sends the
 * same body again with `ignoreDublicates: true`.
 */
export const calendarSaveAnswerSchema = z.discriminatedUnion('saved', [
  z.object({
    saved: z.literal(true),
    /** '{type} has been created/updated successfully!' (spec §8). */
    message: z.string(),
    game: gameSchema,
  }),
  z.object({
    saved: z.literal(false),
    duplicates: z.array(calendarDuplicateSchema).min(1),
  }),
]);
export type CalendarSaveAnswer = z.infer<typeof calendarSaveAnswerSchema>;

/** The answer to a delete: the spec's message. */
export const calendarMessageSchema = z.object({ message: z.string() });
export type CalendarMessage = z.infer<typeof calendarMessageSchema>;

/**
 * GET {base}/calendar: the window's games and events as the calendar shows them (postponed games
 * superseded by their new date, and canceled ones, are left out: core isVisibleOnCalendar), each
 * with what the caller may do to it, so the site never offers an action the server refuses.
 */
export const teamCalendarSchema = listSchema(
  gameSchema.extend({
    /** The calendar actions (spec §6) the caller may take on this game. */
    actions: z.array(z.enum(['postpone', 'cancel', 'duplicate', 'edit', 'delete'])),
  }),
);
export type TeamCalendar = z.infer<typeof teamCalendarSchema>;
export type TeamCalendarGame = TeamCalendar['items'][number];
