import { GAME_TYPE_LABELS, SCORE_MESSAGES, formatLongDate, statusLabel } from '@csz/core';
import { entryId, gameTimeText, groupByDay, type CalendarGame } from './calendarGames';

/**
 * List View (spec §2): the calendar's games as a list of days, for phones and screen readers, with
 * no calendar code. Upcoming days first; the past ones of the window on request.
 */
export function ListView({
  games,
  today,
  withPast,
  onWithPast,
  onOpen,
}: {
  games: readonly CalendarGame[];
  today: string;
  /** Whether the window's past days show too. */
  withPast: boolean;
  onWithPast: (withPast: boolean) => void;
  onOpen: (entryId: string) => void;
}) {
  const upcoming = games.filter((game) => game.eventDate >= today);
  const past = games.length - upcoming.length;
  const days = groupByDay(withPast ? games : upcoming);
  return (
    <div className="schedule-list">
      {past > 0 ? (
        <button
          type="button"
          className="csz-button csz-button--secondary"
          aria-pressed={withPast}
          onClick={() => onWithPast(!withPast)}
        >
          Show past games ({past})
        </button>
      ) : null}
      {days.length === 0 ? <p>{SCORE_MESSAGES.noGamesFound}</p> : null}
      {days.map((day) => (
        <section key={day.date} className="schedule-list__day">
          <h3 className="schedule-list__date">{formatLongDate(day.date)}</h3>
          <ul className="schedule-list__games">
            {day.games.map((game) => {
              const status = statusLabel(game);
              return (
                <li key={entryId(game)}>
                  <button
                    type="button"
                    className="schedule-list__game"
                    data-entry={entryId(game)}
                    onClick={() => onOpen(entryId(game))}
                  >
                    <span className="schedule-list__time">{gameTimeText(game)}</span>
                    <span className="schedule-list__name">{game.name}</span>
                    <span className="schedule-list__meta">
                      {[
                        game.gameType == null ? null : GAME_TYPE_LABELS[game.gameType],
                        game.sport.name,
                        game.location,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                    {status == null ? null : (
                      <span className="schedule-list__status">{status}</span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
