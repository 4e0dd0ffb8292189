import { NETWORK_NAME } from '../constants';
import type { DateString, TimeString } from '../dates/dateStrings';
import { formatLongDate, formatStartTime } from '../dates/format';
import { zonedMoment } from '../dates/serviceDay';
import type { ScoreProvenance } from '../scores/scoreReports';
import { statusLabel } from './calendarVisibility';
import { hasAnyScore, scoreLabel } from './scoreLabel';
import { TEAMS_TO_COME, matchup, scoreSummary, type SummaryGame } from './scoreSummary';

/** What a shared link's card needs of a game (spec §3 "Game"). */
export interface ShareCardGame extends SummaryGame {
  sport: { name: string };
  eventDate: DateString;
  isEventDateTBD: boolean;
  startTime: TimeString | null;
  startTimeUnknown: boolean;
  isTBD: boolean;
  /** The venue's IANA time zone, which the start time is read in. */
  tz: string;
  scoreProvenance: ScoreProvenance | null;
  isScoreDisputed: boolean;
}

/** The words of a game's card where its link is shared (a message, a social feed). */
export interface GameShareCard {
  /** Who plays whom: 'B-CC at Whitman'. */
  matchup: string;
  /** 'Final', 'Scrimmage', 'Postponed' or 'Canceled'; null for a game still to be played. */
  result: string | null;
  /** The day, and for a game still to be played its start: 'Friday, November 20, 2026 · 7:00 PM EST'. */
  when: string;
  /** Where the score comes from, as a sentence; null when nothing is known of it. */
  provenance: string | null;
  /** All of it in one or two sentences, for the page's description. */
  description: string;
}

/**
 * Where a published score comes from, in the card's words (core's SCORE_PROVENANCES): only what
 * the data says happened, never more.
 */
export const SCORE_PROVENANCE_SENTENCES: Readonly<Record<ScoreProvenance, string>> = {
  school: 'Score reported by the school',
  confirmed: 'Score confirmed by two reporters',
  verified: `Score verified by ${NETWORK_NAME} staff`,
};

/** What a card says of reports that disagree, until staff decide. */
export const DISPUTED_SENTENCE = 'Reports disagree: under staff review';

/** A start time with its zone's short name where the game is played: '7:00 PM EST'. */
function startInZone(game: ShareCardGame): string {
  const time = formatStartTime(game);
  if (time === 'TBD') return 'Time TBD';
  try {
    const zone = new Intl.DateTimeFormat('en-US', { timeZone: game.tz, timeZoneName: 'short' })
      .formatToParts(zonedMoment(game.eventDate, game.startTime!, game.tz))
      .find((part) => part.type === 'timeZoneName')?.value;
    return zone == null ? time : `${time} ${zone}`;
  } catch {
    // A zone the runtime does not know: the venue's clock time alone, as schedules print it.
    return time;
  }
}

/** The sentence of a game's score provenance, and of a dispute. */
function provenanceSentence(game: ShareCardGame): string | null {
  const known =
    game.scoreProvenance == null ? null : SCORE_PROVENANCE_SENTENCES[game.scoreProvenance];
  if (!game.isScoreDisputed) return known;
  return known == null ? DISPUTED_SENTENCE : `${known}. ${DISPUTED_SENTENCE}`;
}

/**
 * A game's card for shared links (issue 18): the score and 'Final' once there is one, else the
 * day and start time in the venue's zone ('Time TBD' when unknown); postponed and canceled games
 * say so; the score's provenance as the data records it.
 */
export function gameShareCard(game: ShareCardGame): GameShareCard {
  const status = statusLabel(game);
  const label = scoreLabel(game);
  const result =
    status ?? (label === 'FINAL' ? 'Final' : label === 'SCRIMMAGE' ? 'Scrimmage' : null);
  const day = game.isEventDateTBD ? 'Date TBD' : formatLongDate(game.eventDate);
  const when = result != null || game.isEventDateTBD ? day : `${day} · ${startInZone(game)}`;
  const provenance = hasAnyScore(game) || game.isScoreDisputed ? provenanceSentence(game) : null;
  const summary = game.teams.length === 0 ? `${game.name || TEAMS_TO_COME}.` : scoreSummary(game);
  const description = [summary, `${game.sport.name}, ${when.replace(' · ', ', ')}.`, provenance]
    .filter((part): part is string => part != null)
    .map((part) => (part.endsWith('.') ? part : `${part}.`))
    .join(' ');
  return { matchup: matchup(game), result, when, provenance, description };
}
