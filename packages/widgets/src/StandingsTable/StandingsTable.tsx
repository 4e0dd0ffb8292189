import { useId } from 'react';
import {
  GENERAL_MESSAGES,
  STANDINGS_MESSAGES,
  describeTiebreakOrder,
  winPercentage,
  type Season,
  type Standing,
  type StandingGroup,
} from '@csz/core/display';
import { cx } from '../internal/cx';
import { ListStatus, listPhase } from '../internal/ListStatus';
import { Popover } from '../internal/Popover';
import { SeasonSelect } from '../internal/SeasonSelect';
import { TeamLogo } from '../internal/TeamLogo';

/** Props of {@link StandingsTable}. */
export interface StandingsTableProps {
  /** The standings groups (a league's divisions nest as sub-standings); 'Overall Record' too. */
  groups: readonly StandingGroup[];
  /** Whether the standings are loading. */
  loading: boolean;
  /** The load's error, or null. */
  error: string | null;
  /** The league the standings are of, named under the title. */
  leagueName?: string | null | undefined;
  /** The season shown. */
  season: Season;
  /** Seasons to pick from, newest first; no picker when empty. */
  seasons: readonly Season[];
  /** Called with the season the reader picks. */
  onSeasonChange?: ((season: Season) => void) | undefined;
  /** Tries a failed load again; shows 'Retry' when given. */
  onRetry?: (() => void) | undefined;
  /** How the league orders teams, in words; the default order when not given. */
  tiebreakOrder?: readonly string[] | undefined;
  /** The heading. @default 'Standings' */
  title?: string;
  /** The heading's level: 1 where it is the page's title; the groups are one below. @default 2 */
  titleLevel?: 1 | 2;
}

/** Whether a team is level with the next one on win percentage, so a tiebreaker placed it. */
function placedByTiebreak(row: Standing, next: Standing | undefined): boolean {
  return next != null && winPercentage(row) === winPercentage(next);
}

function GroupTable({ group, level }: { group: StandingGroup; level: 2 | 3 | 4 | 5 }) {
  const Heading = `h${level}` as const;
  const headingId = useId();
  return (
    <section className="csz-standings__group">
      <Heading className="csz-standings__group-title" id={headingId}>
        {group.title}
      </Heading>
      {group.standings.length > 0 ? (
        <div
          className="csz-standings__scroll"
          role="region"
          aria-labelledby={headingId}
          tabIndex={0}
        >
          <table className="csz-standings__table">
            <thead>
              <tr>
                <th scope="col" className="csz-standings__rank">
                  <abbr title="Place">#</abbr>
                </th>
                <th scope="col">Team</th>
                <th scope="col">Record</th>
                <th scope="col" className="csz-standings__wide">
                  <abbr title="Wins">W</abbr>
                </th>
                <th scope="col" className="csz-standings__wide">
                  <abbr title="Losses">L</abbr>
                </th>
                <th scope="col" className="csz-standings__wide">
                  <abbr title="Ties">T</abbr>
                </th>
                <th scope="col" className="csz-standings__wide">
                  <abbr title="Points for">PF</abbr>
                </th>
                <th scope="col" className="csz-standings__wide">
                  <abbr title="Points against">PA</abbr>
                </th>
                <th scope="col">
                  <abbr title="Past games without a reported score">Unrep.</abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {group.standings.map((row, i) => {
                const next = group.standings[i + 1];
                const tiebreak = placedByTiebreak(row, next) && row.aheadReason;
                return (
                  <tr key={row.id}>
                    <td className="csz-standings__rank">{row.rank ?? i + 1}</td>
                    <th scope="row" className="csz-standings__team">
                      <span className="csz-standings__team-cell">
                        <TeamLogo name={row.name} src={row.imgUrl} size={24} />
                        <span className="csz-standings__name">{row.name}</span>
                      </span>
                    </th>
                    {/* The tiebreak note sits in the record cell, not in the row's header cell,
                        which is read out with every cell of the row. */}
                    <td className="csz-standings__record">
                      <span className="csz-standings__record-cell">
                        <span className="csz-standings__aline">{row.aLine}</span>
                        {tiebreak ? (
                          <Popover
                            label={
                              <>
                                Tiebreak
                                <span className="csz-visually-hidden">
                                  (why {row.name} is ahead of {next!.name})
                                </span>
                              </>
                            }
                            buttonClassName="csz-standings__why"
                            className="csz-standings__reason"
                          >
                            <p className="csz-standings__reason-text">
                              Ahead of {next!.name}: {row.aheadReason}
                            </p>
                          </Popover>
                        ) : null}
                      </span>
                    </td>
                    <td className="csz-standings__wide">{row.won}</td>
                    <td className="csz-standings__wide">{row.lose}</td>
                    <td className="csz-standings__wide">{row.tie}</td>
                    <td className="csz-standings__wide">{row.pointsFor ?? '–'}</td>
                    <td className="csz-standings__wide">{row.pointsAgainst ?? '–'}</td>
                    <td className={cx(row.unreported > 0 && 'csz-standings__unreported')}>
                      {row.unreported}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {group.subStandings.map((sub) => (
        <GroupTable key={sub.title} group={sub} level={Math.min(level + 1, 5) as 3 | 4 | 5} />
      ))}
    </section>
  );
}

/**
 * League standings (spec §2 /scores/standings): a table per group with nested divisions, each
 * team's record (aLine) and its count of unreported games, the season picker, and why a team
 * placed by a tiebreaker is ahead of the next (docs/research.md: nobody else shows it).
 */
export function StandingsTable({
  groups,
  loading,
  error,
  leagueName,
  season,
  seasons,
  onSeasonChange,
  onRetry,
  tiebreakOrder = describeTiebreakOrder(),
  title = 'Standings',
  titleLevel = 2,
}: StandingsTableProps) {
  const titleId = useId();
  const Title = `h${titleLevel}` as const;
  const empty = groups.every((g) => g.standings.length === 0 && g.subStandings.length === 0);
  const phase = listPhase({ error, loading, empty });
  return (
    <section className="csz-standings" aria-labelledby={titleId}>
      <div className="csz-standings__head">
        <div>
          <Title className="csz-standings__title" id={titleId}>
            {title}
          </Title>
          {leagueName ? <p className="csz-standings__league">{leagueName}</p> : null}
        </div>
        {seasons.length > 0 && onSeasonChange ? (
          <SeasonSelect
            className="csz-standings__season"
            seasons={seasons}
            season={season}
            onChange={onSeasonChange}
          />
        ) : null}
      </div>
      <ListStatus
        phase={phase}
        texts={{
          loading: GENERAL_MESSAGES.loading,
          empty: STANDINGS_MESSAGES.noStandingsData,
          error: STANDINGS_MESSAGES.standingsLoadingFailed,
        }}
        retry={onRetry ? { label: GENERAL_MESSAGES.retry, onClick: onRetry } : undefined}
      />
      {phase === 'ready' ? (
        <>
          {groups.map((group) => (
            <GroupTable key={group.title} group={group} level={titleLevel === 1 ? 2 : 3} />
          ))}
          <details className="csz-standings__order">
            <summary>How teams are ranked</summary>
            <ol>
              {tiebreakOrder.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </details>
        </>
      ) : null}
    </section>
  );
}
