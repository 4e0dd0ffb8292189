import type { ReactNode } from 'react';
import { useHydrated } from '../state/rendering';

/**
 * Holds the form controls inside disabled until the browser has taken this part of the page over:
 * a page rendered on the server shows its forms at once, and a form pressed before its script ran
 * would be sent by the browser itself (a log-in's password in the address), and a school typed
 * into a search box would be lost. A disabled fieldset disables every control in it; it draws no
 * box of its own (site.css), and its controls look as they will (issue 31).
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    // A group of nothing in particular for assistive technology: presentation.
    <fieldset className="site-until-hydrated" role="presentation" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
