import { useId } from 'react';
import {
  MESSAGES,
  aLine,
  formatNumber,
  formatShortDate,
  formatStartTime,
  gamePath,
  orderTeamsForDisplay,
  scoreLabel,
  statusLabel,
  visibleTeams,
  watchUrl,
  type Game,
  type GameTeam,
} from '@csz/core/display';
import { cx } from '../internal/cx';
import { ExternalLink, SiteLink } from '../internal/links';
import { Popover } from '../internal/Popover';
import { matchup } from '../internal/scoreSummary';
import { TeamLogo } from '../internal/TeamLogo';

/** Props of {@link GameCard}. */
export interface GameCardProps {
  /** The game to show. */
  game: Game;
  /** Whether the reader is logged in; guests who press like are asked to log in. @default false */
  isLoggedIn?: boolean;
  /** Whether to show the like button; embeds leave it out. @default true */
  showLike?: boolean;
  /** Whether to show the game's date before its time (schedules, not a day's scoreboard). @default false */
  showDate?: boolean;
  /** Called when a member presses like or unlike; the page toggles youVoted and votesCount. */
  onToggleLike?: (game: Game) => void;
  /** Called when a guest chooses to log in from the like pop-over. */
  onLogIn?: () => void;
  /** Level of the card's (visually hidden) heading in the page's outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A team's row. The hidden words make the row read as a sentence ('Whitman, record 9-1, score 28,
 * winner;') since the card's link is named by its content.
 */
function TeamRow({ team }: { team: GameTeam }) {
  return (
    <li className={cx('csz-game-card__team', team.isWon === true && 'csz-game-card__team--winner')}>
      <TeamLogo name={team.name} src={team.imgUrl} />
      <span className="csz-game-card__name" title={team.name}>
        {team.shortName || team.name}
      </span>
      {team.standings ? (
        <span className="csz-game-card__record">
          <span className="csz-visually-hidden">, record </span>
          <span className="csz-game-card__wlt">{aLine(team.standings)}</span>
        </span>
      ) : null}
      <span className="csz-game-card__score">
        {team.score == null ? null : <span className="csz-visually-hidden">, score </span>}
        <span className="csz-game-card__points">{team.score ?? ''}</span>
        <span className="csz-visually-hidden">{team.isWon === true ? ', winner; ' : '; '}</span>
      </span>
    </li>
  );
}

function HeartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.5-9.1C1.1 8.6 3.2 5 6.7 5c2 0 3.5 1.1 4.3 2.5C11.8 6.1 13.3 5 15.3 5c3.5 0 5.6 3.6 4.2 6.9C19.5 16.4 12 21 12 21z"
        fill="currentColor"
      />
    </svg>
  );
}

/**
 * A game on the scoreboard (spec §2, §4): its teams with logos, records and scores, the score label
 * (FINAL, SCRIMMAGE, '@' or 'vs'), postponed and canceled states, likes, and the 'Watch' link. A
 * meet of more than two teams shows the first two and 'See more teams...'.
 */
export function GameCard({
  game,
  isLoggedIn = false,
  showLike = true,
  showDate = false,
  onToggleLike,
  onLogIn,
  headingLevel = 3,
}: GameCardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const label = scoreLabel(game);
  const status = statusLabel(game);
  const { shown, moreLabel } = visibleTeams(orderTeamsForDisplay(game.teams));
  const watch = watchUrl(game);
  const when = showDate
    ? `${formatShortDate(game.eventDate)} · ${formatStartTime(game)}`
    : formatStartTime(game);
  const likes = formatNumber(game.votesCount);
  const likeContent = (
    <>
      <HeartIcon />
      <span className="csz-visually-hidden">Like, </span>
      {likes}
      <span className="csz-visually-hidden">{game.votesCount === 1 ? ' like' : ' likes'}</span>
    </>
  );
  const heading = label === 'FINAL' || label === 'SCRIMMAGE' ? label : null;

  return (
    <article
      className={cx('csz-game-card', 'csz-card', status && 'csz-game-card--off')}
      aria-labelledby={titleId}
    >
      <Heading id={titleId} className="csz-visually-hidden">
        {matchup(game)}
      </Heading>
      <div className="csz-game-card__meta">
        <span>
          {game.sport.name} · {when}
        </span>
        {status ? (
          <span className="csz-game-card__status">{status}</span>
        ) : heading ? (
          <span className="csz-game-card__label">{heading}</span>
        ) : null}
      </div>
      <SiteLink href={gamePath(game.id)} className="csz-game-card__body">
        <ol className="csz-game-card__teams">
          {shown.map((team, i) => (
            <TeamRowWithSeparator
              key={team.id}
              team={team}
              separator={i === 1 && !heading ? label : null}
            />
          ))}
        </ol>
      </SiteLink>
      {moreLabel ? (
        <SiteLink href={gamePath(game.id)} className="csz-game-card__more">
          {moreLabel}
        </SiteLink>
      ) : null}
      {showLike || watch ? (
        <div className="csz-game-card__actions">
          {showLike ? (
            isLoggedIn ? (
              <button
                type="button"
                className="csz-button csz-button--quiet csz-game-card__like"
                aria-pressed={game.youVoted}
                onClick={() => onToggleLike?.(game)}
              >
                {likeContent}
              </button>
            ) : (
              <Popover
                buttonClassName="csz-button csz-button--quiet csz-game-card__like"
                label={likeContent}
              >
                <p className="csz-game-card__login-text">{MESSAGES.logInToLikeGame}</p>
                <button type="button" className="csz-button" onClick={() => onLogIn?.()}>
                  Log In
                </button>
              </Popover>
            )
          ) : null}
          {watch ? (
            <ExternalLink
              href={watch}
              className="csz-button csz-button--secondary csz-game-card__watch"
            >
              Watch
            </ExternalLink>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

/** A team row, with the '@' or 'vs' between the two teams of a game not yet scored. */
function TeamRowWithSeparator({ team, separator }: { team: GameTeam; separator: string | null }) {
  return (
    <>
      {separator ? (
        <li className="csz-game-card__separator" aria-hidden="true">
          {separator}
        </li>
      ) : null}
      <TeamRow team={team} />
    </>
  );
}
