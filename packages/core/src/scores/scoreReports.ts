/**
 * Score reports and the provenance of a published score (spec §1, §6 "Score submission is reviewed
 * by a staff member"; docs/research.md: nobody shows who reported a score or whether both schools
 * agree). One home for the publishing rules: the server applies them in the report's transaction,
 * and the site and the embeds show their outcome in words.
 */

import { HIGHEST_SCORE } from '../validation/scoreEntries';

/**
 * Where a published score comes from, weakest first: reported by one of the two schools (a coach
 * or director), confirmed by two members who reported it apart, or verified by staff (a staff
 * decision, correction or import). Null on a game means no score, or one from before provenance.
 */
export const SCORE_PROVENANCES = ['school', 'confirmed', 'verified'] as const;
export type ScoreProvenance = (typeof SCORE_PROVENANCES)[number];

/** The words of each provenance, for badges: never colour alone (spec §9 accessibility). */
export const SCORE_PROVENANCE_LABELS: Record<ScoreProvenance, string> = {
  school: 'Reported by the school',
  confirmed: 'Confirmed by two reporters',
  verified: 'Verified',
};

/** The words for a game whose reports disagree, until staff decide. */
export const DISPUTED_LABEL = 'Disputed';

/** The staff review queue's refusals in words (ours: the spec has none for it). */
export const SCORE_REVIEW_MESSAGES = {
  ownReport: 'Nobody decides their own report: another member of staff will',
  /** Deciding another report of the game, or correcting it, would settle the decider's own. */
  ownOnGame:
    'You have a report of your own open on this game: another member of staff decides its reports and corrects its score',
  decided: 'This report was already decided',
} as const;

/** The badge text of a game's score: its provenance, and whether it is disputed. */
export function scoreProvenanceText(game: {
  scoreProvenance: ScoreProvenance | null;
  isScoreDisputed: boolean;
}): string | null {
  const label = game.scoreProvenance == null ? null : SCORE_PROVENANCE_LABELS[game.scoreProvenance];
  if (!game.isScoreDisputed) return label;
  return label == null ? DISPUTED_LABEL : `${label} · ${DISPUTED_LABEL}`;
}

/** A game's final scores by game result id. */
export type FinalScores = Readonly<Record<number, number>>;

/** Whether two sets of final scores name the same teams with the same scores. */
export function sameScores(a: FinalScores, b: FinalScores): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => b[Number(k)] === a[Number(k)]);
}

/** What a new report meets: who sent it, what is published, and the other open reports. */
export interface ReportContext {
  /** The reporter is an approved coach or director of one of the two schools, or of the league. */
  reporterIsSchool: boolean;
  reporterId: number;
  scores: FinalScores;
  /** The game's published score and its provenance, or null while it has none. */
  published: { scores: FinalScores; provenance: ScoreProvenance | null } | null;
  /** Other members' open reports on the game (the reporter's own earlier one is replaced). */
  others: readonly { memberId: number; scores: FinalScores }[];
}

/** An open report as the support of a published score counts it. */
export interface OpenReport {
  memberId: number;
  scores: FinalScores;
  bySchool: boolean;
}

/**
 * Whether a published score still stands on the open reports that published it: a *verified* one
 * always (staff decided it); one *reported by the school* while a school's report of that score is
 * open; one *confirmed by two reporters* while two members' reports of it are. A school that sends
 * a corrected score, or staff rejecting the reports behind a score, leave it standing on nothing:
 * it is then decided again as if none were published, or taken down.
 */
export function publishedScoreStands(
  published: { scores: FinalScores; provenance: ScoreProvenance | null },
  open: readonly OpenReport[],
): boolean {
  const agreeing = open.filter((r) => sameScores(r.scores, published.scores));
  switch (published.provenance) {
    case 'school':
      return agreeing.some((r) => r.bySchool);
    case 'confirmed':
      return new Set(agreeing.map((r) => r.memberId)).size >= 2;
    default:
      // Verified, or a score from before provenance was kept (staff entered it).
      return true;
  }
}

/** What a report does: publish its scores with a provenance, wait for review, or dispute. */
export type ReportOutcome =
  | { kind: 'published'; provenance: 'school' | 'confirmed' }
  /** Agrees with the published score: nothing changes, staff still see it. */
  | { kind: 'agrees' }
  /** Repeats a score staff verified: refused, as it adds nothing to decide. */
  | { kind: 'alreadyVerified' }
  | { kind: 'pending' }
  /** Disagrees with the published score or another report: staff decide, the score stays. */
  | { kind: 'disputed' };

/**
 * The publishing rules of a new report (issue 16, §3):
 * - staff have the last word: one that repeats a verified score is refused, and one that disagrees
 *   with it waits for review without marking the score disputed in public (one member must not be
 *   able to cast doubt on every verified score);
 * - one that disagrees with the published score, or with another member's open report, disputes
 *   the game: the published score stays until staff decide;
 * - one that agrees with the published score changes nothing;
 * - with no score published, a school's report is published at once as *reported by the school*,
 *   and any other member's waits for review, unless another member, not the reporter, has reported
 *   the same score: then it is published as *confirmed by two reporters*.
 * Every report is listed for staff either way.
 */
export function decideScoreReport(context: ReportContext): ReportOutcome {
  const { published, scores } = context;
  const others = context.others.filter((o) => o.memberId !== context.reporterId);
  if (published?.provenance === 'verified') {
    return sameScores(published.scores, scores) ? { kind: 'alreadyVerified' } : { kind: 'pending' };
  }
  if (published != null && !sameScores(published.scores, scores)) return { kind: 'disputed' };
  if (others.some((o) => !sameScores(o.scores, scores))) return { kind: 'disputed' };
  if (published != null) return { kind: 'agrees' };
  if (context.reporterIsSchool) return { kind: 'published', provenance: 'school' };
  if (others.length > 0) return { kind: 'published', provenance: 'confirmed' };
  return { kind: 'pending' };
}

/** The highest final score a team can plausibly have in a sport, by its name. */
const SCORE_LIMITS: readonly [RegExp, number][] = [
  [/volleyball/i, 5],
  [/soccer|hockey|water polo/i, 40],
  [/lacrosse/i, 60],
  [/baseball|softball/i, 60],
  [/wrestling/i, 100],
  [/football/i, 200],
  [/basketball/i, 250],
];

/** Any other sport (meets scored in points, bowling pins): a generous limit, the highest. */
const DEFAULT_SCORE_LIMIT = HIGHEST_SCORE;

/**
 * The highest final score a report may give a team in a sport (issue 16, "score bounds per sport
 * from core"): volleyball counts sets won, soccer goals, football points. A score above it is a
 * slip of the keyboard, refused with the sport named.
 */
export function maxScoreFor(sportName: string): number {
  return SCORE_LIMITS.find(([pattern]) => pattern.test(sportName))?.[1] ?? DEFAULT_SCORE_LIMIT;
}

/** The message for a score over its sport's limit. */
export function scoreLimitMessage(sportName: string): string {
  return `A ${sportName} score is at most ${maxScoreFor(sportName)}`;
}

/**
 * A member's score-reporting accuracy (spec §3 "Profile": correct/total and percent; 100% when
 * none were decided yet), from the profile's statTrue and statFalse.
 */
export function reportingAccuracy(statTrue: number, statFalse: number) {
  const total = statTrue + statFalse;
  return {
    correct: statTrue,
    total,
    percent: total === 0 ? 100 : Math.round((statTrue / total) * 100),
  };
}

/** Who changed a score, in a game's public history: never a name or an email. */
export const SCORE_CHANGE_AUTHORS = {
  staff: 'CSZ staff',
  twoReporters: 'Two reporters',
  school: 'The school',
} as const;
