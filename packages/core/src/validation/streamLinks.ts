import { z } from 'zod';
import { toEmbedVideoUrl } from '../text/videoLinks';

/** What a game's stream links may hold (spec §3 "youtubeLink, nfhsLink"), in words. */
export const STREAM_LINK_MESSAGES = {
  youtube: 'Must be a YouTube video link',
  nfhs: 'Must be an NFHS Network link',
} as const;

/** The longest stream link kept: longer ones are not links anyone pastes. */
export const STREAM_LINK_MAX = 500;

const YOUTUBE_EMBED = /^https:\/\/www\.youtube\.com\/embed\/[\w-]{11}$/;

/**
 * A game's YouTube link in embed form (spec §5 "Video links converted to embed form"): watch,
 * youtu.be, live, shorts and embed links of one video become `https://www.youtube.com/embed/{id}`;
 * any other address is refused, so a game's 'Watch' link never leads to a look-alike site.
 */
export function youtubeStreamLink(link: string): string | null {
  const embed = toEmbedVideoUrl(link);
  return embed != null && YOUTUBE_EMBED.test(embed) ? embed : null;
}

/** A game's NFHS Network link: an address on nfhsnetwork.com, kept as https, or null. */
export function nfhsStreamLink(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  if (host !== 'nfhsnetwork.com' && !host.endsWith('.nfhsnetwork.com')) return null;
  return url.toString().replace(/^http:/, 'https:');
}

/**
 * A stream link field of the game form: blank or null is no link; otherwise the link as `convert`
 * keeps it, or `message` when it refuses it.
 */
function streamLinkField(convert: (link: string) => string | null, message: string) {
  return z
    .string({ error: message })
    .max(STREAM_LINK_MAX, message)
    .nullable()
    .optional()
    .transform((link, ctx) => {
      if (link == null || link.trim() === '') return null;
      const kept = convert(link);
      if (kept == null) ctx.addIssue({ code: 'custom', message });
      return kept;
    });
}

/** The game form's youtubeLink: a YouTube video, kept in embed form. */
export const youtubeLinkSchema = streamLinkField(youtubeStreamLink, STREAM_LINK_MESSAGES.youtube);

/** The game form's nfhsLink: an NFHS Network address. */
export const nfhsLinkSchema = streamLinkField(nfhsStreamLink, STREAM_LINK_MESSAGES.nfhs);
