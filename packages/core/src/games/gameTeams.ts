import { MAX_TEAMS_SHOWN, SEE_MORE_TEAMS } from '../constants';

/** A team's result in a game: won, lost, tied, or not known yet. */
export type Outcome = 'W' | 'L' | 'T';

/** What outcomes need of a team. */
export interface ScoredTeam {
  id: number;
  score: number | null;
}

/**
 * Each team's outcome (spec §3 "gameScoreStatus", W/L per team): once every team has a score, the
 * highest score wins and the others lose; when every score is equal, all tie. Multi-team events are
 * decided the same way. Null while any score is missing.
 */
export function teamOutcomes(teams: readonly ScoredTeam[]): Map<number, Outcome | null> {
  const outcomes = new Map<number, Outcome | null>();
  const complete = teams.length >= 2 && teams.every((t) => t.score != null);
  const best = Math.max(...teams.map((t) => t.score ?? -Infinity));
  const allEqual = teams.every((t) => t.score === best);
  for (const team of teams) {
    if (!complete) outcomes.set(team.id, null);
    else if (allEqual) outcomes.set(team.id, 'T');
    else outcomes.set(team.id, team.score === best ? 'W' : 'L');
  }
  return outcomes;
}

/** A team with the flag that orders it on a card. */
export interface PlacedTeam {
  isHome: boolean;
}

/**
 * Teams in the order a card shows them: visitors first and the home team last, so the card reads
 * 'Visitor @ Home' (spec §4). Teams keep their order otherwise.
 */
export function orderTeamsForDisplay<T extends PlacedTeam>(teams: readonly T[]): T[] {
  return [...teams.filter((t) => !t.isHome), ...teams.filter((t) => t.isHome)];
}

/**
 * The teams a card shows: the first two, and 'See more teams...' with how many are hidden when a
 * game has more (spec §9).
 */
export function visibleTeams<T>(teams: readonly T[]): {
  shown: T[];
  hiddenCount: number;
  moreLabel: string | null;
} {
  const shown = teams.slice(0, MAX_TEAMS_SHOWN);
  const hiddenCount = teams.length - shown.length;
  return { shown, hiddenCount, moreLabel: hiddenCount > 0 ? SEE_MORE_TEAMS : null };
}

/** What the generated name and location need of a team. */
export interface NamedTeam extends PlacedTeam {
  name: string;
  shortName?: string | null;
  /** The school's address, used as the game's location when it is the home team. */
  address?: string | null;
}

const teamName = (team: NamedTeam) => team.shortName || team.name;

/**
 * The name generated from a game's teams unless the coach edits it (spec §4 "Game form"):
 * 'Visitor @ Home', or 'A vs B' without a home team; more teams are listed the same way.
 */
export function generateGameName(teams: readonly NamedTeam[], noHomeTeam: boolean): string {
  const named = teams.filter((t) => teamName(t) !== '');
  const home = noHomeTeam ? undefined : named.find((t) => t.isHome);
  if (home == null) return named.map(teamName).join(' vs ');
  const visitors = named.filter((t) => t !== home).map(teamName);
  return visitors.length > 0 ? `${visitors.join(', ')} @ ${teamName(home)}` : teamName(home);
}

/** The location generated from the teams: the home school's address, else its name. */
export function generateGameLocation(
  teams: readonly NamedTeam[],
  noHomeTeam: boolean,
): string | null {
  if (noHomeTeam) return null;
  const home = teams.find((t) => t.isHome);
  if (home == null) return null;
  return home.address || home.name;
}
