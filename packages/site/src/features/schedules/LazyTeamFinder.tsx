import { lazy, Suspense } from 'react';
import { UntilHydrated } from '../../shared/UntilHydrated';

/**
 * The schedule finder loaded on its own, after the page it sits on: its school search (a combobox
 * library) is most of its weight, and neither a team's schedule nor the home page's scores need it
 * to show. Its place is kept while it loads, so nothing below it moves.
 */
const TeamFinder = lazy(() => import('./TeamFinder').then((m) => ({ default: m.TeamFinder })));

export function LazyTeamFinder({ compact = false }: { compact?: boolean }) {
  return (
    <Suspense
      fallback={
        <div
          className={
            compact
              ? 'site-finder-placeholder site-finder-placeholder--compact'
              : 'site-finder-placeholder'
          }
          aria-busy="true"
        />
      }
    >
      {/* Its own chunk hydrates after the page: its search box waits for it. */}
      <UntilHydrated>
        <TeamFinder compact={compact} />
      </UntilHydrated>
    </Suspense>
  );
}
