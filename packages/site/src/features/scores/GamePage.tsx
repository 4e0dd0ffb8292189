import { Link, useParams } from 'react-router-dom';
import { GAME_MESSAGES, PATHS, contactPath, type Game } from '@csz/core';
import { GameView, LoadingScreen, isScoreFormEditable } from '@csz/widgets';
import { gameQuery } from '../../api/games';
import { useQuery } from '../../api/useQuery';
import { routeId } from '../../shared/routeId';
import { usePageTitle } from '../../shared/usePageTitle';
import { useApi } from '../../state/api';
import { useSession } from '../../state/session';
import { useGameLike } from './useGameLike';

/**
 * Where a game takes scores, until members can report them (a later issue): no form that would
 * throw the score away, but how to send it to us, with the game named in the message.
 */
function ReportScoreByContact({ game }: { game: Game }) {
  const subject = encodeURIComponent(`Final score: ${game.name}`);
  return (
    <section className="csz-card site-card" aria-labelledby="report-score">
      <h2 id="report-score" className="site-card__title">
        Know the final score?
      </h2>
      <p className="site-page__hint">
        Reporting a score on this page is coming soon. Until then, send us the score and our team
        will post it.
      </p>
      <p>
        <Link
          to={`${contactPath({ id: game.id, name: game.name })}?subject=${subject}`}
          className="csz-button"
        >
          Send us the score
        </Link>
      </p>
    </section>
  );
}

function GameMissing() {
  return (
    <div className="csz-panel">
      <h1 className="csz-panel__title">{GAME_MESSAGES.gameNotFound}</h1>
      <Link to={PATHS.home} className="csz-button csz-button--secondary">
        Go home
      </Link>
    </div>
  );
}

/**
 * A game's page (spec §2 /scores/view/:id): teams, scores and records, game information, the Watch
 * link and likes, laid out by width by the GameView widget. Where the game takes scores, it says
 * how to send the score until reporting is built.
 */
export function GamePage() {
  const id = routeId(useParams().id);
  const api = useApi();
  const load = useQuery(id == null ? null : gameQuery(api, id));
  // The game as the cache holds it: a like changes it there at once (useGameLike).
  const game = load.status === 'loaded' ? load.data : null;
  const like = useGameLike();
  const isLoggedIn = useSession() != null;
  usePageTitle('Game', game?.name);

  if (id == null) return <GameMissing />;
  if (load.status === 'failed') {
    return load.failure.status === 404 ? (
      <GameMissing />
    ) : (
      <div className="csz-panel" role="alert">
        <h1 className="csz-panel__title">{GAME_MESSAGES.failedToLoadGame}</h1>
        <p>{load.failure.message}</p>
        <button type="button" className="csz-button" onClick={load.reload}>
          Retry
        </button>
      </div>
    );
  }
  if (game == null) return <LoadingScreen />;
  return (
    <div className="site-page">
      <GameView
        game={game}
        isLoggedIn={isLoggedIn}
        onToggleLike={like.onToggleLike}
        onLogIn={like.onLogIn}
      />
      {isScoreFormEditable(game) ? <ReportScoreByContact game={game} /> : null}
      <p className="site-page__aside">
        Something wrong with this game?{' '}
        <Link to={contactPath({ id: game.id, name: game.name })}>Tell us about it</Link>.
      </p>
    </div>
  );
}
