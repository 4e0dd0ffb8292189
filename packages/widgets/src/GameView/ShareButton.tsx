import { CopyLinkField } from '../internal/CopyLinkField';

/**
 * How the last 'Share' ended: shared through the device's share sheet, the link copied, or the
 * link shown to copy by hand when the browser refused the clipboard. `spiritPoints` are those the
 * share earned a member (spec §4 type 8 'Shared a game'), once the server has answered.
 */
export type ShareOutcome =
  { kind: 'shared' | 'copied'; spiritPoints?: number } | { kind: 'manual'; url: string };

/** Props of {@link ShareButton}. */
export interface ShareButtonProps {
  /** The reader pressed 'Share'; the page shares or copies the link. */
  onShare: () => void;
  /** How the last share ended, or null before one. @default null */
  outcome?: ShareOutcome | null;
}

function ShareIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** What the status line says of an outcome: 'Link copied', '+5 Spirit Points'. */
function statusText(outcome: ShareOutcome | null): string {
  if (outcome == null || outcome.kind === 'manual') return '';
  const points = outcome.spiritPoints ?? 0;
  const earned = points > 0 ? `+${points} Spirit Points` : '';
  return [outcome.kind === 'copied' ? 'Link copied' : '', earned].filter(Boolean).join(' · ');
}

/**
 * 'Share' for a page (a game's): the page shares through the device's share sheet or copies the
 * link; this says 'Link copied' and the Spirit Points earned in a status line, or shows the link in
 * a field, selected, for the reader to copy when the browser refused to.
 */
export function ShareButton({ onShare, outcome = null }: ShareButtonProps) {
  const manualUrl = outcome?.kind === 'manual' ? outcome.url : null;
  return (
    <div className="csz-share">
      <button type="button" className="csz-button csz-button--quiet" onClick={onShare}>
        <ShareIcon />
        Share
      </button>
      <p className="csz-share__status" role="status">
        {statusText(outcome)}
      </p>
      {manualUrl == null ? null : <CopyLinkField url={manualUrl} />}
    </div>
  );
}
