import { useEffect, useRef, useState } from 'react';
import { scoreSummary, type Game } from '@csz/core/display';

const scoreKey = (game: Game) => `${game.status}|${game.teams.map((t) => t.score ?? '').join(',')}`;

/**
 * What to announce when scores change in place (a live update): the games already shown whose
 * score or status changed since the last render, summed up. Games that only appear (a new page)
 * are not announced.
 */
export function useScoreAnnouncement(games: readonly Game[]): string {
  const previous = useRef<Map<number, string> | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    const current = new Map(games.map((game) => [game.id, scoreKey(game)]));
    const before = previous.current;
    previous.current = current;
    if (before == null) return;
    const changed = games.filter(
      (game) => before.has(game.id) && before.get(game.id) !== current.get(game.id),
    );
    if (changed.length > 0) setMessage(`Score update: ${changed.map(scoreSummary).join(' ')}`);
  }, [games]);
  return message;
}
