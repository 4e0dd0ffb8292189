import type { Standing, StandingGroupShape } from '../contract/standings';
import type { DateString } from '../dates/dateStrings';
import type { TeamRecord } from '../contract/games';
import { aLine, tallyRecords, type StandingsGame } from './records';
import { DEFAULT_TIEBREAKERS, rankTeams, type TiebreakerId } from './tiebreakers';

/** A team that can appear in standings. */
export interface StandingsTeam {
  id: number;
  name: string;
  imgUrl: string | null;
}

/**
 * A group of a standings table: a league, a division of it, or the overall records. A league
 * group counts only regular games between its members (playoff and tournament games count in the
 * overall record, not in league standings); 'Overall Record' counts every game.
 */
export interface StandingsGroupDefinition {
  title: string;
  teamIds: readonly number[];
  /** 'members' counts games between teams of this group only; 'all' counts every game. @default 'members' */
  scope?: 'members' | 'all';
  /** Divisions inside the group, shown nested under it. */
  subGroups?: readonly StandingsGroupDefinition[];
}

/** The title of the group holding each team's full record (spec §3). */
export const OVERALL_RECORD = 'Overall Record';

/** The 'Overall Record' group of some teams. */
export function overallRecordGroup(teamIds: readonly number[]): StandingsGroupDefinition {
  return { title: OVERALL_RECORD, teamIds, scope: 'all' };
}

/** Options of {@link computeStandings}. */
export interface StandingsOptions {
  /** The day the table is for: games before it without a score are unreported. */
  today: DateString;
  /** The tiebreak order. @default DEFAULT_TIEBREAKERS */
  tiebreakers?: readonly TiebreakerId[];
}

/**
 * Computes standings tables from game results (spec §3 "Standing"): per group, each team's won,
 * lose, tie, aLine and unreported count, ordered by win percentage and the tiebreak list, each row
 * saying why it is ahead of the next one.
 */
export function computeStandings(
  teams: readonly StandingsTeam[],
  games: readonly StandingsGame[],
  groups: readonly StandingsGroupDefinition[],
  options: StandingsOptions,
): StandingGroupShape[] {
  const byId = new Map(teams.map((team) => [team.id, team]));
  const steps = options.tiebreakers ?? DEFAULT_TIEBREAKERS;

  function build(group: StandingsGroupDefinition): StandingGroupShape {
    const ids = [...new Set(group.teamIds)].filter((id) => byId.has(id));
    const members = group.scope === 'all' ? null : new Set(ids);
    const counted =
      members == null
        ? games
        : games.filter(
            (g) => g.gameType === 'Game' && g.teams.every((t) => members.has(t.schoolId)),
          );
    const tallies = tallyRecords(ids, counted, options.today);
    const ranking = rankTeams(
      ids,
      (id) => byId.get(id)!.name,
      { tallies, games: counted, today: options.today },
      steps,
    );
    const standings: Standing[] = ranking.order.map((id, index) => {
      const team = byId.get(id)!;
      const tally = tallies.get(id)!;
      const next = ranking.order[index + 1];
      return {
        id,
        name: team.name,
        imgUrl: team.imgUrl,
        aLine: aLine(tally),
        unreported: tally.unreported,
        won: tally.won,
        lose: tally.lose,
        tie: tally.tie,
        rank: index + 1,
        pointsFor: tally.pointsFor,
        pointsAgainst: tally.pointsAgainst,
        aheadReason: next == null ? null : ranking.reasonBetween(id, next),
      };
    });
    return {
      title: group.title,
      standings,
      subStandings: (group.subGroups ?? []).map(build),
    };
  }

  return groups.map(build);
}

/**
 * One team's season record with home and away splits, as the game page shows it per team (spec §3
 * "Game team/result" standings).
 */
export function teamRecord(
  teamId: number,
  games: readonly StandingsGame[],
  today: DateString,
): TeamRecord {
  const { pointsFor, pointsAgainst, unreported, ...record } = tallyRecords(
    [teamId],
    games,
    today,
  ).get(teamId)!;
  return record;
}
