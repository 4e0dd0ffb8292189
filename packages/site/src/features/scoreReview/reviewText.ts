import {
  VALIDATION,
  checkScoreEntries,
  maxScoreFor,
  orderTeamsForDisplay,
  scoreLimitMessage,
  type Game,
  type ScoreCorrection,
  type ScoreDecisionsAnswer,
  type ScoreReviewReport,
} from '@csz/core';

/** What a report did when it came, in words (the queue shows words, never a code). */
const OUTCOME_WORDS: Record<ScoreReviewReport['outcome'], string> = {
  published: 'Published the score',
  agrees: 'Agrees with the published score',
  pending: 'Waiting for review',
  disputed: 'Disagrees: disputed',
};

/** A report's outcome in words. */
export function outcomeWords(outcome: ScoreReviewReport['outcome']): string {
  return OUTCOME_WORDS[outcome];
}

/** A reporter's accuracy as 'correct/total (percent%)'. */
export function accuracyText({ correct, total, percent }: ScoreReviewReport['accuracy']): string {
  return `${correct}/${total} (${percent}%)`;
}

/** Scores by game result id as 'Team 3, Other 1', in the game's order of teams. */
export function teamScoresText(
  game: Pick<Game, 'teams'>,
  scores: Readonly<Record<string, number | null | undefined>>,
): string {
  return orderTeamsForDisplay(game.teams)
    .map((team) => `${team.name} ${scores[String(team.id)] ?? '–'}`)
    .join(', ');
}

/** The game's published score in words, or null while it has none. */
export function publishedScoreText(game: Pick<Game, 'teams'>): string | null {
  if (game.teams.every((team) => team.score == null)) return null;
  return teamScoresText(game, Object.fromEntries(game.teams.map((t) => [t.id, t.score])));
}

/** The staff correction of a game from its form, or each team's error in words. */
export type CorrectionCheck =
  { ok: true; correction: ScoreCorrection } | { ok: false; errors: Record<number, string> };

/**
 * Checks a correction before it is sent: every team's final score, a whole number from 0 and
 * within the sport's limit (the server checks the same).
 */
export function checkCorrection(
  game: Pick<Game, 'teams' | 'sport'>,
  entries: Readonly<Record<number, string>>,
): CorrectionCheck {
  const teams = game.teams.map((t) => ({ id: t.id, canEdit: true }));
  const checked = checkScoreEntries(teams, entries);
  const errors: Record<number, string> = {};
  if (!checked.ok) {
    for (const id of checked.emptyTeamIds) errors[id] = VALIDATION.required;
    for (const id of checked.invalidTeamIds) errors[id] = VALIDATION.score;
    return { ok: false, errors };
  }
  const max = maxScoreFor(game.sport.name);
  for (const { gameResultId, score } of checked.scores) {
    if (score > max) errors[gameResultId] = scoreLimitMessage(game.sport.name);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const results = checked.scores.map((s) => ({ id: s.gameResultId, finalScore: s.score }));
  return { ok: true, correction: { results } };
}

const WHEN = new Intl.DateTimeFormat('en-US', {
  // The service's day and time are Eastern's (docs/architecture.md), whatever the reader's clock says.
  timeZone: 'America/New_York',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** When a report was sent, as 'Nov 20, 11:05 PM' Eastern. */
export function reportedWhen(created: string): string {
  return WHEN.format(new Date(created));
}

/**
 * What a bulk decision did, in one sentence for the status line: how many reports were approved
 * or rejected, then each one that was not, by its member's name, with the server's reason.
 */
export function bulkDecisionText(
  decision: 'approve' | 'reject',
  results: ScoreDecisionsAnswer['results'],
  nameOf: (reportId: number) => string,
): string {
  const done = results.filter((r) => r.ok).length;
  const verb = decision === 'approve' ? 'Approved' : 'Rejected';
  const head = `${verb} ${done} ${done === 1 ? 'report' : 'reports'}.`;
  const refused = results.filter((r) => !r.ok);
  if (refused.length === 0) return head;
  const why = refused.map((r) => `${nameOf(r.reportId)}'s report: ${r.message}`).join('; ');
  return `${head} Not decided: ${why}.`;
}
