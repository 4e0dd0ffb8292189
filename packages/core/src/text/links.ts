/** An http(s) address in running text, up to the next space or closing bracket/quote. */
const LINK = /\bhttps?:\/\/[^\s<>"'()]+[^\s<>"'().,;:!?]/gi;

/**
 * The web addresses in a post being written, in order and each once, for link previews
 * (spec §3 "Post draft": links).
 */
export function findLinks(text: string): string[] {
  return [...new Set(text.match(LINK) ?? [])];
}

/**
 * A link fit to put in an href of user content: an absolute http or https address, returned as
 * given; anything else (javascript:, data:, a bare 'www.example.com', text) is null.
 */
export function safeWebLink(link: string | null | undefined): string | null {
  if (link == null) return null;
  try {
    const url = new URL(link.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? link.trim() : null;
  } catch {
    return null;
  }
}

/** The host of a web address for display ('www.mcps.org'), or the text itself when it is not one. */
export function linkHost(link: string): string {
  try {
    return new URL(link).hostname || link;
  } catch {
    return link;
  }
}
