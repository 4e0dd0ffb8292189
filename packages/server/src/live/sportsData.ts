import type { DateString } from '@csz/core';
import type { Database, Transaction } from '../db/client';
import { notify } from '../db/client';
import type { ResponseCache } from '../http/responseCache';
import { publishScoreChanges, SCORES_CHANNEL } from './scoreFeed';

/** What a sports-data write says it changed, for the after-commit hook. */
export interface SportsDataChanges {
  /** Games whose scores or details changed: pushed live to open pages and embeds. */
  games(ids: Iterable<number>): void;
  /**
   * A game moved from a day to another: pushed live like {@link games}, and also to the pages and
   * embeds showing the day it left, which still list it.
   */
  gameMoved(id: number, from: DateString): void;
  /** Other sports data changed (new games, schools, schedules): cached answers are out of date. */
  other(): void;
}

/** Runs one sports-data write: see {@link sportsDataWriter}. */
export type SportsDataWriter = <T>(
  write: (tx: Transaction, changes: SportsDataChanges) => Promise<T>,
) => Promise<T>;

/**
 * The one way games, results and schedules are written: `write` runs in a transaction and says
 * what it changed; at its end, in the same transaction, the changed games are published on the
 * live channel (and an empty notification is sent for other changes), which PostgreSQL delivers
 * only if it commits, to every server process, each of which drops its cached answers on it. After
 * the commit this process (when it serves requests: `cache`) drops its own at once, so the writer's next read is fresh. A write that
 * throws (or rolls back on purpose, as a dry run does) publishes and invalidates nothing.
 */
export function sportsDataWriter(
  db: Database,
  cache: Pick<ResponseCache, 'invalidate'> | null,
): SportsDataWriter {
  return async (write) => {
    const gameIds = new Set<number>();
    const leftDays = new Map<number, Set<DateString>>();
    let changed = false;
    const changes: SportsDataChanges = {
      games(ids) {
        for (const id of ids) gameIds.add(id);
        changed = true;
      },
      gameMoved(id, from) {
        changes.games([id]);
        leftDays.set(id, (leftDays.get(id) ?? new Set()).add(from));
      },
      other() {
        changed = true;
      },
    };
    const result = await db.transaction(async (tx) => {
      const answer = await write(tx, changes);
      const published =
        gameIds.size > 0 ? await publishScoreChanges(tx, [...gameIds], leftDays) : 0;
      if (changed && published === 0) await notify(tx, SCORES_CHANNEL, '[]');
      return answer;
    });
    if (changed) cache?.invalidate();
    return result;
  };
}
