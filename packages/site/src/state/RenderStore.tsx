import { Provider, createStore } from 'jotai';
import { useState, type ReactNode } from 'react';

/**
 * A store of the site's state of its own for one render on the server: nothing of one reader's
 * render reaches another's. The browser uses jotai's one store of the tab.
 */
export function RenderStore({ children }: { children: ReactNode }) {
  const [store] = useState(createStore);
  return <Provider store={store}>{children}</Provider>;
}
