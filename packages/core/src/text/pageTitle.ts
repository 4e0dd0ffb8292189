import { DEFAULT_PAGE_TITLE, NETWORK_NAME } from '../constants';

/**
 * A page title in the pattern 'name | page | network' (spec §2): the thing shown (a school, a
 * post), the page, and the network. With neither, the default tagline.
 */
export function pageTitle(parts: { name?: string | null; page?: string | null } = {}): string {
  const shown = [parts.name, parts.page].map((p) => p?.trim()).filter(Boolean);
  return shown.length === 0 ? DEFAULT_PAGE_TITLE : [...shown, NETWORK_NAME].join(' | ');
}
