import { useId, type KeyboardEvent, type ReactNode } from 'react';

/** The Schedule tab's sub-tabs (spec §2 "Team calendar"). */
export type View = 'add' | 'calendar' | 'list';

const VIEW_LABELS: Record<View, string> = {
  add: 'Add event',
  calendar: 'Calendar View',
  list: 'List View',
};

/**
 * The sub-tabs and the panel of the one chosen, as a WAI-ARIA tab list: one tab in the Tab order,
 * the arrow keys, Home and End moving among them.
 */
export function ViewTabs({
  views,
  current,
  onChoose,
  children,
}: {
  views: readonly View[];
  current: View;
  onChoose: (view: View) => void;
  children: ReactNode;
}) {
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = views.indexOf(current);
    const next = {
      ArrowRight: views[(at + 1) % views.length],
      ArrowLeft: views[(at - 1 + views.length) % views.length],
      Home: views[0],
      End: views[views.length - 1],
    }[event.key];
    if (next == null) return;
    event.preventDefault();
    onChoose(next);
    const list = event.currentTarget.parentElement;
    requestAnimationFrame(() =>
      list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus(),
    );
  };
  return (
    <>
      <div role="tablist" aria-label="Schedule views" className="schedule-views">
        {views.map((view) => (
          <button
            key={view}
            type="button"
            role="tab"
            id={`${id}-${view}`}
            aria-selected={view === current}
            aria-controls={`${id}-panel`}
            tabIndex={view === current ? 0 : -1}
            className="schedule-views__tab"
            onClick={() => onChoose(view)}
            onKeyDown={onKeyDown}
          >
            {VIEW_LABELS[view]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${current}`}
        className="schedule-views__panel"
      >
        {children}
      </div>
    </>
  );
}
