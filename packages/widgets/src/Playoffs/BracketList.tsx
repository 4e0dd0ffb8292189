import { useId } from 'react';
import { MESSAGES, bracketPath, type Playoff } from '@csz/core/display';
import { SiteLink } from '../internal/links';
import { ListStatus, listPhase } from '../internal/ListStatus';

/** Props of {@link BracketList}. */
export interface BracketListProps {
  /** The brackets of a state and season, per sport. */
  playoffs: readonly Playoff[];
  /** Whether the playoffs are loading. */
  loading: boolean;
  /** The load's error, or null. */
  error: string | null;
  /** Tries a failed load again; shows 'Retry' when given. */
  onRetry?: (() => void) | undefined;
}

function SportBrackets({ playoff }: { playoff: Playoff }) {
  const titleId = useId();
  return (
    <section className="csz-bracket-list__sport" aria-labelledby={titleId}>
      {/* Under the playoffs page's title. */}
      <h2 className="csz-bracket-list__title" id={titleId}>
        {playoff.sportName}
      </h2>
      <table className="csz-bracket-list__table" aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">Bracket Name</th>
            <th scope="col">
              <span className="csz-visually-hidden">Link</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {playoff.brackets.map((bracket) => (
            <tr key={bracket.id}>
              <td>{bracket.name}</td>
              <td>
                <SiteLink
                  href={bracketPath(bracket.id)}
                  className="csz-button csz-button--secondary"
                >
                  View Bracket<span className="csz-visually-hidden"> for {bracket.name}</span>
                </SiteLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The playoffs list (spec §2 /playoffs): per sport, its brackets under 'Bracket Name' with 'View
 * Bracket', and the states 'Loading Playoffs...', 'No Playoffs Found', 'Playoffs Loading Failed'.
 */
export function BracketList({ playoffs, loading, error, onRetry }: BracketListProps) {
  const withBrackets = playoffs.filter((p) => p.brackets.length > 0);
  const phase = listPhase({ error, loading, empty: withBrackets.length === 0 });
  return (
    <div className="csz-bracket-list">
      <ListStatus
        phase={phase}
        texts={{
          loading: MESSAGES.loadingPlayoffs,
          empty: MESSAGES.noPlayoffsFound,
          error: MESSAGES.playoffsLoadingFailed,
        }}
        retry={onRetry ? { label: MESSAGES.retry, onClick: onRetry } : undefined}
      />
      {phase === 'ready'
        ? withBrackets.map((playoff) => <SportBrackets key={playoff.sportId} playoff={playoff} />)
        : null}
    </div>
  );
}
