/**
 * A score as typed or sent: a whole number from 0 ('12' too, spaces around it ignored), or null
 * when it is not one (spec §5 "Score: non-negative integer"). Written without the validation
 * library so that the game page's score form does not load it; scoreField builds on it.
 */
export function readScore(value: string | number): number | null {
  const score =
    typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(score) && score >= 0 && score <= HIGHEST_SCORE ? score : null;
}

/**
 * The highest score of any sport (a meet scored in points; core's maxScoreFor bounds each sport
 * below it): anything above is no score, whoever sends it, and never reaches the database.
 */
export const HIGHEST_SCORE = 999;

/** A team of a game as the score form sees it. */
export interface ScoreFormTeam {
  /** The game result's id. */
  id: number;
  /** Whether this viewer may enter this team's score. */
  canEdit: boolean;
}

/** The outcome of checking the score form before it is sent. */
export type ScoreEntryCheck =
  | { ok: true; scores: { gameResultId: number; score: number }[] }
  | { ok: false; emptyTeamIds: number[]; invalidTeamIds: number[] };

/**
 * Checks the score form (spec §5 "Score submit"): every editable team's final score must be filled
 * with a whole number from 0; otherwise the empty and invalid inputs are flagged and nothing is sent.
 */
export function checkScoreEntries(
  teams: readonly ScoreFormTeam[],
  entries: Readonly<Record<number, string | number | null | undefined>>,
): ScoreEntryCheck {
  const editable = teams.filter((t) => t.canEdit);
  const emptyTeamIds: number[] = [];
  const invalidTeamIds: number[] = [];
  const scores: { gameResultId: number; score: number }[] = [];
  for (const team of editable) {
    const value = entries[team.id];
    if (value == null || String(value).trim() === '') {
      emptyTeamIds.push(team.id);
      continue;
    }
    const score = readScore(value);
    if (score == null) invalidTeamIds.push(team.id);
    else scores.push({ gameResultId: team.id, score });
  }
  if (emptyTeamIds.length > 0 || invalidTeamIds.length > 0 || editable.length === 0) {
    return { ok: false, emptyTeamIds, invalidTeamIds };
  }
  return { ok: true, scores };
}
