import { useState } from 'react';
import { SERVICE_DAY_META, isDateString, serviceDay, type DateString } from '@csz/core';
import { useServerRender } from './rendering';

/**
 * Today as the service counts it (docs/architecture.md: America/New_York's date, which the server says): the
 * day the server wrote into the page, so that the site, the embed frames and the API agree even
 * for a reader in another time zone or a server told to pretend (`TODAY`). Without it (the Vite
 * dev server's page), core's rule on the reader's clock.
 */
export function serviceToday(): DateString {
  const given = document.querySelector<HTMLMetaElement>(`meta[name="${SERVICE_DAY_META}"]`);
  return given != null && isDateString(given.content) ? given.content : serviceDay(new Date());
}

/**
 * Today as a page first saw it: a page left open past midnight keeps its day until reloaded. On the
 * server, the day of the render (the page it writes carries the same day for the browser).
 */
export function useToday(): DateString {
  const server = useServerRender();
  const [today] = useState(() => server?.today ?? serviceToday());
  return today;
}
