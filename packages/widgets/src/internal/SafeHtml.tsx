import { createElement, type ReactNode } from 'react';
import { SAFE_HTML_TAGS, decodeEntities, safeWebLink } from '@csz/core/display';

/**
 * User HTML (game notes, posts, comments) shown as elements built one by one from an allow-list,
 * never handed to the page as raw HTML (docs/architecture.md "Security rules"). The server sanitises user
 * HTML before it stores it; this is the second line. The markup is read by a small parser of its
 * own rather than the browser's, so a server render and the browser build the same elements.
 */

/** Tags kept; any other tag is dropped and its text kept. */
const ALLOWED = new Set<string>(SAFE_HTML_TAGS);

/** Elements whose content is not text for the reader: dropped with everything inside them. */
const DROPPED = ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math'];

/** Elements that have no closing tag. */
const VOID = new Set(['br', 'img', 'hr', 'input', 'wbr', 'source', 'meta', 'link']);

/** A parsed element: its tag, its link (for <a>), and its children. */
export interface SafeElement {
  tag: string;
  href: string | null;
  children: SafeNode[];
}

/** A parsed node: text, or an element of the allow-list. */
export type SafeNode = string | SafeElement;

const TAG = /<(\/?)([a-z][a-z0-9]*)\b([^>]*)>/iy;
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** Parses user HTML into the nodes the allow-list keeps. */
export function parseSafeHtml(html: string): SafeNode[] {
  const root: SafeElement = { tag: '#root', href: null, children: [] };
  // Every open element, allowed or not, so closing tags find their match.
  const stack: { tag: string; element: SafeElement }[] = [{ tag: '#root', element: root }];
  const parent = () => stack[stack.length - 1]!.element;
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    if (lt === -1 || lt > at) {
      const end = lt === -1 ? html.length : lt;
      parent().children.push(decodeEntities(html.slice(at, end)));
      at = end;
      continue;
    }
    if (html.startsWith('<!--', at)) {
      const close = html.indexOf('-->', at + 4);
      at = close === -1 ? html.length : close + 3;
      continue;
    }
    TAG.lastIndex = at;
    const match = TAG.exec(html);
    if (match == null) {
      // A '<' that starts no tag is text.
      parent().children.push('<');
      at += 1;
      continue;
    }
    at = TAG.lastIndex;
    const [, closing, rawTag = '', attributes = ''] = match;
    const tag = rawTag.toLowerCase();
    if (closing) {
      const index = stack.map((open) => open.tag).lastIndexOf(tag);
      if (index > 0) stack.length = index;
      continue;
    }
    if (DROPPED.includes(tag)) {
      const close = html.toLowerCase().indexOf(`</${tag}`, at);
      at = close === -1 ? html.length : html.indexOf('>', close) + 1 || html.length;
      continue;
    }
    if (VOID.has(tag)) {
      if (ALLOWED.has(tag)) parent().children.push({ tag, href: null, children: [] });
      continue;
    }
    if (!ALLOWED.has(tag)) {
      // Not kept, but its text is: its children go to the nearest kept element.
      stack.push({ tag, element: parent() });
      continue;
    }
    const hrefMatch = tag === 'a' ? HREF.exec(attributes) : null;
    const href = hrefMatch
      ? safeWebLink(decodeEntities(hrefMatch[1] ?? hrefMatch[2] ?? hrefMatch[3] ?? ''))
      : null;
    const element: SafeElement = { tag, href, children: [] };
    parent().children.push(element);
    stack.push({ tag, element });
  }
  return root.children;
}

function toReact(nodes: readonly SafeNode[], keyPrefix: string): ReactNode[] {
  return nodes.map((node, i) => {
    if (typeof node === 'string') return node;
    const key = `${keyPrefix}.${i}`;
    const children = toReact(node.children, key);
    if (node.tag === 'br') return createElement('br', { key });
    if (node.tag === 'a') {
      return node.href == null
        ? createElement('span', { key }, children)
        : createElement(
            'a',
            { key, href: node.href, target: '_blank', rel: 'noopener noreferrer nofollow ugc' },
            children,
          );
    }
    return createElement(node.tag, { key }, children);
  });
}

/** Props of {@link SafeHtml}. */
export interface SafeHtmlProps {
  /** HTML written by a user and sanitised by the server. */
  html: string;
  /** Class names of the wrapper. */
  className?: string;
}

/** User HTML, shown through the allow-list of {@link parseSafeHtml}. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  return <div className={className}>{toReact(parseSafeHtml(html), 'n')}</div>;
}
