/** Kinds of game a schedule holds (spec §3 "Game"); no type at all means a custom event. */
export const GAME_TYPES = ['Game', 'Scrimmage', 'Tournament', 'Event'] as const;

/** One of {@link GAME_TYPES}. */
export type GameType = (typeof GAME_TYPES)[number];

/** Whether a game is on, moved or called off (spec §3 "Game"). */
export const GAME_STATUSES = ['Active', 'Postponed', 'Canceled'] as const;

/** One of {@link GAME_STATUSES}. */
export type GameStatus = (typeof GAME_STATUSES)[number];

/**
 * What happened to a game's schedule, as followers are told of it (issue 19 "Changes reach
 * people"): a game entered for a school by another, postponed, canceled, moved to another day, or
 * given another time on its day. The words for each are in scheduleChanges.ts.
 */
export const SCHEDULE_CHANGE_KINDS = [
  'entered',
  'postponed',
  'canceled',
  'moved',
  'retimed',
] as const;

/** One of {@link SCHEDULE_CHANGE_KINDS}. */
export type ScheduleChangeKind = (typeof SCHEDULE_CHANGE_KINDS)[number];

/**
 * How a game of a missing-scores report is marked when it was not played (issue 16): it leaves the
 * missing lists and the reminders.
 */
export const NOT_PLAYED_STATUSES = [
  'Postponed',
  'Canceled',
] as const satisfies readonly GameStatus[];

/** Labels shown for each game type; a Record so a new type cannot be added without one. */
export const GAME_TYPE_LABELS: Readonly<Record<GameType, string>> = {
  Game: 'Game',
  Scrimmage: 'Scrimmage',
  Tournament: 'Tournament',
  Event: 'Event',
};

/** True for a custom event: an 'Event', or a game without a type (spec §3). */
export function isCustomEvent(gameType: GameType | null | undefined): boolean {
  return gameType == null || gameType === 'Event';
}

/** The event type filter (spec §9): games and tournaments versus scrimmages. */
export const EVENT_TYPE_FILTERS = {
  games: ['Game', 'Tournament'],
  scrimmages: ['Scrimmage'],
} as const satisfies Record<string, readonly GameType[]>;

/** One of the keys of {@link EVENT_TYPE_FILTERS}. */
export type EventTypeFilter = keyof typeof EVENT_TYPE_FILTERS;

/** Whether a game passes the event type filter; no filter lets everything through. */
export function matchesEventTypeFilter(
  gameType: GameType | null | undefined,
  filter: EventTypeFilter | null | undefined,
): boolean {
  if (filter == null) return true;
  return gameType != null && (EVENT_TYPE_FILTERS[filter] as readonly GameType[]).includes(gameType);
}
