import { useEffect, useId, useRef, useState } from 'react';
import {
  GAME_TYPE_LABELS,
  isCustomEvent,
  type CalendarAction,
  formatLongDate,
  orderTeamsForDisplay,
  statusLabel,
  type Game,
} from '@csz/core';
import { LoadingScreen, SafeHtml } from '@csz/widgets';
import { calendarGameQuery } from '../../../api/teamCalendar';
import { useQuery } from '../../../api/useQuery';
import { useApi } from '../../../state/api';
import { gameTimeText, type CalendarGame } from './calendarGames';

/** The actions' buttons, in the spec's order. */
const ACTION_LABELS: Record<CalendarAction, string> = {
  postpone: 'Postpone',
  cancel: 'Cancel',
  duplicate: 'Duplicate',
  edit: 'Edit',
  delete: 'Delete',
};

/** The actions asked to be confirmed first: they take the game off the calendar. */
const CONFIRMED: readonly CalendarAction[] = ['cancel', 'delete'];

/** 'Are you sure that you want to delete this game?', as spec §8 asks of a post's removal. */
const confirmation = (action: CalendarAction, game: Game) =>
  `Are you sure that you want to ${action} this ${isCustomEvent(game.gameType) ? 'event' : 'game'}?`;

/**
 * The selected game's detail form (spec §2): the game as GET calendar/{id} gives it, and the
 * actions the calendar list says the member may take on it. A game that fails to load, or is not
 * there, closes it with 'Failed to load game' (spec §8).
 */
export function GameDetail({
  item,
  memberKey,
  showCoaches,
  busy,
  onAction,
  onFailed,
}: {
  /** The game as the calendar listed it, with the member's actions. */
  item: CalendarGame;
  memberKey: string;
  /** Whether the member may see coaches' contact details (core viewCoachContact). */
  showCoaches: boolean;
  /** True while an action is being sent. */
  busy: boolean;
  onAction: (action: CalendarAction, game: Game) => void;
  onFailed: () => void;
}) {
  const api = useApi();
  const load = useQuery(calendarGameQuery(api, item.kind, memberKey, item.id));
  const [confirming, setConfirming] = useState<CalendarAction | null>(null);
  const questionId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  // The action last asked about: 'No, keep it' gives the focus back to its button.
  const asked = useRef<CalendarAction | null>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const failed = load.status === 'failed';
  useEffect(() => {
    if (failed) onFailed();
  }, [failed, onFailed]);
  // The question takes the place of the buttons: the focus goes to its answer.
  useEffect(() => {
    if (confirming != null) confirmRef.current?.focus();
    else if (asked.current != null) {
      actionsRef.current?.querySelector<HTMLElement>(`[data-action="${asked.current}"]`)?.focus();
      asked.current = null;
    }
  }, [confirming]);

  if (load.status !== 'loaded') return <LoadingScreen />;
  const game = load.data;
  const status = statusLabel(game);
  const question = confirming == null ? null : confirmation(confirming, game);
  return (
    <div className="schedule-detail">
      <dl className="schedule-detail__facts">
        {status == null ? null : (
          <>
            <dt>Status</dt>
            <dd className="schedule-detail__status">{status}</dd>
          </>
        )}
        <dt>Type</dt>
        <dd>{game.gameType == null ? GAME_TYPE_LABELS.Event : GAME_TYPE_LABELS[game.gameType]}</dd>
        <dt>Sport</dt>
        <dd>{game.sport.name}</dd>
        <dt>Date</dt>
        <dd>{game.isEventDateTBD ? 'TBD' : formatLongDate(game.eventDate)}</dd>
        <dt>Time</dt>
        <dd>{gameTimeText(game)}</dd>
        {game.location ? (
          <>
            <dt>Location</dt>
            <dd>{game.location}</dd>
          </>
        ) : null}
        {game.teams.length > 0 ? (
          <>
            <dt>Teams</dt>
            <dd>
              <ul className="schedule-detail__teams">
                {orderTeamsForDisplay(game.teams).map((team) => (
                  <li key={team.id}>
                    {team.name}
                    {team.isHome && !game.noHomeTeam ? ' (home)' : null}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {game.youtubeLink || game.nfhsLink ? (
          <>
            <dt>Watch</dt>
            <dd className="schedule-detail__links">
              {game.youtubeLink ? <a href={game.youtubeLink}>YouTube</a> : null}
              {game.nfhsLink ? <a href={game.nfhsLink}>NFHS Network</a> : null}
            </dd>
          </>
        ) : null}
        {showCoaches && game.coaches != null && game.coaches.length > 0 ? (
          <>
            <dt>Coaches</dt>
            <dd>
              <ul className="schedule-detail__teams">
                {game.coaches.map((coach) => (
                  <li key={`${coach.firstName} ${coach.lastName} ${coach.email ?? ''}`}>
                    {coach.firstName} {coach.lastName}
                    {coach.cellPhone ? (
                      <>
                        {', '}
                        <a href={`tel:${coach.cellPhone}`}>{coach.cellPhone}</a>
                      </>
                    ) : null}
                    {coach.email ? (
                      <>
                        {', '}
                        <a href={`mailto:${coach.email}`}>{coach.email}</a>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
      {game.notes ? <SafeHtml className="schedule-detail__notes" html={game.notes} /> : null}
      {question == null ? (
        <div ref={actionsRef} className="auth-actions">
          {item.actions.map((action) => (
            <button
              key={action}
              type="button"
              data-action={action}
              className={
                action === 'delete' || action === 'cancel'
                  ? 'csz-button csz-button--secondary'
                  : 'csz-button'
              }
              aria-disabled={busy || undefined}
              onClick={() => {
                if (busy) return;
                if (CONFIRMED.includes(action)) setConfirming(action);
                else onAction(action, game);
              }}
            >
              {ACTION_LABELS[action]}
            </button>
          ))}
        </div>
      ) : (
        <div className="schedule-confirm" role="group" aria-labelledby={questionId}>
          <p id={questionId} className="schedule-confirm__question">
            {question}
          </p>
          <div className="auth-actions">
            <button
              ref={confirmRef}
              type="button"
              className="csz-button"
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy && confirming != null) onAction(confirming, game);
              }}
            >
              {confirming === 'delete' ? 'Yes, delete it' : 'Yes, cancel it'}
            </button>
            <button
              type="button"
              className="csz-button csz-button--secondary"
              onClick={() => {
                asked.current = confirming;
                setConfirming(null);
              }}
            >
              No, keep it
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
