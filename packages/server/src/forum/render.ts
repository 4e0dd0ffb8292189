import { SAFE_HTML_TAGS, withoutDirectionOverrides } from '@csz/core';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/** The five characters HTML gives meaning to, as character references. */
const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text with nothing HTML could read as markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/**
 * Plain text as HTML: paragraphs at blank lines, line breaks kept, every character escaped. For
 * text that is not Markdown (a post about a game from the score upload page).
 */
export function plainTextHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * Markdown as members write it (no HTML of their own: markdown-it's `html` is off, so any tag
 * typed is shown as text), links recognised in plain text, and soft line breaks kept.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });

/**
 * The only HTML a post may hold: the widgets' SafeHtml tags. Headings of Markdown become h3/h4 (a
 * post never outranks the page's own headings); links go to http, https or mailto only and tell
 * search engines they are members' (nofollow ugc) and open nothing with our window (noopener).
 */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...SAFE_HTML_TAGS],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h3',
    h2: 'h3',
    h5: 'h4',
    h6: 'h4',
    del: 's',
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href == null ? {} : { href: attribs.href }),
        rel: 'nofollow ugc noopener',
      },
    }),
  },
};

/**
 * A post's or comment's text (Markdown) as the HTML stored beside it and sent to readers: rendered
 * without any HTML of the writer's, then sanitised to the SafeHtml allow-list, so that even a
 * rendering slip of the Markdown library cannot let markup through.
 */
export function renderMarkdown(text: string): string {
  // A direction override typed as a character reference ('&#x202E;') is read into the character
  // here, after the API took the typed ones out: it goes too.
  return withoutDirectionOverrides(sanitizeHtml(markdown.render(text), SANITIZE).trim());
}

/** The references sanitize-html writes for text, read back into characters. */
const TEXT_REFERENCES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * Text a member typed for a field that is plain text (a post's title, a picture's name), with any
 * markup taken out: the API sends it as text, which the site shows escaped, but whatever else
 * reads it (a mail, a page's title, another client) never finds a tag in it.
 */
export function plainText(text: string): string {
  return withoutDirectionOverrides(
    sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
      .replace(/&(amp|lt|gt|quot|#39);/g, (reference) => TEXT_REFERENCES[reference]!)
      // A tag typed as character references ('&lt;b&gt;') is text now: its '<' goes too.
      .replace(/<(?=[a-z/!?])/gi, '')
      .trim(),
  );
}
