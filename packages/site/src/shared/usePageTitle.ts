import { useEffect } from 'react';
import { pageTitle } from '@csz/core';
import { useServerRender } from '../state/rendering';

/**
 * Sets the tab's title: 'name | page | network', or the default tagline (spec §2). A render on the
 * server hands it to the page it sends, which has no other title of its own.
 */
export function usePageTitle(page: string | null, name?: string | null): void {
  const title = pageTitle({ page, name: name ?? null });
  useServerRender()?.titled?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
