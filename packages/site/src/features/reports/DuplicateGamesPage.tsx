import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  NO_ANSWER_FAILURE,
  formatLongDate,
  formatShortDate,
  formatTime,
  pageTitle,
  type DuplicateCandidate,
  type ResolveDuplicate,
} from '@csz/core';
import { REPORTS_KEY, duplicateGamesQuery, resolveDuplicate } from '../../api/reports';
import { useQuery, useQueryCache } from '../../api/useQuery';
import { routeId } from '../../shared/routeId';
import { useApi } from '../../state/api';
import { useSession } from '../../state/session';
import { useCan } from '../../state/useCan';
import { ReportGate } from './MissingScoresPage';
import './reports.css';

const TITLE = 'Possible Duplicate Games';

const teamsOf = (game: DuplicateCandidate) => game.teams.map((t) => t.schoolName).join(' vs ');

/**
 * A league's possible duplicate games (issue 16; spec §2 /mc-rp-ad/:reportId, §3 "Duplicate-game
 * report"): games of the same sport, day and schools, in groups, each with its day, start time,
 * sport, schools, when and by whom it was made, and what hangs on it. Staff keep one of a group
 * (the others are merged into it: scores, likes, reports and history move) or delete one.
 */
export function DuplicateGamesPage() {
  const reportId = routeId(useParams().reportId);
  const session = useSession();
  const api = useApi();
  const cache = useQueryCache();
  const staff = useCan()({ action: 'resolveDuplicates' });
  const report = useQuery(
    reportId == null || session == null
      ? null
      : duplicateGamesQuery(api, reportId, session.accessToken),
  );
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const resolve = async (changes: ResolveDuplicate[], done: string) => {
    if (busy || reportId == null) return;
    setBusy(true);
    setStatus('Saving…');
    let failure: string | null = null;
    for (const change of changes) {
      const answer = await resolveDuplicate(api, reportId, change).catch(() => ({
        ok: false as const,
        failure: NO_ANSWER_FAILURE,
      }));
      if (!answer.ok) {
        failure = answer.failure.message;
        break;
      }
    }
    setBusy(false);
    setStatus(failure ?? done);
    cache.invalidate([REPORTS_KEY]);
  };

  return (
    <>
      <title>{pageTitle({ page: TITLE })}</title>
      <div className="site-page reports">
        <h1 className="site-page__title">
          {TITLE}
          {report.status === 'loaded' ? (
            <span className="reports__place">{report.data.report.placeName}</span>
          ) : null}
        </h1>
        <ReportGate reportId={reportId} load={report}>
          {report.status === 'loaded' ? (
            <>
              <p className="site-page__about">
                Games of the same sport, on the same day, between the same schools, found around{' '}
                {formatLongDate(report.data.report.night)}. Often each school entered the game.
              </p>
              <p className="reports__status" role="status" aria-live="polite">
                {status}
              </p>
              {report.data.groups.length === 0 ? (
                <p className="site-page__hint">No possible duplicates are left.</p>
              ) : (
                <ul className="reports__list">
                  {report.data.groups.map(({ games }) => (
                    <li key={games[0]!.id}>
                      <section
                        className="csz-card site-card reports__game"
                        aria-label={`${games[0]!.sportName}, ${teamsOf(games[0]!)}`}
                      >
                        <h2 className="reports__title">
                          {games[0]!.sportName}: {teamsOf(games[0]!)}
                        </h2>
                        <ol className="reports__candidates">
                          {games.map((game) => (
                            <li key={game.id} className="reports__candidate">
                              <Candidate game={game} />
                              {staff ? (
                                <p className="reports__actions">
                                  <button
                                    type="button"
                                    className="csz-button"
                                    disabled={busy}
                                    onClick={() =>
                                      void resolve(
                                        games
                                          .filter((g) => g.id !== game.id)
                                          .map((g) => ({
                                            action: 'merge',
                                            keepId: game.id,
                                            removeId: g.id,
                                          })),
                                        `Kept game ${game.id}; the others were merged into it.`,
                                      )
                                    }
                                  >
                                    Keep this one
                                    <span className="csz-visually-hidden">{` (game ${game.id})`}</span>
                                  </button>
                                  <button
                                    type="button"
                                    className="csz-button csz-button--secondary"
                                    disabled={busy}
                                    onClick={() =>
                                      void resolve(
                                        [{ action: 'delete', gameId: game.id }],
                                        `Deleted game ${game.id}.`,
                                      )
                                    }
                                  >
                                    Delete
                                    <span className="csz-visually-hidden">{` game ${game.id}`}</span>
                                  </button>
                                </p>
                              ) : null}
                            </li>
                          ))}
                        </ol>
                      </section>
                    </li>
                  ))}
                </ul>
              )}
            </>
          ) : null}
        </ReportGate>
      </div>
    </>
  );
}

/** One game of a group, as spec §3's duplicate-game report names its fields. */
function Candidate({ game }: { game: DuplicateCandidate }) {
  return (
    <dl className="reports__facts">
      <dt>Game</dt>
      <dd>
        <Link to={`/scores/view/${game.id}`}>#{game.id}</Link>
      </dd>
      <dt>Date</dt>
      <dd>
        <time dateTime={game.eventDate}>{formatShortDate(game.eventDate)}</time>
        {game.startTime == null ? null : `, ${formatTime(game.startTime)}`}
      </dd>
      <dt>Teams</dt>
      <dd>{teamsOf(game)}</dd>
      <dt>Created</dt>
      <dd>
        <time dateTime={game.created}>{formatShortDate(game.created.slice(0, 10))}</time> by{' '}
        {game.createdBy}
      </dd>
      <dt>Score</dt>
      <dd>{game.hasScore ? 'Final score in' : 'No score'}</dd>
      <dt>Likes and reports</dt>
      <dd>
        {game.votesCount} likes, {game.reportsCount} score reports
      </dd>
    </dl>
  );
}
