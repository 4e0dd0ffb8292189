import { useState } from 'react';
import { webcalUrl } from '@csz/core/display';
import { CopyLinkField } from '../internal/CopyLinkField';
import { useSiteUrl } from '../internal/links';

/** Props of {@link CalendarLinks}. */
export interface CalendarLinksProps {
  /** The feed's path (core calendarFeedPath). */
  feedPath: string;
  /** What the feed holds, for the links' accessible names: 'Lincoln Football'. */
  label: string;
  /** The season's export files (core scheduleExportPath), for a team. */
  exportPaths?: { csv: string; json: string } | undefined;
  /** Copies text; the browser's clipboard by default (tests give their own). */
  copy?: ((text: string) => Promise<void>) | undefined;
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function clipboardCopy(text: string): Promise<void> {
  return navigator.clipboard.writeText(text);
}

/**
 * A schedule's ways out (issue 19): 'Subscribe' opens the feed in the reader's calendar app
 * (webcal://), 'Copy link' copies its address for apps that take a URL (Google Calendar's 'From
 * URL'), or shows it selected when the browser refuses the clipboard; for a team, the season's
 * schedule and results as CSV and JSON.
 */
export function CalendarLinks({
  feedPath,
  label,
  exportPaths,
  copy = clipboardCopy,
}: CalendarLinksProps) {
  const feedUrl = useSiteUrl(feedPath);
  const [copied, setCopied] = useState<'copied' | 'refused' | null>(null);
  const onCopy = () => {
    // Cleared first, so that a second copy is announced again.
    setCopied(null);
    copy(feedUrl).then(
      () => setCopied('copied'),
      () => setCopied('refused'),
    );
  };
  return (
    <div className="csz-calendar-links">
      <a className="csz-calendar-links__subscribe" href={webcalUrl(feedUrl)}>
        <CalendarIcon />
        Subscribe<span className="csz-visually-hidden"> to {label} in your calendar</span>
      </a>
      <button type="button" className="csz-calendar-links__copy" onClick={onCopy}>
        Copy link<span className="csz-visually-hidden"> to the {label} calendar</span>
      </button>
      {exportPaths == null ? null : (
        <>
          <a href={exportPaths.csv} download>
            CSV<span className="csz-visually-hidden"> of the {label} season</span>
          </a>
          <a href={exportPaths.json} download>
            JSON<span className="csz-visually-hidden"> of the {label} season</span>
          </a>
        </>
      )}
      <p className="csz-calendar-links__status" role="status">
        {copied === 'copied' ? 'Link copied' : ''}
      </p>
      {copied === 'refused' ? <CopyLinkField url={feedUrl} /> : null}
    </div>
  );
}
