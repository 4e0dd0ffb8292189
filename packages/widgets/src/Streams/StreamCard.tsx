import {
  formatShortDate,
  relativeDayLabel,
  TEAMS_TO_COME,
  watchUrl,
  type DateString,
  type Stream,
} from '@csz/core/display';
import { ExternalLink } from '../internal/links';

/** Props of {@link StreamCard}. */
export interface StreamCardProps {
  /** The stream. */
  stream: Stream;
  /** Today, where the reader is. */
  today: DateString;
}

/**
 * A game's live stream (spec §3 "Stream"): who plays, when, and a 'Watch' link. A link to a host
 * that is not a known streaming service is not shown (docs/research.md: scam "free stream" pages).
 */
export function StreamCard({ stream, today }: StreamCardProps) {
  const teams = stream.results.map((result) => result.school.name).join(' vs ') || TEAMS_TO_COME;
  const day = relativeDayLabel(stream.eventDate, today);
  const when = day === 'Today' || day === 'Yesterday' ? day : formatShortDate(stream.eventDate);
  const link = watchUrl(stream);
  return (
    <article className="csz-stream-card csz-card">
      <div className="csz-stream-card__when">
        <span className="csz-stream-card__live" aria-hidden="true" />
        {when}
      </div>
      <h3 className="csz-stream-card__teams">{teams}</h3>
      {link ? (
        <ExternalLink href={link} className="csz-button csz-stream-card__watch">
          Watch
        </ExternalLink>
      ) : (
        <p className="csz-stream-card__unverified">No verified stream link</p>
      )}
    </article>
  );
}
