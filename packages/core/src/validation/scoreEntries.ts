/**
 * A score as typed or sent: a whole number from 0 ('12' too, spaces around it ignored), or null
 * when it is not one (spec §5 "Score: non-negative integer"). Written without the validation
 * library so that the game page's score form does not load it; scoreField builds on it.
 */
export function readScore(value: string | number): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  const text = value.trim();
  return /^\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null;
}

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
