import { MESSAGES, PATHS } from '@csz/core/display';
import { SiteLink } from '../internal/links';

/** The 'Loading...' screen shown while a page or the app loads (spec §2). */
export function LoadingScreen() {
  return (
    <div className="csz-panel csz-panel--loading" role="status">
      <span className="csz-panel__spinner" aria-hidden="true" />
      <p className="csz-panel__title">{MESSAGES.loading}</p>
    </div>
  );
}

/** A panel with a title and one button: the guarded pages' answers. */
function ActionPanel(props: { title: string; action: string; onAction: () => void }) {
  return (
    <div className="csz-panel">
      <h1 className="csz-panel__title">{props.title}</h1>
      <button type="button" className="csz-button" onClick={props.onAction}>
        {props.action}
      </button>
    </div>
  );
}

/** Props of {@link NotAuthorized}. */
export interface NotAuthorizedProps {
  /** Opens the log-in dialog or page. */
  onLogIn: () => void;
}

/** A guarded page's 'Not Authorized' panel with its Log in button (spec §2). */
export function NotAuthorized({ onLogIn }: NotAuthorizedProps) {
  return <ActionPanel title={MESSAGES.notAuthorized} action="Log in" onAction={onLogIn} />;
}

/** Props of {@link AlreadyAuthorized}. */
export interface AlreadyAuthorizedProps {
  /** Logs the member out. */
  onLogOut: () => void;
}

/** The 'Already Authorized' panel of the password pages for a logged-in member (spec §2). */
export function AlreadyAuthorized({ onLogOut }: AlreadyAuthorizedProps) {
  return <ActionPanel title={MESSAGES.alreadyAuthorized} action="Log Out" onAction={onLogOut} />;
}

/** The 404 panel: '(404) The page you've requested is not found.' (spec §2). */
export function NotFound() {
  return (
    <div className="csz-panel">
      <h1 className="csz-panel__title">{MESSAGES.pageNotFound}</h1>
      <SiteLink href={PATHS.home} className="csz-button csz-button--secondary">
        Go to the home page
      </SiteLink>
    </div>
  );
}
