import { createElement, type ReactNode } from 'react';

/**
 * Tags kept from user HTML (game notes, posts); anything else is replaced by its text. The server
 * sanitises user HTML before storing it; this is the second line: nothing is ever handed to the
 * page as raw HTML (DESIGN.md "Security rules"), and only these tags become elements.
 */
const ALLOWED = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h3',
  'h4',
  'a',
]);

/** Elements whose content is not text for the reader: dropped with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'svg',
  'math',
]);

function safeHref(href: string | null): string | null {
  if (href == null) return null;
  try {
    const url = new URL(href, 'https://example.invalid');
    return url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:'
      ? href
      : null;
  } catch {
    return null;
  }
}

function toNodes(nodes: NodeListOf<ChildNode>, keyPrefix: string): ReactNode[] {
  return [...nodes].map((node, i) => {
    const key = `${keyPrefix}.${i}`;
    if (node.nodeType === Node.TEXT_NODE) return node.textContent;
    if (node.nodeType !== Node.ELEMENT_NODE) return null;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED.has(tag)) return null;
    const children = toNodes(element.childNodes, key);
    if (!ALLOWED.has(tag))
      return children.length > 0 ? createElement('span', { key }, children) : null;
    if (tag === 'br') return createElement('br', { key });
    if (tag === 'a') {
      const href = safeHref(element.getAttribute('href'));
      return href == null
        ? createElement('span', { key }, children)
        : createElement(
            'a',
            { key, href, target: '_blank', rel: 'noopener noreferrer nofollow ugc' },
            children,
          );
    }
    return createElement(tag, { key }, children);
  });
}

/** Props of {@link SafeHtml}. */
export interface SafeHtmlProps {
  /** HTML written by a user and sanitised by the server. */
  html: string;
  /** Class names of the wrapper. */
  className?: string;
}

/**
 * User HTML shown as elements built one by one from an allow-list, never through innerHTML. Where
 * there is no DOM to parse with (a server render), the text alone is shown.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  if (typeof DOMParser === 'undefined') {
    return (
      <div className={className}>
        {html
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()}
      </div>
    );
  }
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <div className={className}>{toNodes(body.childNodes, 'n')}</div>;
}
