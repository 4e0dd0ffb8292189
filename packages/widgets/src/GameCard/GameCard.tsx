import { useId, type ReactNode } from 'react';
import {
  aLine,
  formatStartTime,
  gamePath,
  matchup,
  orderTeamsForDisplay,
  scoreLabel,
  TEAMS_TO_COME,
  statusLabel,
  visibleTeams,
  watchUrl,
  type Game,
  type GameTeam,
} from '@csz/core/display';
import { cx } from '../internal/cx';
import { ExternalLink, SiteLink } from '../internal/links';
import { ScoreProvenance } from '../internal/ScoreProvenance';
import { TeamLogo } from '../internal/TeamLogo';

/** Props of {@link GameCard}. */
export interface GameCardProps {
  /** The game to show. */
  game: Game;
  /**
   * The game's date, shown before its time where a list mixes days (the feed gives core's
   * formatShortDate). A slot, as `like` is: embeds show one day and so carry no date formatting.
   */
  date?: string | undefined;
  /**
   * The like button (GameLikeButton), in the card's footer. Left out in embeds, which so carry no
   * like code.
   */
  like?: ReactNode;
  /** Level of the card's (visually hidden) heading in the page's outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A team's row, after the '@' or 'vs' between the two teams of a game not yet scored. The hidden
 * words make the row read as a sentence ('Whitman, record 9-1, score 28, winner;') since the
 * card's link is named by its content.
 */
function TeamRow({ team, separator }: { team: GameTeam; separator: string | null }) {
  return (
    <>
      {separator ? (
        <li className="csz-game-card__separator" aria-hidden="true">
          {separator}
        </li>
      ) : null}
      <li
        className={cx('csz-game-card__team', team.isWon === true && 'csz-game-card__team--winner')}
      >
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
    </>
  );
}

/**
 * A game on the scoreboard (spec §2, §4): its teams with logos, records and scores, the score label
 * (FINAL, SCRIMMAGE, '@' or 'vs'), where the score comes from, postponed and canceled states, the
 * like button it is given, and the 'Watch' link. A meet of more than two teams shows the first two
 * and 'See more teams...'.
 */
export function GameCard({ game, date, like, headingLevel = 3 }: GameCardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const label = scoreLabel(game);
  const status = statusLabel(game);
  const { shown, moreLabel } = visibleTeams(orderTeamsForDisplay(game.teams));
  const watch = watchUrl(game);
  const when = date ? `${date} · ${formatStartTime(game)}` : formatStartTime(game);
  const heading = label === 'FINAL' || label === 'SCRIMMAGE' ? label : null;
  // Under the scores; a game disputed before any score is up has it in FINAL's place instead, so
  // no card is taller than an unscored one (core's COMPACT_SCOREBOARD.game).
  const provenance = <ScoreProvenance game={game} />;

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
        ) : (
          provenance
        )}
      </div>
      <SiteLink href={gamePath(game.id)} className="csz-game-card__body">
        <ol className="csz-game-card__teams">
          {shown.length === 0 ? (
            <li className="csz-game-card__team csz-game-card__team--none">{TEAMS_TO_COME}</li>
          ) : null}
          {shown.map((team, i) => (
            <TeamRow key={team.id} team={team} separator={i === 1 && !heading ? label : null} />
          ))}
        </ol>
      </SiteLink>
      {heading ? provenance : null}
      {moreLabel ? (
        <SiteLink href={gamePath(game.id)} className="csz-game-card__more">
          {moreLabel}
        </SiteLink>
      ) : null}
      {like != null || watch ? (
        <div className="csz-game-card__actions">
          {like ?? <span />}
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
