/**
 * The shape of a single-elimination bracket for any field size: the field is padded to the next
 * power of two with byes, which go to the top seeds, and seeds meet in the standard order (1 plays
 * the lowest seed, 1 and 2 can only meet in the final).
 */

/** Seeds in bracket order for a power-of-two size: [1, 8, 4, 5, 2, 7, 3, 6] for 8. */
export function seedOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}

/** The smallest power of two that holds a field. */
export function bracketSize(field: number): number {
  let size = 1;
  while (size < field) size *= 2;
  return size;
}

/** Names of the rounds, first round first: ['Quarterfinals', 'Semifinals', 'Final']. */
export function roundNames(rounds: number): string[] {
  const fromEnd = ['Final', 'Semifinals', 'Quarterfinals', 'Round of 16', 'Round of 32'];
  return Array.from({ length: rounds }, (_, i) => {
    const left = rounds - i;
    if (i === 0 && rounds > 3) return 'First Round';
    return fromEnd[left - 1] ?? `Round ${i + 1}`;
  });
}

/** First-round pairings: each side a seed, or null for a bye. */
export function firstRound(field: number): [number | null, number | null][] {
  const size = bracketSize(field);
  const order = seedOrder(size);
  const pairs: [number | null, number | null][] = [];
  for (let i = 0; i < size; i += 2) {
    const top = order[i]!;
    const bottom = order[i + 1]!;
    pairs.push([top <= field ? top : null, bottom <= field ? bottom : null]);
  }
  return pairs;
}
