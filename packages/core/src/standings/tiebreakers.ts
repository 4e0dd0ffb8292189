import type { StandingsGame, TeamTally } from './records';
import { aLine, formatWinPercentage, tallyRecords, winPercentage } from './records';

/**
 * Tiebreakers order teams level on win percentage. The order is a list a league can change; each
 * step says in words why it puts one team ahead of another, because nobody else shows that and
 * readers ask for it (docs/research.md "Standings").
 */
export const TIEBREAKER_IDS = [
  'headToHead',
  'pointDifferential',
  'pointsAllowed',
  'pointsScored',
] as const;

/** One of {@link TIEBREAKER_IDS}. */
export type TiebreakerId = (typeof TIEBREAKER_IDS)[number];

/**
 * The default order, used when a league sets none: head-to-head among the tied teams, then point
 * differential, fewest points allowed, most points scored; teams level on all of them are listed
 * alphabetically.
 */
export const DEFAULT_TIEBREAKERS: readonly TiebreakerId[] = TIEBREAKER_IDS;

/** What a tiebreaker sees: the tallies of the group and the games that count in it. */
export interface TiebreakContext {
  tallies: ReadonlyMap<number, TeamTally>;
  games: readonly StandingsGame[];
  today: string;
}

/** A team's value under one tiebreaker: higher is better, with how to print it. */
interface TiebreakValue {
  value: number;
  display: string;
}

interface Tiebreaker {
  /** Short name, for the documented order. */
  label: string;
  /** Values for the tied teams, or null when the step cannot apply to them. */
  values(tied: readonly number[], context: TiebreakContext): Map<number, TiebreakValue> | null;
  /** Why the team with `ahead` is ahead of the team with `behind`. */
  reason(ahead: string, behind: string): string;
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function fromTally(
  pick: (tally: TeamTally) => number,
  show: (tally: TeamTally) => string,
): Tiebreaker['values'] {
  return (tied, { tallies }) =>
    new Map(
      tied.map((id) => {
        const tally = tallies.get(id)!;
        return [id, { value: pick(tally), display: show(tally) }];
      }),
    );
}

/** The tiebreakers by id; a Record so that a new id cannot be added without its rule. */
export const TIEBREAKERS: Readonly<Record<TiebreakerId, Tiebreaker>> = {
  headToHead: {
    label: 'Head-to-head record among the tied teams',
    // A mini-league of the games between the tied teams. It applies only when every tied team has
    // played at least one of the others; otherwise it would reward a team for its schedule.
    values(tied, { games, today }) {
      const members = new Set(tied);
      const tallies = tallyRecords(tied, games, today, members);
      if ([...tallies.values()].some((t) => t.won + t.lose + t.tie === 0)) return null;
      return new Map(
        [...tallies].map(([id, tally]) => [
          id,
          { value: winPercentage(tally), display: aLine(tally) },
        ]),
      );
    },
    reason: (a, b) => `Better head-to-head record against the other tied teams (${a} vs ${b})`,
  },
  pointDifferential: {
    label: 'Point differential',
    values: fromTally(
      (t) => t.pointsFor - t.pointsAgainst,
      (t) => signed(t.pointsFor - t.pointsAgainst),
    ),
    reason: (a, b) => `Better point differential (${a} vs ${b})`,
  },
  pointsAllowed: {
    label: 'Fewest points allowed',
    values: fromTally(
      (t) => -t.pointsAgainst,
      (t) => String(t.pointsAgainst),
    ),
    reason: (a, b) => `Fewer points allowed (${a} vs ${b})`,
  },
  pointsScored: {
    label: 'Most points scored',
    values: fromTally(
      (t) => t.pointsFor,
      (t) => String(t.pointsFor),
    ),
    reason: (a, b) => `More points scored (${a} vs ${b})`,
  },
};

/** The reason given when nothing separates two teams. */
export const ALPHABETICAL_REASON =
  'Level on win percentage and every tiebreaker; listed alphabetically';

/** The documented order of a tiebreak list, as readers see it under a table. */
export function describeTiebreakOrder(
  order: readonly TiebreakerId[] = DEFAULT_TIEBREAKERS,
): string[] {
  return [
    'Win percentage (a tie counts as half a win)',
    ...order.map((id) => TIEBREAKERS[id].label),
    'Alphabetical order',
  ];
}

/** A ranking and the reason for every pair it put in order. */
export interface Ranking {
  /** Team ids, first place first. */
  order: number[];
  /** Why team a is ahead of team b (a must rank above b), or null when a is not above b. */
  reasonBetween(a: number, b: number): string | null;
}

/**
 * Ranks teams by win percentage, then breaks ties with the given steps. When a step splits a tied
 * group but leaves some teams still level, those teams start again from the first step, so a
 * three-way tie that becomes two-way is settled by the two teams' own head-to-head.
 */
export function rankTeams(
  teamIds: readonly number[],
  nameOf: (id: number) => string,
  context: TiebreakContext,
  steps: readonly TiebreakerId[] = DEFAULT_TIEBREAKERS,
): Ranking {
  const reasons = new Map<string, string>();
  const key = (a: number, b: number) => `${a}>${b}`;

  /** Orders teams by a value, highest first, records the reason between groups, returns groups. */
  function split(
    ids: readonly number[],
    values: Map<number, TiebreakValue>,
    reason: (ahead: string, behind: string) => string,
  ): number[][] {
    const groups = new Map<number, number[]>();
    for (const id of ids) {
      const value = values.get(id)!.value;
      // Rounding keeps float noise (0.1 + 0.2) from splitting equal percentages.
      const rounded = Math.round(value * 1e9) / 1e9;
      groups.set(rounded, [...(groups.get(rounded) ?? []), id]);
    }
    const ordered = [...groups].sort(([a], [b]) => b - a).map(([, group]) => group);
    ordered.forEach((upper, i) => {
      for (const lower of ordered.slice(i + 1)) {
        for (const a of upper) {
          for (const b of lower) {
            reasons.set(key(a, b), reason(values.get(a)!.display, values.get(b)!.display));
          }
        }
      }
    });
    return ordered;
  }

  function breakTie(tied: readonly number[]): number[] {
    for (const step of steps) {
      const values = TIEBREAKERS[step].values(tied, context);
      if (values == null) continue;
      const groups = split(tied, values, TIEBREAKERS[step].reason);
      if (groups.length === 1) continue;
      return groups.flatMap((group) => (group.length === 1 ? group : breakTie(group)));
    }
    const alphabetical = [...tied].sort(
      (a, b) => nameOf(a).localeCompare(nameOf(b), 'en-US') || a - b,
    );
    alphabetical.forEach((a, i) => {
      for (const b of alphabetical.slice(i + 1)) reasons.set(key(a, b), ALPHABETICAL_REASON);
    });
    return alphabetical;
  }

  const byPercentage = new Map(
    teamIds.map((id) => {
      const tally = context.tallies.get(id)!;
      const pct = winPercentage(tally);
      return [id, { value: pct, display: formatWinPercentage(pct) }] as const;
    }),
  );
  const order = split(
    teamIds,
    byPercentage,
    (a, b) => `Better win percentage (${a} vs ${b})`,
  ).flatMap((group) => (group.length === 1 ? group : breakTie(group)));
  return { order, reasonBetween: (a, b) => reasons.get(key(a, b)) ?? null };
}
