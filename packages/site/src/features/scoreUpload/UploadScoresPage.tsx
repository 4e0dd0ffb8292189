import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  GAME_MESSAGES,
  MESSAGES,
  NO_ANSWER_FAILURE,
  PATHS,
  UPLOAD_MESSAGES,
  firstUploadStep,
  formatShortDate,
  type ApiResult,
  type Game,
  type ScoreReportAnswer,
  type UploadScores,
  type UploadStep,
  matchup,
  orderTeamsForDisplay,
} from '@csz/core';
import { ImagePicker, LoadingScreen, ScoreForm, type ScoreSubmission } from '@csz/widgets';
import { GAMES_KEY, gameKey } from '../../api/games';
import {
  UPLOAD_SCORES_KEY,
  postAboutGame,
  sendUploadedScores,
  uploadImage,
  uploadScoresQuery,
} from '../../api/scoreUpload';
import { useQuery, useQueryCache } from '../../api/useQuery';
import { GameMissing } from '../../shared/GameMissing';
import { routeId } from '../../shared/routeId';
import { usePageTitle } from '../../shared/usePageTitle';
import { useApi } from '../../state/api';
import { useSession } from '../../state/session';
import { useRequireLogin } from '../../state/useRequireLogin';
import './scoreUpload.css';

// Visitors first, as every card and the score inputs read (core's matchup).
const gameTitle = (game: Game) => matchup(game);

/** An answer that never came, or whose schemas failed to load, as a failure to say. */
const noAnswer = <T,>(): ApiResult<T> => ({ ok: false, failure: NO_ANSWER_FAILURE });

/**
 * /uploadScores/:id (spec §2, §4 "Score upload page"), in the bare layout: what a coach opens from
 * a reminder's link (`?token=`, which reports without logging in, as the link's member) and anyone
 * may open to add photos. Three steps: 'edit' (the score, where the server marks canEdit; a reader
 * without a link is asked to log in), 'already posted' with 'Add more info' (a message and photos),
 * and the thanks. A missing game says 'Game is not found'.
 */
export function UploadScoresPage() {
  const id = routeId(useParams().id);
  const [search] = useSearchParams();
  const token = search.get('token') || null;
  const session = useSession();
  const api = useApi();
  const load = useQuery(
    id == null ? null : uploadScoresQuery(api, id, token, session?.accessToken ?? null),
  );
  // While it loads again after a log-in, the page keeps the steps it showed.
  const [shown, setShown] = useState<UploadScores | null>(null);
  const loaded = load.status === 'loaded' ? load.data : null;
  if (loaded != null && loaded !== shown) setShown(loaded);
  const data = loaded ?? (load.status === 'loading' && shown?.game.id === id ? shown : null);
  usePageTitle('Upload scores', data?.game.name);

  if (id == null) return <GameMissing />;
  if (load.status === 'failed') {
    if (load.failure.status === 404) return <GameMissing />;
    if (token != null && (load.failure.status === 401 || load.failure.status === 403)) {
      return <LinkRefused gameId={id} message={load.failure.message} />;
    }
    return (
      <div className="csz-panel" role="alert">
        <h1 className="csz-panel__title">{GAME_MESSAGES.failedToLoadGame}</h1>
        <p>{load.failure.message}</p>
        <button type="button" className="csz-button" onClick={load.reload}>
          {MESSAGES.retry}
        </button>
      </div>
    );
  }
  if (data == null) return <LoadingScreen />;
  return <UploadSteps key={data.game.id} data={data} token={token} />;
}

/** A link that expired or is for another game: why, and the way on (log in, then report). */
function LinkRefused({ gameId, message }: { gameId: number; message: string }) {
  const requireLogin = useRequireLogin();
  const navigate = useNavigate();
  return (
    <div className="csz-panel upload-page" role="alert">
      <h1 className="csz-panel__title">{message}</h1>
      <button
        type="button"
        className="csz-button"
        onClick={() => requireLogin(() => navigate(`/uploadScores/${gameId}`, { replace: true }))}
      >
        {UPLOAD_MESSAGES.logInToReport}
      </button>
    </div>
  );
}

/** The three steps; the heading of each new step takes the focus, so it is read out. */
function UploadSteps({ data, token }: { data: UploadScores; token: string | null }) {
  const { game, reader } = data;
  const [step, setStep] = useState<UploadStep>(() => firstUploadStep(game, reader));
  const [reported, setReported] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // Not on the first step: the page opens at its top, as any page does.
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  return (
    <div className="upload-page">
      <GameSummary game={game} />
      {step === 'edit' ? (
        <EditStep
          data={data}
          token={token}
          headingRef={heading}
          onReported={(message) => {
            setReported(message);
            setStep('posted');
          }}
          onSkip={() => setStep('posted')}
        />
      ) : step === 'posted' ? (
        <PostedStep
          game={game}
          token={token}
          reported={reported}
          headingRef={heading}
          onSent={() => setStep('thanks')}
        />
      ) : (
        <section className="upload-page__step" aria-labelledby="upload-thanks">
          <h1 id="upload-thanks" ref={heading} tabIndex={-1} className="upload-page__title">
            {UPLOAD_MESSAGES.thanks}
          </h1>
          <Link to={PATHS.home} className="csz-button csz-button--secondary">
            {UPLOAD_MESSAGES.goHome}
          </Link>
        </section>
      )}
    </div>
  );
}

/** The game in one line: its teams, sport and date. */
function GameSummary({ game }: { game: Game }) {
  return (
    <p className="upload-page__game">
      <strong>{gameTitle(game)}</strong>
      <span>
        {game.sport.name} · <time dateTime={game.eventDate}>{formatShortDate(game.eventDate)}</time>
      </span>
    </p>
  );
}

type HeadingRef = RefObject<HTMLHeadingElement | null>;

/** Step 1, 'edit': the score form with 'POST', or for a guest without a link, 'Log in'. */
function EditStep({
  data: { game, reader },
  token,
  headingRef,
  onReported,
  onSkip,
}: {
  data: UploadScores;
  token: string | null;
  headingRef: HeadingRef;
  onReported: (message: string) => void;
  onSkip: () => void;
}) {
  const api = useApi();
  const cache = useQueryCache();
  const requireLogin = useRequireLogin();
  const [submission, setSubmission] = useState<ScoreSubmission>({ status: 'idle' });
  const send = (scores: { gameResultId: number; score: number }[]) => {
    setSubmission({ status: 'submitting' });
    const teams = scores.map((s) => ({ id: s.gameResultId, finalScore: s.score }));
    void sendUploadedScores(api, game.id, token, { teams })
      .catch(noAnswer<ScoreReportAnswer>)
      .then((answer) => {
        if (!answer.ok) {
          setSubmission({ status: 'error', message: answer.failure.message });
          return;
        }
        cache.invalidate([UPLOAD_SCORES_KEY]);
        cache.invalidate(gameKey(game.id));
        cache.invalidate([GAMES_KEY]);
        onReported(answer.data.message);
      });
  };
  return (
    <section className="upload-page__step" aria-labelledby="upload-edit">
      <h1 id="upload-edit" ref={headingRef} tabIndex={-1} className="upload-page__title">
        {UPLOAD_MESSAGES.reportTitle}
      </h1>
      {reader == null ? (
        <>
          <button
            type="button"
            className="csz-button"
            onClick={() => requireLogin(() => undefined)}
          >
            {UPLOAD_MESSAGES.logInToReport}
          </button>
          <button type="button" className="csz-button csz-button--secondary" onClick={onSkip}>
            {UPLOAD_MESSAGES.addMoreInfo}
          </button>
        </>
      ) : (
        <ScoreForm
          game={game}
          submission={submission}
          onSubmit={send}
          submitLabel={UPLOAD_MESSAGES.post}
        />
      )}
    </section>
  );
}

/** The game's published score in words, or null while it has none. */
function scoreText(game: Game): string | null {
  if (game.teams.every((t) => t.score == null)) return null;
  return orderTeamsForDisplay(game.teams)
    .map((t) => `${t.name} ${t.score ?? '–'}`)
    .join(', ');
}

/**
 * Step 2, 'already posted': the score as it stands (or what the report did), and 'Add more info':
 * a message and photos, each photo uploaded (checked there), then the post with their addresses.
 */
function PostedStep({
  game,
  token,
  reported,
  headingRef,
  onSent,
}: {
  game: Game;
  token: string | null;
  reported: string | null;
  headingRef: HeadingRef;
  onSent: () => void;
}) {
  const api = useApi();
  const [message, setMessage] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const score = scoreText(game);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (message.trim() === '' && images.length === 0) {
      setProblem(UPLOAD_MESSAGES.addSomething);
      document.getElementById('upload-message')?.focus();
      return;
    }
    setProblem(null);
    setFailure(null);
    setSending(true);
    const sources: { url: string; name: string }[] = [];
    for (const file of images) {
      const uploaded = await uploadImage(api, file).catch(noAnswer<{ url: string }>);
      if (!uploaded.ok) {
        setSending(false);
        setFailure(`${file.name}: ${uploaded.failure.message}`);
        return;
      }
      sources.push({ url: uploaded.data.url, name: file.name });
    }
    const sent = await postAboutGame(api, token, {
      gameId: game.id,
      ...(message.trim() === '' ? {} : { message: message.trim() }),
      sources,
    }).catch(noAnswer<unknown>);
    setSending(false);
    if (sent.ok) onSent();
    else setFailure(sent.failure.message || MESSAGES.unknownError);
  };

  return (
    <section className="upload-page__step" aria-labelledby="upload-posted">
      <h1 id="upload-posted" ref={headingRef} tabIndex={-1} className="upload-page__title">
        {reported ?? UPLOAD_MESSAGES.alreadyPosted}
      </h1>
      {score == null ? null : <p className="upload-page__score">{score}</p>}
      <form className="upload-page__form" onSubmit={(e) => void submit(e)} noValidate>
        <h2 className="upload-page__subtitle">{UPLOAD_MESSAGES.addMoreInfo}</h2>
        <div className="site-field">
          <label htmlFor="upload-message">{UPLOAD_MESSAGES.messageLabel}</label>
          <textarea
            id="upload-message"
            className="csz-input"
            rows={3}
            value={message}
            disabled={sending}
            aria-invalid={problem != null}
            aria-describedby={problem == null ? undefined : 'upload-message-problem'}
            onChange={(e) => setMessage(e.currentTarget.value)}
          />
          {problem == null ? null : (
            <p id="upload-message-problem" className="site-field__error">
              {problem}
            </p>
          )}
        </div>
        <ImagePicker
          label={UPLOAD_MESSAGES.photosLabel}
          images={images}
          onChange={setImages}
          disabled={sending}
        />
        {failure == null ? null : (
          <p role="alert" className="site-alert">
            {failure}
          </p>
        )}
        <button type="submit" className="csz-button" aria-disabled={sending}>
          {sending ? 'Sending...' : UPLOAD_MESSAGES.submit}
        </button>
      </form>
    </section>
  );
}
