import type { LinkPreview } from '@csz/core';

/**
 * What fetches a link's preview (spec §3 "Link preview"): the page's title, pictures and icons, or
 * null when it cannot be had. forum/linkPreview.ts holds the implementation that fetches pages
 * safely; posts only need this.
 */
export interface LinkPreviewer {
  /**
   * The preview of a link: null when the link is not one we fetch (not http or https, another
   * port, credentials in it, or an address that is not public, at first or after a redirect); a
   * page that cannot be read or is not HTML gives a preview with a null title and no pictures, so
   * the post keeps a plain link.
   */
  preview(url: string): Promise<LinkPreview | null>;
}
