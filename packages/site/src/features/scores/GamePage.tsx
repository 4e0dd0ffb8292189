import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { GAME_MESSAGES, contactPath, type Game } from '@csz/core';
import { GameView, LoadingScreen, ScoreHistory } from '@csz/widgets';
import { useLiveGames } from '../../api/live';
import { useQuery } from '../../api/useQuery';
import { GameMissing } from '../../shared/GameMissing';
import { usePageTitle } from '../../shared/usePageTitle';
import { useApi } from '../../state/api';
import { useSession } from '../../state/session';
import { useGameLike } from './useGameLike';
import { useGameShare } from './useGameShare';
import { gamePageReads } from './pageReads';
import { useScoreReport } from './useScoreReport';

/**
 * A game's page (spec §2 /scores/view/:id): teams, scores and records, game information, the Watch
 * link and likes, laid out by width by the GameView widget, and where the game takes scores, the
 * score form (useScoreReport).
 */
export function GamePage() {
  const reads = gamePageReads(useApi(), useParams());
  const { id } = reads;
  const load = useQuery(reads.game);
  // The game as the cache holds it: a like changes it there at once (useGameLike).
  const loaded = load.status === 'loaded' ? load.data : null;
  // While the game loads again it stays on the page: a log-in from the score form has the cache
  // forget every answer (state/memberAnswers.ts), and the form must keep what the guest typed.
  const [shown, setShown] = useState<Game | null>(null);
  if (loaded != null && loaded !== shown) setShown(loaded);
  const game = loaded ?? (load.status === 'loading' && shown?.id === id ? shown : null);
  const history = useQuery(reads.history);
  // The game's changes, by its first school and day: a report or a staff decision shows at once.
  const firstSchool = game?.teams[0]?.schoolId;
  useLiveGames(firstSchool == null ? null : { schoolId: firstSchool, date: game!.eventDate });
  const like = useGameLike();
  const scoreReport = useScoreReport(id);
  const share = useGameShare(game);
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
        onSubmitScores={scoreReport.onSubmitScores}
        scoreSubmission={scoreReport.submission}
        onShare={share.onShare}
        shareOutcome={share.outcome}
      />
      {history.status === 'loaded' ? (
        <ScoreHistory entries={history.data} timeZone={game.tz} />
      ) : null}
      <p className="site-page__aside">
        Something wrong with this game?{' '}
        <Link to={contactPath({ id: game.id, name: game.name })}>Tell us about it</Link>.
      </p>
    </div>
  );
}
