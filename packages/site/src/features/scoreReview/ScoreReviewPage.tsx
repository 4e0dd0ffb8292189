import { useState, type FormEvent } from 'react';
import {
  NO_ANSWER_FAILURE,
  SCORE_REVIEW_MESSAGES,
  formatShortDate,
  scoreProvenanceText,
  type ApiResult,
  type Game,
  type GamePostView,
  type Permission,
  type ScoreCorrection,
  type ScoreReviewQueue,
  type ScoreReviewReport,
  matchup,
} from '@csz/core';
import { GAMES_KEY, gameKey } from '../../api/games';
import {
  SCORE_REVIEW_KEY,
  correctGameScores,
  decideScoreReport,
  decideScoreReports,
  scoreReviewQuery,
} from '../../api/scoreReview';
import { useQueryCache } from '../../api/useQuery';
import { useApi } from '../../state/api';
import { useCan } from '../../state/useCan';
import {
  accuracyText,
  bulkDecisionText,
  checkCorrection,
  outcomeWords,
  publishedScoreText,
  reportedWhen,
  teamScoresText,
} from './reviewText';
import { StaffQueuePage, useFocusAfterDecision } from '../../shared/StaffQueue';
import './scoreReview.css';

const TITLE = 'Score review';
const EMPTY_ID = 'score-review-empty';

type QueueItem = ScoreReviewQueue['items'][number];
type Decision = 'approve' | 'reject';

/** Each report's buttons, in their tab order. */
const DECISIONS = [
  { decision: 'approve', label: 'Approve', className: 'csz-button' },
  { decision: 'reject', label: 'Reject', className: 'csz-button csz-button--secondary' },
] as const;

const headingId = (gameId: number) => `score-review-game-${gameId}`;
const gameIdOf = (item: QueueItem) => item.game.id;
// Visitors first, as every card and the score inputs read (core's matchup).
const gameTitle = (game: Game) => matchup(game);

/**
 * /score-review: members' score reports for staff to approve, reject or correct (issue 16), one by
 * one or several at once, with each game's posts and photos, for
 * SiteAdmins only: anyone else goes to the home page, as from the builders. The server decides who
 * is one; the page only hides.
 */
export function ScoreReviewPage() {
  return (
    <StaffQueuePage
      title={TITLE}
      about="Members' score reports, disputed games first. Approving a report makes its score the game's, verified, and settles every report on the game."
      permission={{ action: 'reviewScores' }}
      query={scoreReviewQuery}
    >
      {(queue) => <ReviewQueue items={queue.items} />}
    </StaffQueuePage>
  );
}

/**
 * Whether the reader may decide a game of the queue: none of its reports is theirs (core's
 * reviewScoreReport), as deciding any report or correcting the game settles them all.
 */
function decidable(
  may: (permission: Permission) => boolean,
  item: Pick<QueueItem, 'reports'>,
): boolean {
  return item.reports.every((r) => may({ action: 'reviewScoreReport', memberId: r.memberId }));
}

/** An answer that never came, or whose schemas failed to load, as a failure to say. */
const noAnswer = (): ApiResult<Game> => ({ ok: false, failure: NO_ANSWER_FAILURE });

/**
 * The games with their reports, a status line that says what each decision did, and focus on the
 * next game once the queue has loaded again after a decision.
 */
function ReviewQueue({ items }: { items: readonly QueueItem[] }) {
  const api = useApi();
  const cache = useQueryCache();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  // The reports picked for a bulk decision, by id; those no longer listed count for nothing.
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const may = useCan();
  // A game with a report of the reader's own is for another member of staff to decide (core's
  // reviewScoreReport): its reports are not offered for a bulk decision.
  const listed = items.filter((item) => decidable(may, item)).flatMap((item) => item.reports);
  const selected = listed.filter((r) => picked.has(r.id));
  const allPicked = listed.length > 0 && selected.length === listed.length;
  const pick = (reportId: number, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(reportId);
    else next.delete(reportId);
    setPicked(next);
  };
  const decided = useFocusAfterDecision(items, gameIdOf, headingId, EMPTY_ID);

  const settle = (gameId: number, answer: ApiResult<Game>, done: (game: Game) => string) => {
    setBusy(false);
    setStatus(answer.ok ? done(answer.data) : answer.failure.message);
    // A refusal ('already decided') means the queue is out of date too: it loads again either way,
    // and focus moves on as after a decision; after a failure to reach us, it stays.
    if (answer.ok || answer.failure.status === 409) decided(gameId);
    cache.invalidate([SCORE_REVIEW_KEY]);
    cache.invalidate([GAMES_KEY]);
    cache.invalidate(gameKey(gameId));
  };

  const decide = (game: Game, report: ScoreReviewReport, decision: Decision) => {
    if (busy) return;
    setBusy(true);
    setStatus(decision === 'approve' ? 'Approving…' : 'Rejecting…');
    const who = `${report.memberName}'s report`;
    void decideScoreReport(api, report.id, decision)
      .catch(noAnswer)
      .then((answer) =>
        settle(game.id, answer, (now) =>
          decision === 'approve'
            ? `Approved ${who}: ${gameTitle(now)} is now ${publishedScoreText(now) ?? 'without a score'}, verified.`
            : `Rejected ${who} on ${gameTitle(now)}.`,
        ),
      );
  };

  const decideSelected = (decision: Decision) => {
    if (busy || selected.length === 0) return;
    setBusy(true);
    setStatus(decision === 'approve' ? 'Approving…' : 'Rejecting…');
    const names = new Map(selected.map((r) => [r.id, r.memberName]));
    const firstGame = items.find((i) => i.reports.some((r) => picked.has(r.id)))!.game.id;
    void decideScoreReports(api, { decision, reportIds: selected.map((r) => r.id) })
      .catch(() => ({ ok: false as const, failure: NO_ANSWER_FAILURE }))
      .then((answer) => {
        setBusy(false);
        setStatus(
          answer.ok
            ? bulkDecisionText(decision, answer.data.results, (id) => names.get(id) ?? 'A')
            : answer.failure.message,
        );
        if (!answer.ok) return;
        setPicked(new Set());
        // Focus goes on as after one decision: to the game after the first one decided.
        decided(firstGame);
        cache.invalidate([SCORE_REVIEW_KEY]);
        cache.invalidate([GAMES_KEY]);
        for (const r of answer.data.results)
          if (r.gameId != null) cache.invalidate(gameKey(r.gameId));
      });
  };

  const correct = (game: Game, correction: ScoreCorrection) => {
    if (busy) return;
    setBusy(true);
    setStatus('Correcting…');
    void correctGameScores(api, game.id, correction)
      .catch(noAnswer)
      .then((answer) =>
        settle(
          game.id,
          answer,
          (now) =>
            `Corrected ${gameTitle(now)}: ${publishedScoreText(now) ?? 'no score'}, verified.`,
        ),
      );
  };

  return (
    <>
      <p className="score-review__status" role="status" aria-live="polite">
        {status}
      </p>
      {items.length === 0 ? (
        <p id={EMPTY_ID} className="site-page__hint" tabIndex={-1}>
          No reports to review
        </p>
      ) : (
        <>
          <div className="score-review__bulk" role="group" aria-label="Decide several reports">
            <label className="score-review__check">
              <input
                type="checkbox"
                checked={allPicked}
                onChange={(event) =>
                  setPicked(new Set(event.currentTarget.checked ? listed.map((r) => r.id) : []))
                }
              />
              Select all pending
            </label>
            {DECISIONS.map(({ decision, label, className }) => (
              <button
                key={decision}
                type="button"
                className={className}
                aria-disabled={busy || selected.length === 0}
                onClick={() => decideSelected(decision)}
              >
                {label} selected ({selected.length})
              </button>
            ))}
          </div>
          <ol className="score-review__games">
            {items.map((item) => (
              <li key={item.game.id}>
                <GameReview
                  item={item}
                  busy={busy}
                  picked={picked}
                  onPick={pick}
                  onDecide={decide}
                  onCorrect={correct}
                />
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}

/** One game: its published score and where it comes from, its reports, and its correction. */
function GameReview({
  item: { game, reports, posts },
  busy,
  picked,
  onPick,
  onDecide,
  onCorrect,
}: {
  item: QueueItem;
  busy: boolean;
  picked: ReadonlySet<number>;
  onPick: (reportId: number, on: boolean) => void;
  onDecide: (game: Game, report: ScoreReviewReport, decision: Decision) => void;
  onCorrect: (game: Game, correction: ScoreCorrection) => void;
}) {
  const provenance = scoreProvenanceText(game);
  const published = publishedScoreText(game);
  const may = useCan();
  // A report of the reader's own on the game: approving any report or correcting the game would
  // settle it too, so another member of staff decides this game (core's reviewScoreReport).
  const ownOnGame = !decidable(may, { reports });
  return (
    <section className="csz-card site-card score-review__game" aria-labelledby={headingId(game.id)}>
      <h2 id={headingId(game.id)} className="site-card__title" tabIndex={-1}>
        {gameTitle(game)}
      </h2>
      <p className="score-review__meta">
        {game.sport.name} · <time dateTime={game.eventDate}>{formatShortDate(game.eventDate)}</time>
      </p>
      <p className="score-review__published">
        {published == null ? 'No score published' : `Published: ${published}`}
        {provenance == null ? null : (
          <>
            <span className="csz-visually-hidden">, </span>
            <span
              className={
                game.isScoreDisputed
                  ? 'score-review__badge score-review__badge--disputed'
                  : 'score-review__badge'
              }
            >
              {provenance}
            </span>
          </>
        )}
      </p>
      <h3 className="score-review__subtitle">
        {reports.length === 1 ? '1 report' : `${reports.length} reports`}
      </h3>
      <ul className="score-review__reports">
        {reports.map((report) => {
          const mayDecide = !ownOnGame;
          const who = (
            <>
              <strong>{report.memberName}</strong>
              {report.bySchool ? ' for the school' : null}
            </>
          );
          return (
            <li key={report.id} className="score-review__report">
              {mayDecide ? (
                <label className="score-review__who score-review__check">
                  <input
                    type="checkbox"
                    checked={picked.has(report.id)}
                    onChange={(event) => onPick(report.id, event.currentTarget.checked)}
                  />
                  <span>
                    {who}
                    <span className="csz-visually-hidden">: select this report</span>
                  </span>
                </label>
              ) : (
                <p className="score-review__who">{who}</p>
              )}
              <dl className="score-review__facts">
                <div>
                  <dt>Score</dt>
                  <dd>{teamScoresText(game, report.scores)}</dd>
                </div>
                <div>
                  <dt>Outcome</dt>
                  <dd>{outcomeWords(report.outcome)}</dd>
                </div>
                <div>
                  <dt>Accuracy</dt>
                  <dd>{accuracyText(report.accuracy)}</dd>
                </div>
                <div>
                  <dt>Sent</dt>
                  <dd>
                    <time dateTime={report.created}>{reportedWhen(report.created)}</time>
                  </dd>
                </div>
              </dl>
              {mayDecide ? (
                <div className="score-review__actions">
                  {DECISIONS.map(({ decision, label, className }) => (
                    <button
                      key={decision}
                      type="button"
                      className={className}
                      aria-disabled={busy}
                      onClick={() => onDecide(game, report, decision)}
                    >
                      {label}
                      <span className="csz-visually-hidden">
                        {' '}
                        {report.memberName}&apos;s report
                      </span>
                    </button>
                  ))}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {posts.length > 0 ? <GamePosts game={game} posts={posts} /> : null}
      {ownOnGame ? (
        <p className="score-review__own">{SCORE_REVIEW_MESSAGES.ownOnGame}</p>
      ) : (
        <CorrectForm game={game} busy={busy} onCorrect={onCorrect} />
      )}
    </section>
  );
}

/** A game's posts from the upload page: who, held or not, the message, and photo thumbnails. */
function GamePosts({ game, posts }: { game: Game; posts: readonly GamePostView[] }) {
  return (
    <>
      <h3 className="score-review__subtitle">
        {posts.length === 1 ? '1 post' : `${posts.length} posts`}
      </h3>
      <ul className="score-review__posts">
        {posts.map((post) => (
          <li key={post.id} className="score-review__post">
            <p className="score-review__who">
              <strong>{post.authorName}</strong>
              {post.held ? <span className="score-review__badge">Held for review</span> : null}{' '}
              <time dateTime={post.created}>{reportedWhen(post.created)}</time>
            </p>
            {post.message == null ? null : <p className="score-review__message">{post.message}</p>}
            {post.photos.length > 0 ? (
              <ul className="score-review__photos" aria-label={`Photos of ${gameTitle(game)}`}>
                {post.photos.map((photo) => (
                  <li key={photo.url}>
                    <a href={photo.url} target="_blank" rel="noopener noreferrer">
                      <img
                        src={photo.url}
                        alt={`${photo.name} (full size)`}
                        width={96}
                        height={96}
                        loading="lazy"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The staff correction of a game's final scores: one input per team, checked before it is sent. */
function CorrectForm({
  game,
  busy,
  onCorrect,
}: {
  game: Game;
  busy: boolean;
  onCorrect: (game: Game, correction: ScoreCorrection) => void;
}) {
  const [entries, setEntries] = useState<Record<number, string>>(() =>
    Object.fromEntries(game.teams.map((t) => [t.id, t.score == null ? '' : String(t.score)])),
  );
  const [errors, setErrors] = useState<Record<number, string>>({});
  const id = `score-review-correct-${game.id}`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkCorrection(game, entries);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = game.teams.find((t) => checked.errors[t.id] != null);
      if (first != null) document.getElementById(`${id}-${first.id}`)?.focus();
      return;
    }
    setErrors({});
    onCorrect(game, checked.correction);
  };
  return (
    <form
      className="score-review__correct"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={submit}
    >
      <h3 id={`${id}-title`} className="score-review__subtitle">
        Correct the score
      </h3>
      <div className="score-review__fields">
        {game.teams.map((team) => {
          const error = errors[team.id];
          const input = `${id}-${team.id}`;
          return (
            <div key={team.id} className="site-field">
              <label htmlFor={input}>{team.name}</label>
              <input
                id={input}
                className="csz-input"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={entries[team.id] ?? ''}
                aria-invalid={error != null}
                aria-describedby={error == null ? undefined : `${input}-error`}
                onChange={(event) => setEntries({ ...entries, [team.id]: event.target.value })}
              />
              {error == null ? null : (
                <p id={`${input}-error`} className="site-field__error">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <button type="submit" className="csz-button csz-button--secondary" aria-disabled={busy}>
        Correct<span className="csz-visually-hidden"> the score of {gameTitle(game)}</span>
      </button>
    </form>
  );
}
