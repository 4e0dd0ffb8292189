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
  if (id != null) return `https://www.youtube.com/embed/${id}`;
  const vimeo = host === 'vimeo.com' ? /^\/(\d+)(?:\/|$)/.exec(url.pathname) : null;
  if (vimeo != null) return `https://player.vimeo.com/video/${vimeo[1]}`;
  return url.toString();
}

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
