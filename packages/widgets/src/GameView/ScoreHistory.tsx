import { useId } from 'react';
import { formatMoment, type ScoreHistoryEntry } from '@csz/core';

/** Props of {@link ScoreHistory}. */
export interface ScoreHistoryProps {
  /** The game's score changes, oldest first. */
  entries: readonly ScoreHistoryEntry[];
  /** The venue's time zone: each change is dated as it was there. */
  timeZone: string;
}

/** A team's score as the history shows it: a dash for none. */
const shown = (score: number | null) => (score == null ? '–' : String(score));

/**
 * A game's public score history (issue 16): who changed the score, in words (a role, two
 * reporters, CSZ staff; never a name), when, and each team's score before and after. Folded away
 * under its title, as most readers come for the score itself; nothing when the score never changed.
 */
export function ScoreHistory({ entries, timeZone }: ScoreHistoryProps) {
  const titleId = useId();
  if (entries.length === 0) return null;
  return (
    <details className="csz-score-history">
      <summary className="csz-score-history__title" id={titleId}>
        Score history ({entries.length})
      </summary>
      <ol className="csz-score-history__list" aria-labelledby={titleId}>
        {/* A history never reorders: places are keys (two changes may share a moment and author). */}
        {entries.map((entry, i) => (
          <li key={i} className="csz-score-history__entry">
            <p className="csz-score-history__who">
              <strong>{entry.by}</strong>{' '}
              <time dateTime={entry.at}>{formatMoment(entry.at, timeZone)}</time>
            </p>
            <ul className="csz-score-history__teams">
              {entry.teams.map((team, j) => (
                <li key={j}>
                  {team.name}:{' '}
                  {team.before === team.after ? (
                    shown(team.after)
                  ) : (
                    <>
                      <del>{shown(team.before)}</del> → <ins>{shown(team.after)}</ins>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </details>
  );
}
