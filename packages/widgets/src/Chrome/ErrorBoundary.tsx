import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MESSAGES, PATHS } from '@csz/core/display';

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  /** What it guards. */
  children: ReactNode;
  /** Told of every error caught, for error reporting. */
  onError?: ((error: unknown, info: ErrorInfo) => void) | undefined;
}

interface State {
  failed: boolean;
}

/**
 * Catches what a page throws while rendering and shows 'Something went wrong.' with a Reload link to
 * the home page (spec §2, §8) instead of a blank screen.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="csz-panel" role="alert">
        <p className="csz-panel__title">{MESSAGES.somethingWentWrong}</p>
        {/* A full page load, not a client-side navigation: the app's state may be what broke. */}
        <a href={PATHS.home} className="csz-button">
          {MESSAGES.reload}
        </a>
      </div>
    );
  }
}
