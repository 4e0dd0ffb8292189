import { useCallback, useState } from 'react';
import {
  NO_ANSWER_FAILURE,
  type ApiResult,
  type MemberScores,
  type ScoreReportAnswer,
} from '@csz/core';
import type { ScoreSubmission } from '@csz/widgets';
import { GAMES_KEY, gameKey, reportScore } from '../../api/games';
import { useQueryCache } from '../../api/useQuery';
import { useApi } from '../../state/api';
import { useRequireLogin } from '../../state/useRequireLogin';

const IDLE: ScoreSubmission = { status: 'idle' };

/**
 * A reader's report of a game's final score from its page (spec §4 "Score form", §5 "Score
 * submit", §7 memberScores): a guest is asked to log in and the report goes through once they
 * have, with the scores they typed (spec §4 "Guest actions"). The submission is 'submitting' while
 * it is sent and 'success' once the server took it; a refusal carries the server's words, and the
 * form can be sent again. Once taken, the game and every list of games load again, so that a score
 * it published shows on the page and the scoreboards.
 */
export function useScoreReport(gameId: number | null) {
  const api = useApi();
  const cache = useQueryCache();
  const requireLogin = useRequireLogin();
  // Held with its game: the page of another game starts with a fresh form.
  const [held, setHeld] = useState<{ gameId: number; submission: ScoreSubmission } | null>(null);
  const submission = held != null && held.gameId === gameId ? held.submission : IDLE;

  const onSubmitScores = useCallback(
    (scores: MemberScores['scores']) => {
      if (gameId == null) return;
      requireLogin(() => {
        setHeld({ gameId, submission: { status: 'submitting' } });
        void reportScore(api, { gameId, scores })
          // The answer's schemas load as a chunk of their own, which can fail too.
          .catch((): ApiResult<ScoreReportAnswer> => ({ ok: false, failure: NO_ANSWER_FAILURE }))
          .then((answer) => {
            if (answer.ok) {
              cache.invalidate(gameKey(gameId));
              cache.invalidate([GAMES_KEY]);
            }
            setHeld({
              gameId,
              submission: answer.ok
                ? { status: 'success' }
                : { status: 'error', message: answer.failure.message },
            });
          });
      });
    },
    [api, cache, gameId, requireLogin],
  );
  return { submission, onSubmitScores };
}
