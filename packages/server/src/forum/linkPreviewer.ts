import type { LinkPreview } from '@csz/core';

/**
 * What fetches a link's preview (spec §3 "Link preview"): the page's title, pictures and icons, or
 * null when it cannot be had. forum/linkPreview.ts holds the implementation that fetches pages
 * safely; posts only need this.
 */
export interface LinkPreviewer {
  preview(url: string): Promise<LinkPreview | null>;
}
