import {
  teamOutcomes,
  type DateString,
  type GameStatus,
  type LiveScoresQuery,
  type ScoreChange,
  type TimeString,
} from '@csz/core';
import { asc, inArray } from 'drizzle-orm';
import { notify, type Database, type DatabaseHandle, type Unlisten } from '../db/client';
import { gameResults, games } from '../games/schema';

/**
 * Live scores: every write to a game's results or schedule (the import, a staff correction,
 * members' reports, a postponed, canceled, moved or re-timed game) publishes a change on a PostgreSQL channel in the same transaction, so it goes out when
 * the write commits and never when it rolls back. Every server process listens on the channel and
 * hands each change to its open pages and embed frames whose filter it matches; with several
 * processes behind a load balancer, a correction made through one reaches readers of all.
 */

/** The NOTIFY channel of score changes. */
export const SCORES_CHANNEL = 'csz_scores';

/** Where a changed game shows, for matching the feed's filters. */
export interface ChangeScope {
  /**
   * The game's day, and the day it left when it was moved: a page or frame showing that day's
   * games hears that its game moved away.
   */
  dates: DateString[];
  sportId: number;
  stateIds: number[];
  districtIds: number[];
  schoolIds: number[];
}

/** A change as it travels on the channel: the change readers get, and where it shows. */
export interface ScopedChange {
  change: ScoreChange;
  scope: ChangeScope;
}

/**
 * PostgreSQL's limit on a notification is 8000 bytes; changes are sent in batches under this, so an
 * import of thousands of games costs a few hundred notifications, not thousands.
 */
const MAX_PAYLOAD_BYTES = 7000;

/** Whether a change matches a reader's filter: every filter given must match. */
export function matchesFilter(scope: ChangeScope, filter: LiveScoresQuery): boolean {
  return (
    (filter.date == null || scope.dates.includes(filter.date)) &&
    (filter.sportId == null || filter.sportId === scope.sportId) &&
    (filter.stateId == null || scope.stateIds.includes(filter.stateId)) &&
    (filter.districtId == null || scope.districtIds.includes(filter.districtId)) &&
    (filter.schoolId == null || scope.schoolIds.includes(filter.schoolId))
  );
}

/**
 * The games' current status, schedule and scores, as changes with their scopes; `leftDays` names
 * the days games were moved from, which their scopes take too.
 */
export async function loadChanges(
  db: Database,
  gameIds: readonly number[],
  leftDays: ReadonlyMap<number, ReadonlySet<DateString>> = new Map(),
): Promise<ScopedChange[]> {
  if (gameIds.length === 0) return [];
  const ids = [...new Set(gameIds)];
  // One after the other: this runs inside the writing transaction, whose one connection takes a
  // query at a time (pg queues a second one, which pg 9 will refuse).
  const gameRows = await db
    .select({
      id: games.id,
      status: games.status,
      scoreProvenance: games.scoreProvenance,
      scoreDisputed: games.scoreDisputed,
      eventDate: games.eventDate,
      isEventDateTBD: games.isEventDateTbd,
      startTime: games.startTime,
      endTime: games.endTime,
      startTimeUnknown: games.startTimeUnknown,
      isTBD: games.isTbd,
      nextPostponeGame: games.nextPostponeGameId,
      sportId: games.sportId,
    })
    .from(games)
    .where(inArray(games.id, ids));
  const resultRows = await db
    .select({
      id: gameResults.id,
      gameId: gameResults.gameId,
      schoolId: gameResults.schoolId,
      districtId: gameResults.districtId,
      stateId: gameResults.stateId,
      score: gameResults.score,
    })
    .from(gameResults)
    .where(inArray(gameResults.gameId, ids))
    .orderBy(asc(gameResults.position), asc(gameResults.id));
  return gameRows.map(({ id, sportId, scoreDisputed, ...game }) => {
    const teams = resultRows.filter((r) => r.gameId === id);
    const outcomes = teamOutcomes(teams);
    const eventDate = game.eventDate as DateString;
    return {
      change: {
        ...game,
        gameId: id,
        status: game.status as GameStatus,
        isScoreDisputed: scoreDisputed,
        eventDate,
        startTime: game.startTime as TimeString | null,
        endTime: game.endTime as TimeString | null,
        teams: teams.map((t) => {
          const outcome = outcomes.get(t.id);
          return { id: t.id, score: t.score, isWon: outcome == null ? null : outcome === 'W' };
        }),
      },
      scope: {
        dates: [...new Set([eventDate, ...(leftDays.get(id) ?? [])])],
        sportId,
        stateIds: [...new Set(teams.map((t) => t.stateId))],
        districtIds: [...new Set(teams.map((t) => t.districtId))],
        schoolIds: teams.map((t) => t.schoolId),
      },
    };
  });
}

/**
 * Publishes the games' current results and schedules on the channel (and to the readers of the
 * days in `leftDays` that games were moved from). Call it inside the transaction that wrote them:
 * the notifications are delivered when it commits. Answers how many changes went out.
 */
export async function publishScoreChanges(
  db: Database,
  gameIds: readonly number[],
  leftDays?: ReadonlyMap<number, ReadonlySet<DateString>>,
): Promise<number> {
  const changes = await loadChanges(db, gameIds, leftDays);
  let batch: string[] = [];
  let bytes = 2;
  const flush = async () => {
    if (batch.length === 0) return;
    await notify(db, SCORES_CHANNEL, `[${batch.join(',')}]`);
    batch = [];
    bytes = 2;
  };
  for (const change of changes) {
    const json = JSON.stringify(change);
    if (bytes + json.length + 1 > MAX_PAYLOAD_BYTES) await flush();
    batch.push(json);
    bytes += Buffer.byteLength(json) + 1;
  }
  await flush();
  return changes.length;
}

/** A reader of the feed: its filter, and what to do with each change. */
interface Subscriber {
  filter: LiveScoresQuery;
  send(change: ScoreChange): void;
  close(): void;
}

/** Options of {@link ScoreFeed}. */
export interface ScoreFeedOptions {
  /**
   * Called on every notification, and when some may have been missed: a write happened somewhere,
   * so cached answers of this process are out of date (the response cache's invalidate).
   */
  onWrite?: () => void;
}

/** The open live readers of this process and the channel they are fed from. */
export class ScoreFeed {
  readonly #handle: DatabaseHandle;
  readonly #options: ScoreFeedOptions;
  readonly #subscribers = new Set<Subscriber>();
  #unlisten: Unlisten | null = null;
  #closed = false;

  constructor(handle: DatabaseHandle, options: ScoreFeedOptions = {}) {
    this.#handle = handle;
    this.#options = options;
  }

  /** Starts listening on the channel. */
  async start(): Promise<void> {
    this.#unlisten = await this.#handle.listen(
      SCORES_CHANNEL,
      (payload) => this.#receive(payload),
      () => this.#options.onWrite?.(),
    );
  }

  /** How many readers are open. */
  get size(): number {
    return this.#subscribers.size;
  }

  /**
   * Adds a reader: `send` gets every matching change until the returned function is called;
   * `close` is called if the feed closes first (the server is stopping).
   */
  subscribe(
    filter: LiveScoresQuery,
    send: (change: ScoreChange) => void,
    close: () => void = () => undefined,
  ): () => void {
    const subscriber: Subscriber = { filter, send, close };
    if (this.#closed) {
      close();
      return () => undefined;
    }
    this.#subscribers.add(subscriber);
    return () => {
      this.#subscribers.delete(subscriber);
    };
  }

  /**
   * Closes every reader's stream and keeps listening: their browsers reconnect (EventSource does,
   * after the retry the stream asked for) and load again what they show. For a process that hands
   * its readers to others before it stops, and for the tests of that reconnection.
   */
  dropReaders(): void {
    for (const subscriber of this.#subscribers) subscriber.close();
    this.#subscribers.clear();
  }

  /** Stops listening and closes every reader. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const subscriber of this.#subscribers) subscriber.close();
    this.#subscribers.clear();
    await this.#unlisten?.();
    this.#unlisten = null;
  }

  #receive(payload: string): void {
    this.#options.onWrite?.();
    let changes: ScopedChange[];
    try {
      changes = JSON.parse(payload) as ScopedChange[];
    } catch {
      // Only this code writes to the channel; a payload it cannot read is skipped, not fatal.
      console.error(
        `Live scores: a notification that is not JSON was skipped: ${payload.slice(0, 80)}`,
      );
      return;
    }
    for (const { change, scope } of changes) {
      for (const subscriber of this.#subscribers) {
        if (matchesFilter(scope, subscriber.filter)) subscriber.send(change);
      }
    }
  }
}
