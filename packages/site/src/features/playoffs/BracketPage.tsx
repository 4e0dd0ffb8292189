import { Link, useParams } from 'react-router-dom';
import { PATHS } from '@csz/core';
import { BracketView, LoadingScreen } from '@csz/widgets';
import { useQuery } from '../../api/useQuery';
import { usePageTitle } from '../../shared/usePageTitle';
import { useApi } from '../../state/api';
import { bracketPageReads } from './pageReads';

/** What the page says of a bracket that does not exist. */
export const BRACKET_NOT_FOUND = 'This bracket is not found.';

function BracketMissing() {
  return (
    <div className="csz-panel">
      <h1 className="csz-panel__title">{BRACKET_NOT_FOUND}</h1>
      <Link to={PATHS.playoffs} className="csz-button csz-button--secondary">
        All playoffs
      </Link>
    </div>
  );
}

/** One bracket (spec §2 /playoffs/view/:id): its rounds, matches and teams. */
export function BracketPage() {
  const reads = bracketPageReads(useApi(), useParams());
  const { id } = reads;
  const bracket = useQuery(reads.bracket);
  usePageTitle('Playoffs', bracket.status === 'loaded' ? bracket.data.name : null);

  if (id == null) return <BracketMissing />;
  if (bracket.status === 'failed') {
    return bracket.failure.status === 404 ? (
      <BracketMissing />
    ) : (
      <div className="csz-panel" role="alert">
        <h1 className="csz-panel__title">{bracket.failure.message}</h1>
        <button type="button" className="csz-button" onClick={bracket.reload}>
          Retry
        </button>
      </div>
    );
  }
  if (bracket.status !== 'loaded') return <LoadingScreen />;
  return (
    <div className="site-page site-page--wide">
      <p>
        <Link to={PATHS.playoffs}>All playoffs</Link>
      </p>
      <BracketView bracket={bracket.data} titleLevel={1} />
    </div>
  );
}
