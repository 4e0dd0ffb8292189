import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  MESSAGES,
  NO_ANSWER_FAILURE,
  NOT_PLAYED_STATUSES,
  formatLongDate,
  formatShortDate,
  formatTime,
  pageTitle,
  type ApiFailure,
  type Game,
  type MissingScoreGame,
  type MissingScoresReport,
  matchup,
  orderTeamsForDisplay,
} from '@csz/core';
import { LoadingScreen, NotAuthorized } from '@csz/widgets';
import { REPORTS_KEY, markGameNotPlayed, missingScoresQuery } from '../../api/reports';
import { useQuery, useQueryCache, type LoadHandle } from '../../api/useQuery';
import { routeId } from '../../shared/routeId';
import { useApi } from '../../state/api';
import { useSession } from '../../state/session';
import { useCan } from '../../state/useCan';
import { useRequireLogin } from '../../state/useRequireLogin';
import './reports.css';

/** Which page: staff and league directors (/ms-rp), or a school's athletic director (/ms-rp-ad). */
export type MissingScoresView = 'staff' | 'director';

const TITLES: Readonly<Record<MissingScoresView, string>> = {
  staff: 'Missing Scores Report',
  director: 'Missing Scores',
};

/**
 * A stored missing-scores report (issue 16; spec §2 /ms-rp/:reportId and /ms-rp-ad/:reportId),
 * opened from a reminder or a summary mail: the games of the night it was made for, each as it is
 * now, and what is still missing at the place now. The director's page leads with what is missing
 * now; the staff page with the night's list. Each game links to its score upload page and its game
 * page; those who may cancel a game mark one that was not played. A guest is asked to log in.
 */
export function MissingScoresPage({ view }: { view: MissingScoresView }) {
  const reportId = routeId(useParams().reportId);
  const session = useSession();
  const api = useApi();
  const token = session?.accessToken ?? null;
  const night = useQuery(
    reportId == null || token == null ? null : missingScoresQuery(api, reportId, 'night', token),
  );
  const now = useQuery(
    reportId == null || token == null ? null : missingScoresQuery(api, reportId, 'now', token),
  );
  const title = TITLES[view];
  const loaded = night.status === 'loaded' ? night.data : now.status === 'loaded' ? now.data : null;
  const sections = [
    <ReportSection
      key="night"
      reportId={reportId}
      heading={
        loaded == null ? 'Games of the night' : `Games of ${formatLongDate(loaded.report.night)}`
      }
      empty="No games were missing a score that night."
      load={night}
    />,
    <ReportSection
      key="now"
      reportId={reportId}
      heading="Still missing now"
      empty="Every game has its score. Thank you!"
      load={now}
    />,
  ];
  return (
    <>
      <title>{pageTitle({ page: title })}</title>
      <div className="site-page reports">
        <h1 className="site-page__title">
          {title}
          {loaded == null ? null : (
            <span className="reports__place">{loaded.report.placeName}</span>
          )}
        </h1>
        <ReportGate reportId={reportId} load={night}>
          <p className="site-page__about">
            Games of this season that have ended and have no final score. We aim to post every final
            by 11 pm: report a score with its link, or mark a game that was not played.
          </p>
          {view === 'director' ? sections.reverse() : sections}
        </ReportGate>
      </div>
    </>
  );
}

/**
 * What stands before a report: 'Not Authorized' with a Log in button for a guest (the page loads
 * once they have), the refusal or the failure of the first answer, or the report.
 */
export function ReportGate<T>({
  reportId,
  load,
  children,
}: {
  reportId: number | null;
  load: LoadHandle<T>;
  children: ReactNode;
}) {
  const session = useSession();
  const requireLogin = useRequireLogin();
  if (reportId == null) return <ReportFailure title="Not Found" />;
  if (session == null) return <NotAuthorized onLogIn={() => requireLogin(() => undefined)} />;
  if (load.status === 'failed') return <ReportFailure failure={load.failure} retry={load.reload} />;
  if (load.status !== 'loaded') return <LoadingScreen />;
  return children;
}

/** A refusal ('Not Authorized', 'Not Found') or a failed load with Retry. */
function ReportFailure({
  title,
  failure,
  retry,
}: {
  title?: string;
  failure?: ApiFailure;
  retry?: () => void;
}) {
  const refused = failure?.status === 403 || failure?.status === 401;
  const text =
    title ??
    (refused
      ? MESSAGES.notAuthorized
      : failure?.status === 404
        ? 'Not Found'
        : (failure?.message ?? MESSAGES.loadingError));
  return (
    <div className="csz-panel" role="alert">
      <p className="csz-panel__title">{text}</p>
      {retry != null && !refused && failure?.status !== 404 ? (
        <button type="button" className="csz-button" onClick={retry}>
          {MESSAGES.retry}
        </button>
      ) : null}
    </div>
  );
}

/** One reading of the report: a heading, a status line for the changes, and its games. */
function ReportSection({
  reportId,
  heading,
  empty,
  load,
}: {
  reportId: number | null;
  heading: string;
  empty: string;
  load: LoadHandle<MissingScoresReport>;
}) {
  const api = useApi();
  const cache = useQueryCache();
  const can = useCan();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const headingId = `reports-${heading.replace(/\W+/g, '-').toLowerCase()}`;

  const mark = (game: Game, notPlayed: (typeof NOT_PLAYED_STATUSES)[number]) => {
    if (busy || reportId == null) return;
    setBusy(true);
    setStatus('Saving…');
    void markGameNotPlayed(api, reportId, { gameId: game.id, status: notPlayed })
      .catch(() => ({ ok: false as const, failure: NO_ANSWER_FAILURE }))
      .then((answer) => {
        setBusy(false);
        setStatus(
          answer.ok ? `${gameTitle(game)} is marked ${notPlayed}.` : answer.failure.message,
        );
        cache.invalidate([REPORTS_KEY]);
      });
  };

  return (
    <section className="reports__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="reports__heading">
        {heading}
      </h2>
      <p className="reports__status" role="status" aria-live="polite">
        {status}
      </p>
      {load.status === 'failed' ? (
        <ReportFailure failure={load.failure} retry={load.reload} />
      ) : load.status !== 'loaded' ? (
        <LoadingScreen />
      ) : load.data.items.length === 0 ? (
        <p className="site-page__hint">{empty}</p>
      ) : (
        <ul className="reports__list">
          {load.data.items.map((item) => (
            <li key={item.game.id}>
              <MissingGame
                item={item}
                actions={
                  item.isMissing &&
                  can({
                    action: 'markGameNotPlayed',
                    game: {
                      gameType: item.game.gameType,
                      sportId: item.game.sport.id,
                      teams: item.game.teams,
                    },
                  })
                }
                busy={busy}
                onMark={mark}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

// Visitors first, as every card and the score inputs read (core's matchup).
const gameTitle = (game: Game) => matchup(game);

/** What a listed game's score is now, in words. */
function scoreWords({ game, isMissing }: MissingScoreGame): string {
  if (game.status !== 'Active') return game.status;
  if (isMissing) return 'Score missing';
  return `Final: ${orderTeamsForDisplay(game.teams)
    .map((t) => `${t.shortName || t.name} ${t.score}`)
    .join(', ')}`;
}

/** One game: teams, sport, day and time, its score now, its links and the not-played actions. */
function MissingGame({
  item,
  actions,
  busy,
  onMark,
}: {
  item: MissingScoreGame;
  actions: boolean;
  busy: boolean;
  onMark: (game: Game, status: (typeof NOT_PLAYED_STATUSES)[number]) => void;
}) {
  const { game } = item;
  return (
    <article className="csz-card site-card reports__game">
      <h3 className="reports__title">{gameTitle(game)}</h3>
      <p className="reports__meta">
        {game.sport.name} · <time dateTime={game.eventDate}>{formatShortDate(game.eventDate)}</time>
        {game.startTime == null || game.startTimeUnknown
          ? null
          : ` · ${formatTime(game.startTime)}`}
      </p>
      <p className={item.isMissing ? 'reports__score reports__score--missing' : 'reports__score'}>
        {scoreWords(item)}
      </p>
      <p className="reports__links">
        {item.isMissing ? (
          <Link className="csz-button" to={item.reportPath}>
            Report the score
          </Link>
        ) : null}
        <Link className="csz-button csz-button--secondary" to={`/scores/view/${game.id}`}>
          Game page
        </Link>
      </p>
      {actions ? (
        <p className="reports__actions">
          <span className="reports__actions-label">Not played?</span>
          {NOT_PLAYED_STATUSES.map((status) => (
            <button
              key={status}
              type="button"
              className="csz-button csz-button--secondary"
              disabled={busy}
              onClick={() => onMark(game, status)}
            >
              {`Mark ${status}`}
              <span className="csz-visually-hidden">{`: ${gameTitle(game)}`}</span>
            </button>
          ))}
        </p>
      ) : null}
    </article>
  );
}
