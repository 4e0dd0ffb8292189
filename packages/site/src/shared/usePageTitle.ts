import { useEffect } from 'react';
import { pageTitle } from '@csz/core';

/** Sets the tab's title: 'name | page | network', or the default tagline (spec §2). */
export function usePageTitle(page: string | null, name?: string | null): void {
  useEffect(() => {
    document.title = pageTitle({ page, name: name ?? null });
  }, [page, name]);
}
