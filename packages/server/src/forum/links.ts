import type { LinkPreview } from '@csz/core';
import type { LinkPreviewer } from './linkPreviewer';

/**
 * A previewer that fetches nothing and answers each link's address alone: for a server built
 * without the fetching previewer (see deps construction in server.ts).
 */
export const linkWithoutPreview: LinkPreviewer = {
  preview: async (url) => ({ url, title: null, images: [], favicons: [] }),
};

/**
 * The previews stored with a post: fetched, one at a time in the order given, when `allowPreviews`
 * (links from accounts younger than a day get none: issue 17 "Moderation"); a link whose preview
 * fails or is refused keeps its address alone.
 */
export async function previewLinks(
  previewer: LinkPreviewer,
  urls: readonly string[],
  { allowPreviews }: { allowPreviews: boolean },
): Promise<LinkPreview[]> {
  const previews: LinkPreview[] = [];
  for (const url of new Set(urls)) {
    const bare = { url, title: null, images: [], favicons: [] };
    if (!allowPreviews) {
      previews.push(bare);
      continue;
    }
    const preview = await previewer.preview(url).catch(() => null);
    previews.push(preview ?? bare);
  }
  return previews;
}
