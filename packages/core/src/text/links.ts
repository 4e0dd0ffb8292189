/** An http(s) address in running text, up to the next space or closing bracket/quote. */
const LINK = /\bhttps?:\/\/[^\s<>"'()]+[^\s<>"'().,;:!?]/gi;

/**
 * The web addresses in a post being written, in order and each once, for link previews
 * (spec §3 "Post draft": links).
 */
export function findLinks(text: string): string[] {
  return [...new Set(text.match(LINK) ?? [])];
}
