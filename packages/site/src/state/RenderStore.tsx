import { Provider, createStore } from 'jotai';
import { useState, type ReactNode } from 'react';

/**
 * A store of the site's state of its own for one render on the server: nothing of one reader's
 * render reaches another's. `start` puts in it what the request says before the first render (the
 * reader's picks, which the browser reads from the same cookie and address). The browser uses
 * jotai's one store of the tab.
 */
export function RenderStore({
  start,
  children,
}: {
  start: (store: ReturnType<typeof createStore>) => void;
  children: ReactNode;
}) {
  const [store] = useState(() => {
    const made = createStore();
    start(made);
    return made;
  });
  return <Provider store={store}>{children}</Provider>;
}
