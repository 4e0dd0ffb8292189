import type { Random } from './random';
import type { SeasonPart } from './sportsCalendar';

/** How the demo plays one sport. */
export interface SportSpec {
  name: string;
  /** The parent sport grouping it, if any. */
  parent?: string;
  /** Sort weight: lower shows first. */
  weight: number;
  part: SeasonPart;
  /** Meets with several teams rather than games between two. */
  multiTeam?: boolean;
  /** Regular-season games (or meets) per team. */
  games: number;
  /** Days of the week it is played on (0 is Sunday). */
  weekdays: readonly number[];
  /** Start times to choose from. */
  times: readonly string[];
  /** Share of schools that field a team. */
  share: number;
  /** Whether a regular-season game may end level. */
  ties: boolean;
  /** A final score: the better team's and the other's. */
  score(random: Random): [number, number];
}

/** Parent sports: they group variants and have no games of their own. */
export const PARENT_SPORTS = [
  { name: 'Soccer', weight: 20 },
  { name: 'Basketball', weight: 60 },
  { name: 'Lacrosse', weight: 110 },
] as const;

const runs = (random: Random, max: number) => Math.floor(random.next() ** 1.6 * (max + 1));

/** The usual high school sports, fall to spring. */
export const SPORT_SPECS: readonly SportSpec[] = [
  {
    name: 'Football',
    weight: 10,
    part: 'Fall',
    games: 10,
    weekdays: [5, 5, 5, 6],
    times: ['19:00:00', '18:30:00', '13:00:00'],
    share: 0.85,
    ties: false,
    score(random) {
      const points = () =>
        7 * random.int(0, 7) + 3 * random.int(0, 2) - (random.chance(0.1) ? 1 : 0);
      const [a, b] = [Math.max(0, points()), Math.max(0, points())];
      return a === b ? [a + 3, b] : [Math.max(a, b), Math.min(a, b)];
    },
  },
  {
    name: 'Boys Soccer',
    parent: 'Soccer',
    weight: 21,
    part: 'Fall',
    games: 12,
    weekdays: [1, 3, 5],
    times: ['15:45:00', '17:00:00', '18:00:00'],
    share: 0.9,
    ties: true,
    score: (random) => sorted(runs(random, 5), runs(random, 4)),
  },
  {
    name: 'Girls Soccer',
    parent: 'Soccer',
    weight: 22,
    part: 'Fall',
    games: 12,
    weekdays: [2, 4, 6],
    times: ['15:45:00', '17:00:00', '10:00:00'],
    share: 0.9,
    ties: true,
    score: (random) => sorted(runs(random, 5), runs(random, 4)),
  },
  {
    name: 'Volleyball',
    weight: 30,
    part: 'Fall',
    games: 12,
    weekdays: [2, 4],
    times: ['17:00:00', '18:00:00'],
    share: 0.85,
    ties: false,
    score: (random) => [3, random.int(0, 2)],
  },
  {
    name: 'Field Hockey',
    weight: 40,
    part: 'Fall',
    games: 10,
    weekdays: [1, 3, 5],
    times: ['15:45:00', '16:00:00'],
    share: 0.55,
    ties: true,
    score: (random) => sorted(runs(random, 5), runs(random, 4)),
  },
  {
    name: 'Boys Basketball',
    parent: 'Basketball',
    weight: 61,
    part: 'Winter',
    games: 16,
    weekdays: [2, 5],
    times: ['19:00:00', '19:30:00'],
    share: 0.98,
    ties: false,
    score(random) {
      const winner = random.int(48, 84);
      return [winner, winner - random.int(1, 24)];
    },
  },
  {
    name: 'Girls Basketball',
    parent: 'Basketball',
    weight: 62,
    part: 'Winter',
    games: 16,
    weekdays: [2, 5],
    times: ['17:30:00', '18:00:00'],
    share: 0.98,
    ties: false,
    score(random) {
      const winner = random.int(38, 72);
      return [winner, winner - random.int(1, 22)];
    },
  },
  {
    name: 'Wrestling',
    weight: 70,
    part: 'Winter',
    games: 10,
    weekdays: [3, 6],
    times: ['18:00:00', '10:00:00'],
    share: 0.75,
    ties: false,
    score(random) {
      const winner = random.int(33, 66);
      return [winner, Math.max(0, winner - random.int(3, 45))];
    },
  },
  {
    name: 'Swimming & Diving',
    weight: 80,
    part: 'Winter',
    games: 8,
    weekdays: [5, 6],
    times: ['18:00:00', '09:00:00'],
    share: 0.5,
    ties: false,
    score(random) {
      const winner = random.int(90, 110);
      return [winner, Math.max(30, 176 - winner - random.int(0, 20))];
    },
  },
  {
    name: 'Baseball',
    weight: 90,
    part: 'Spring',
    games: 16,
    weekdays: [1, 3, 5],
    times: ['15:45:00', '16:00:00'],
    share: 0.92,
    ties: false,
    score(random) {
      const winner = random.int(2, 14);
      return [winner, Math.max(0, winner - random.int(1, 8))];
    },
  },
  {
    name: 'Softball',
    weight: 100,
    part: 'Spring',
    games: 16,
    weekdays: [2, 4],
    times: ['15:45:00', '16:00:00'],
    share: 0.9,
    ties: false,
    score(random) {
      const winner = random.int(2, 15);
      return [winner, Math.max(0, winner - random.int(1, 9))];
    },
  },
  {
    name: 'Boys Lacrosse',
    parent: 'Lacrosse',
    weight: 111,
    part: 'Spring',
    games: 12,
    weekdays: [2, 5],
    times: ['16:00:00', '17:30:00'],
    share: 0.7,
    ties: false,
    score(random) {
      const winner = random.int(7, 19);
      return [winner, Math.max(0, winner - random.int(1, 10))];
    },
  },
  {
    name: 'Girls Lacrosse',
    parent: 'Lacrosse',
    weight: 112,
    part: 'Spring',
    games: 12,
    weekdays: [1, 4],
    times: ['16:00:00', '17:00:00'],
    share: 0.7,
    ties: false,
    score(random) {
      const winner = random.int(8, 20);
      return [winner, Math.max(0, winner - random.int(1, 11))];
    },
  },
  {
    name: 'Track & Field',
    weight: 120,
    part: 'Spring',
    multiTeam: true,
    games: 6,
    weekdays: [3, 6],
    times: ['15:30:00', '09:00:00'],
    share: 0.85,
    ties: false,
    score(random) {
      const winner = random.int(90, 160);
      return [winner, random.int(10, winner - 1)];
    },
  },
];

function sorted(a: number, b: number): [number, number] {
  return a >= b ? [a, b] : [b, a];
}

/** The sports the small test data set plays. */
export const TINY_SPORTS = [
  'Football',
  'Boys Soccer',
  'Girls Soccer',
  'Boys Basketball',
  'Girls Basketball',
  'Baseball',
  'Track & Field',
];
