import type { Bracket, BracketMatch } from '../contract/playoffs';

/**
 * Where a single-elimination bracket's matches go on screen, and how the keyboard moves between
 * them. Brackets are drawn wrong elsewhere when the field is not a power of two (docs/research.md
 * "Brackets"); here every match keeps its place in the full tree that the field is padded to, so a
 * bye leaves its slot where it belongs and the rounds after it line up.
 */

/** A match placed in the drawing. */
export interface PlacedMatch {
  match: BracketMatch;
  /** 0-based column: the round, first round on the left. */
  column: number;
  /** Vertical centre, in first-round slots from the top (a first-round match is one slot high). */
  center: number;
}

/** A line from a match to the match its winner goes to. */
export interface BracketLink {
  fromId: number;
  toId: number;
  side: 'top' | 'bottom';
}

/** A bracket laid out in columns. */
export interface BracketLayout {
  columns: { round: number; name: string; matches: PlacedMatch[] }[];
  /** The third-place game, drawn under the final in the last column; null when there is none. */
  thirdPlace: PlacedMatch | null;
  /** Height of the drawing in first-round slots. */
  slots: number;
  links: BracketLink[];
}

/** Which match each arrow key moves to from a match; null where there is none. */
export interface BracketNeighbours {
  up: number | null;
  down: number | null;
  left: number | null;
  right: number | null;
}

/** The column's name: the bracket's round name, or 'Round N' when it has none. */
function roundName(bracket: Bracket, round: number): string {
  return bracket.roundNames[round - 1] ?? `Round ${round}`;
}

/**
 * Lays a bracket out: one column per round; a match at `position` p of round r is centred at
 * (p + 0.5) * 2^(r-1) slots, the middle of the first-round slots that feed it. The third-place game
 * sits under the final.
 */
export function layoutBracket(bracket: Bracket): BracketLayout {
  const main = bracket.matches.filter((m) => !m.isThirdPlace);
  const rounds = Math.max(0, bracket.roundNames.length, ...main.map((m) => m.round));
  const slots = rounds === 0 ? 0 : 2 ** (rounds - 1);
  const columns = Array.from({ length: rounds }, (_, i) => ({
    round: i + 1,
    name: roundName(bracket, i + 1),
    matches: [] as PlacedMatch[],
  }));
  for (const match of main) {
    const column = columns[match.round - 1]!;
    column.matches.push({
      match,
      column: match.round - 1,
      center: (match.position + 0.5) * 2 ** (match.round - 1),
    });
  }
  for (const column of columns) column.matches.sort((a, b) => a.center - b.center);

  const third = bracket.matches.find((m) => m.isThirdPlace);
  const thirdPlace: PlacedMatch | null =
    third == null || rounds === 0 ? null : { match: third, column: rounds - 1, center: slots + 1 };

  const links: BracketLink[] = main.flatMap((m) =>
    m.winnerTo == null ? [] : [{ fromId: m.id, toId: m.winnerTo.matchId, side: m.winnerTo.side }],
  );
  return { columns, thirdPlace, slots: slots + (thirdPlace ? 1.5 : 0), links };
}

/**
 * The arrow-key moves of a laid-out bracket: up and down within a round (the third-place game is
 * below the final), right to where the winner goes, left to the match that fed the top side (or
 * the nearest match of the round before, after a bye).
 */
export function bracketNeighbours(layout: BracketLayout): Map<number, BracketNeighbours> {
  const columns = layout.columns.map((column, i) =>
    i === layout.columns.length - 1 && layout.thirdPlace
      ? [...column.matches, layout.thirdPlace]
      : column.matches,
  );
  const placed = new Map(columns.flat().map((p) => [p.match.id, p]));
  const feeders = new Map<number, BracketLink[]>();
  for (const link of layout.links) {
    feeders.set(link.toId, [...(feeders.get(link.toId) ?? []), link]);
  }
  const nearest = (column: PlacedMatch[] | undefined, center: number): number | null => {
    let best: PlacedMatch | null = null;
    for (const p of column ?? []) {
      if (best == null || Math.abs(p.center - center) < Math.abs(best.center - center)) best = p;
    }
    return best?.match.id ?? null;
  };

  const moves = new Map<number, BracketNeighbours>();
  columns.forEach((column, c) => {
    column.forEach((p, i) => {
      const fed = feeders.get(p.match.id) ?? [];
      const feeder = fed.find((link) => link.side === 'top') ?? fed[0];
      const right = p.match.winnerTo?.matchId;
      moves.set(p.match.id, {
        up: column[i - 1]?.match.id ?? null,
        down: column[i + 1]?.match.id ?? null,
        left: feeder?.fromId ?? nearest(columns[c - 1], p.center),
        right: right != null && placed.has(right) ? right : nearest(columns[c + 1], p.center),
      });
    });
  });
  return moves;
}

/** Whether a match is a bye: one side has no opponent, so the other goes through unplayed. */
export function isByeMatch(match: BracketMatch): boolean {
  return match.top.kind === 'bye' || match.bottom.kind === 'bye';
}

/**
 * The number each match to be played is known by ('Game 3'), in the order they are played: round
 * by round, top to bottom, the third-place game after the final. Byes get none: nothing is played.
 */
export function matchNumbers(bracket: Bracket): Map<number, number> {
  const played = bracket.matches
    .filter((m) => !isByeMatch(m))
    .sort(
      (a, b) =>
        Number(a.isThirdPlace) - Number(b.isThirdPlace) ||
        a.round - b.round ||
        a.position - b.position,
    );
  return new Map(played.map((m, i) => [m.id, i + 1]));
}
