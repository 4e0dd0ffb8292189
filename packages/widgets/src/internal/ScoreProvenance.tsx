import { hasAnyScore, scoreProvenanceText, type Game } from '@csz/core/display';

/** What the badge needs of a game: its scores, their provenance and whether they are disputed. */
export type ProvenanceGame = Pick<Game, 'teams' | 'scoreProvenance' | 'isScoreDisputed'>;

/** The words of a game's provenance badge, or null when it has none to show. */
export function provenanceText(game: ProvenanceGame): string | null {
  return hasAnyScore(game) || game.isScoreDisputed ? scoreProvenanceText(game) : null;
}

/**
 * Where a game's published score comes from, in words, never colour alone (issue 16): 'Verified'
 * (drawn quietly), 'Reported by the school', 'Confirmed by two reporters', and 'Disputed' drawn
 * apart. Nothing for a game without a score, unless its reports disagree. Each widget places it
 * with its own rules (`.csz-game-card > .csz-provenance`).
 */
export function ScoreProvenance({ game }: { game: ProvenanceGame }) {
  const text = provenanceText(game);
  return text == null ? null : (
    <span
      className={`csz-provenance csz-provenance--${game.isScoreDisputed ? 'disputed' : game.scoreProvenance}`}
    >
      {text}
    </span>
  );
}
