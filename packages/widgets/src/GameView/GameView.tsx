import { useId } from 'react';
import {
  GAME_TYPE_LABELS,
  aLine,
  contactPath,
  formatLongDate,
  formatStartTime,
  isCustomEvent,
  orderTeamsForDisplay,
  scoreLabel,
  statusLabel,
  watchUrl,
  type Game,
  type GameTeam,
} from '@csz/core';
import { GameLikeButton } from '../GameCard/GameLikeButton';
import { cx } from '../internal/cx';
import { ExternalLink, SiteLink } from '../internal/links';
import { LiveRegion } from '../internal/LiveRegion';
import { SafeHtml } from '../internal/SafeHtml';
import { ScoreProvenance } from '../internal/ScoreProvenance';
import { TeamLogo } from '../internal/TeamLogo';
import { useScoreAnnouncement } from '../internal/useScoreAnnouncement';
import { ScoreForm, isScoreFormEditable, type ScoreSubmission } from './ScoreForm';
import { ShareButton, type ShareOutcome } from './ShareButton';

/** Props of {@link GameView}. */
export interface GameViewProps {
  /** The game, with its teams' season records. */
  game: Game;
  /** Whether the reader is logged in (likes). @default false */
  isLoggedIn?: boolean;
  /** A member liked or unliked the game. */
  onToggleLike?: ((game: Game) => void) | undefined;
  /** A guest chose to log in. */
  onLogIn?: (() => void) | undefined;
  /**
   * Sends the reported scores. The score form shows only when this is given and the game takes
   * scores (canSubmitScores, not a scrimmage).
   */
  onSubmitScores?: ((scores: { gameResultId: number; score: number }[]) => void) | undefined;
  /** Where the score submission stands. */
  scoreSubmission?: ScoreSubmission;
  /** The reader pressed 'Share'; the button shows only when this is given. */
  onShare?: (() => void) | undefined;
  /** How the last share ended (see {@link ShareButton}). @default null */
  shareOutcome?: ShareOutcome | null;
}

function TeamSide({ team, align }: { team: GameTeam; align: 'start' | 'end' }) {
  return (
    <div
      className={cx(
        'csz-game-view__side',
        `csz-game-view__side--${align}`,
        team.isWon && 'csz-game-view__side--won',
      )}
    >
      <TeamLogo name={team.name} src={team.imgUrl} size={56} />
      <span className="csz-game-view__team-name">
        <span className="csz-game-view__full-name">{team.name}</span>
        <span className="csz-game-view__short-name">{team.shortName || team.name}</span>
      </span>
      {team.standings ? (
        <span className="csz-game-view__team-record">{aLine(team.standings)}</span>
      ) : null}
      <span className="csz-game-view__team-score">
        <span className="csz-visually-hidden">Score: </span>
        {team.score ?? '–'}
      </span>
    </div>
  );
}

function Matchup({ game }: { game: Game }) {
  const label = scoreLabel(game);
  const [away, home] = orderTeamsForDisplay(game.teams);
  return (
    <div className="csz-game-view__matchup">
      {away ? <TeamSide team={away} align="start" /> : null}
      <span className="csz-game-view__label">{label}</span>
      {home ? <TeamSide team={home} align="end" /> : null}
    </div>
  );
}

/** The multi-team variant (spec §2): more than two teams are listed with their scores. */
function TeamTable({ game }: { game: Game }) {
  return (
    <table className="csz-game-view__table">
      <caption className="csz-visually-hidden">Teams and scores</caption>
      <thead>
        <tr>
          <th scope="col">Team</th>
          <th scope="col">Score</th>
        </tr>
      </thead>
      <tbody>
        {game.teams.map((team) => (
          <tr key={team.id} className={cx(team.isWon && 'csz-game-view__row--won')}>
            <th scope="row">
              <span className="csz-game-view__cell-team">
                <TeamLogo name={team.name} src={team.imgUrl} size={28} />
                {team.name}
              </span>
            </th>
            <td>{team.score ?? '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TeamRecords({ game }: { game: Game }) {
  const teams = orderTeamsForDisplay(game.teams).filter((t) => t.standings);
  if (teams.length === 0) return null;
  return (
    <section className="csz-game-view__records" aria-label="Season records">
      <h2 className="csz-game-view__heading">Season records</h2>
      <table className="csz-game-view__table">
        <thead>
          <tr>
            <th scope="col">Team</th>
            <th scope="col">Overall</th>
            <th scope="col">Home</th>
            <th scope="col">Away</th>
          </tr>
        </thead>
        <tbody>
          {teams.map((team) => {
            const r = team.standings!;
            return (
              <tr key={team.id}>
                <th scope="row">{team.shortName || team.name}</th>
                <td>{aLine(r)}</td>
                <td>{aLine({ won: r.homeWon, lose: r.homeLose, tie: r.homeTie })}</td>
                <td>{aLine({ won: r.awayWon, lose: r.awayLose, tie: r.awayTie })}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function GameInfo({ game }: { game: Game }) {
  const watch = watchUrl(game);
  const status = statusLabel(game);
  const facts: [string, string][] = [
    ['Date', game.isEventDateTBD ? 'TBD' : formatLongDate(game.eventDate)],
    ['Time', formatStartTime(game)],
    ['Sport', game.sport.name],
    ['Type', isCustomEvent(game.gameType) ? 'Event' : GAME_TYPE_LABELS[game.gameType!]],
  ];
  if (game.location) facts.push(['Location', game.location]);
  if (game.league?.leagueName) facts.push(['League', game.league.leagueName]);
  if (status) facts.push(['Status', status]);
  return (
    <section className="csz-game-view__info" aria-label="Game information">
      <h2 className="csz-game-view__heading">Game information</h2>
      <dl className="csz-game-view__facts">
        {facts.map(([term, value]) => (
          <div key={term} className="csz-game-view__fact">
            <dt>{term}</dt>
            <dd className={cx(term === 'Status' && 'csz-game-view__status')}>{value}</dd>
          </div>
        ))}
      </dl>
      {game.notes ? <SafeHtml html={game.notes} className="csz-game-view__notes" /> : null}
      {watch ? (
        <ExternalLink href={watch} className="csz-button csz-game-view__watch">
          Watch
        </ExternalLink>
      ) : null}
      <SiteLink href={contactPath(game)} className="csz-game-view__report">
        Report a problem with this game
      </SiteLink>
    </section>
  );
}

/**
 * The game page (spec §2 /scores/view/:id): the matchup and where its score comes from, game
 * information, season records, the 'Watch' link, likes and, where the game takes scores, the score
 * form. It lays itself out for phones (to 767px), tablets (to 900px) and desktops by the width it
 * is given; a game of more than two teams lists them in a table.
 */
export function GameView({
  game,
  isLoggedIn = false,
  onToggleLike,
  onLogIn,
  onSubmitScores,
  scoreSubmission,
  onShare,
  shareOutcome = null,
}: GameViewProps) {
  const titleId = useId();
  const announcement = useScoreAnnouncement([game]);
  const multi = game.teams.length > 2;
  const showForm = onSubmitScores != null && isScoreFormEditable(game);

  return (
    <article className="csz-game-view" aria-labelledby={titleId}>
      <LiveRegion message={announcement} />
      {/* The article is the container the layouts query; this grid is what they change. */}
      <div className="csz-game-view__layout">
        <header className="csz-game-view__header">
          <p className="csz-game-view__kicker">
            {game.sport.name}
            {game.league?.leagueName ? ` · ${game.league.leagueName}` : ''}
          </p>
          <h1 className="csz-game-view__title" id={titleId}>
            {game.name}
          </h1>
          {statusLabel(game) ? <p className="csz-game-view__status">{statusLabel(game)}</p> : null}
          {multi ? (
            <p className="csz-game-view__label csz-game-view__label--multi">{scoreLabel(game)}</p>
          ) : (
            <Matchup game={game} />
          )}
          <ScoreProvenance game={game} />
        </header>
        <div className="csz-game-view__actions">
          <GameLikeButton
            game={game}
            isLoggedIn={isLoggedIn}
            onToggleLike={onToggleLike}
            onLogIn={onLogIn}
          />
          {onShare == null ? null : <ShareButton onShare={onShare} outcome={shareOutcome} />}
        </div>
        <div className="csz-game-view__teams">
          {multi ? <TeamTable game={game} /> : <TeamRecords game={game} />}
        </div>
        {showForm ? (
          <div className="csz-game-view__form">
            <ScoreForm
              // A new game, or new scores after a reload, start the form again from them.
              key={`${game.id}:${game.teams.map((t) => t.score ?? '').join(',')}`}
              game={game}
              onSubmit={onSubmitScores}
              {...(scoreSubmission ? { submission: scoreSubmission } : {})}
            />
          </div>
        ) : null}
        <GameInfo game={game} />
      </div>
    </article>
  );
}
