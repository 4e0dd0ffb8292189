/**
 * Video links become their embeddable form (spec §5 "Video links converted to embed form for two
 * video-site URL shapes"): YouTube's watch, short, live and youtu.be links, and Vimeo's page links.
 * Anything else is returned unchanged; null for what is not a link at all.
 */
export function toEmbedVideoUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const id = youtubeId(host, url) ?? null;
  if (id != null) return `${YOUTUBE_PLAYER}/embed/${id}`;
  const vimeo = host === 'vimeo.com' ? /^\/(\d+)(?:\/|$)/.exec(url.pathname) : null;
  if (vimeo != null) return `${VIMEO_PLAYER}/video/${vimeo[1]}`;
  return url.toString();
}

const YOUTUBE_PLAYER = 'https://www.youtube.com';
const VIMEO_PLAYER = 'https://player.vimeo.com';

/** A player address of one video, and nothing else: no list, no path past the id, no options. */
const PLAYER_ADDRESS =
  /^https:\/\/(?:www\.youtube\.com\/embed\/([\w-]{11})|player\.vimeo\.com\/video\/(\d+))(?:[?#]|$)/;

/**
 * A Highlights video link as an embeddable player address (spec §5: YouTube and Vimeo), or null
 * for a link to any other site, which is refused rather than embedded. The address is rebuilt from
 * the video's id, so what a member sent past it (a playlist, player options) is dropped.
 */
export function embeddableVideoUrl(link: string): string | null {
  const match = PLAYER_ADDRESS.exec(toEmbedVideoUrl(link) ?? '');
  if (match == null) return null;
  const [, youtube, vimeo] = match;
  return youtube != null ? `${YOUTUBE_PLAYER}/embed/${youtube}` : `${VIMEO_PLAYER}/video/${vimeo}`;
}

/** The origins whose video players the site frames (its Content-Security-Policy's frame-src). */
export const VIDEO_PLAYER_ORIGINS: readonly string[] = [YOUTUBE_PLAYER, VIMEO_PLAYER];

const YOUTUBE_ID = /^[\w-]{11}$/;

function youtubeId(host: string, url: URL): string | undefined {
  let id: string | null | undefined;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, kind, value] = url.pathname.split('/');
    if (kind === 'watch') id = url.searchParams.get('v');
    else if (kind === 'shorts' || kind === 'live' || kind === 'embed') id = value;
  }
  return id != null && YOUTUBE_ID.test(id) ? id : undefined;
}

/**
 * Hosts a game's 'Watch' link may point at. Scam "free stream" pages use schools' names
 * (docs/research.md "Streams"), so a link elsewhere is not shown.
 */
export const STREAM_HOSTS = ['youtube.com', 'youtu.be', 'nfhsnetwork.com', 'vimeo.com'] as const;

/** Whether a link is an https or http address on one of {@link STREAM_HOSTS} or their subdomains. */
export function isTrustedStreamUrl(link: string | null | undefined): boolean {
  if (link == null) return false;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = url.hostname.toLowerCase();
  return STREAM_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** A game's 'Watch' link: its YouTube link, else its NFHS Network link, when trusted; else null. */
export function watchUrl(game: {
  youtubeLink?: string | null | undefined;
  nfhsLink?: string | null | undefined;
}): string | null {
  return [game.youtubeLink, game.nfhsLink].find((link) => isTrustedStreamUrl(link)) ?? null;
}
