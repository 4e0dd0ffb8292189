import { WIDGET_DEFAULTS } from '../constants';
import type { Selection } from '../selection/selection';
import { selectionPath } from '../routes/paths';

/**
 * The embed code school and newspaper sites paste (spec §2 /distribution and /standings-widget,
 * §7 "generated embed code is a frame with max-width style"): a plain iframe, or a placeholder
 * with a link for readers without scripts and the loader script. One place writes both, the
 * builders show it, and the loader reads what it writes.
 */

/** The embeds: each is a frame at /embed/{kind}. */
export const EMBED_KINDS = ['scoreboard', 'standings'] as const;

/** One of {@link EMBED_KINDS}. */
export type EmbedKind = (typeof EMBED_KINDS)[number];

/** The widget params in their URL and attribute order (spec §3 "Widget params", §9 defaults). */
export const EMBED_PARAMS = [
  'state',
  'district',
  'school',
  'league',
  'division',
  'isLeague',
  'sport',
  'width',
  'height',
  'theme',
  'color',
] as const;

/** One of {@link EMBED_PARAMS}. */
export type EmbedParam = (typeof EMBED_PARAMS)[number];

/** Widget params as typed into a builder or written in a placeholder: text, unset when empty. */
export type EmbedParams = Partial<Record<EmbedParam, string | number | boolean | null>>;

/** A frame's title, for screen readers and the host page's outline. */
export const EMBED_TITLES: Readonly<Record<EmbedKind, string>> = {
  scoreboard: 'CSZ scoreboard',
  standings: 'CSZ standings',
};

/** The path the loader is served at; v1 stays compatible, so pasted code keeps working. */
export const LOADER_PATH = '/embed/v1/loader.js';

/**
 * A placeholder's data attribute of a param. Browsers lowercase attribute names, so isLeague is
 * written data-is-league (docs/research.md "Embed patterns").
 */
export function paramAttribute(param: EmbedParam): string {
  return `data-${param.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** Text made safe to put in HTML text or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** The params that are set, as text, in {@link EMBED_PARAMS} order. */
function setParams(params: EmbedParams): [EmbedParam, string][] {
  return EMBED_PARAMS.flatMap((param) => {
    const value = params[param];
    if (value == null || value === '' || value === false) return [];
    return [[param, String(value).trim()] as [EmbedParam, string]];
  });
}

/** A frame's address: '/embed/scoreboard?state=1&sport=5', each value URL-encoded. */
export function frameUrl(origin: string, kind: EmbedKind, params: EmbedParams): string {
  const query = setParams(params)
    .map(([param, value]) => `${param}=${encodeURIComponent(value)}`)
    .join('&');
  return `${origin}/embed/${kind}${query ? `?${query}` : ''}`;
}

/** A CSS length from a width or height param: '300' and '300px' are pixels, '100%' stays. */
export function cssLength(value: EmbedParams[EmbedParam], fallback: number): string {
  const text = String(value ?? '').trim();
  if (/^\d{1,4}%$/.test(text)) return text;
  const pixels = /^(\d{1,4})(px)?$/.exec(text);
  return `${pixels ? pixels[1] : fallback}px`;
}

/**
 * The iframe code: a plain frame at most as wide as its container (max-width: 100%), lazy, with a
 * title, and no referrer beyond the host's origin. The size and border are given as attributes
 * too: a host page whose Content-Security-Policy refuses inline styles drops the style attribute,
 * and the frame would shrink to the browser's 300 by 150 with a border.
 */
export function iframeCode(origin: string, kind: EmbedKind, params: EmbedParams): string {
  const width = cssLength(params.width, WIDGET_DEFAULTS.width);
  const height = cssLength(params.height, WIDGET_DEFAULTS.height);
  const attributes = [
    ['src', frameUrl(origin, kind, params)],
    ['title', EMBED_TITLES[kind]],
    ['width', width.replace(/px$/, '')],
    ['height', height.replace(/px$/, '')],
    ['frameborder', '0'],
    ['style', `width: ${width}; max-width: 100%; height: ${height}; border: 0;`],
    ['loading', 'lazy'],
    ['referrerpolicy', 'strict-origin-when-cross-origin'],
  ];
  return `<iframe ${attributes.map(([name, value]) => `${name}="${escapeHtml(value!)}"`).join(' ')}></iframe>`;
}

/** The site page a placeholder links to for readers without scripts. */
export function fallbackPath(kind: EmbedKind, params: EmbedParams): string {
  const id = (value: EmbedParams[EmbedParam]) =>
    value == null || value === '' ? null : String(value);
  const selection: Partial<Selection> = {
    selectedStateId: id(params.state),
    selectedCountyId: id(params.district),
    selectedSportId: id(params.sport),
  };
  return selectionPath(kind === 'scoreboard' ? 'scores' : 'standings', selection, { force: true });
}

/**
 * The script code: a placeholder whose data attributes the loader reads, holding a plain link to
 * the same scores on the site for readers without scripts, and the loader itself.
 */
export function scriptCode(origin: string, kind: EmbedKind, params: EmbedParams): string {
  const attributes = [
    `data-csz-widget="${kind}"`,
    ...setParams(params).map(([param, value]) => `${paramAttribute(param)}="${escapeHtml(value)}"`),
  ];
  const link = `${origin}${fallbackPath(kind, params)}`;
  const label =
    kind === 'scoreboard' ? 'High school scores on CSZ' : 'High school standings on CSZ';
  return [
    `<div ${attributes.join(' ')}>`,
    `  <a href="${escapeHtml(link)}">${label}</a>`,
    `</div>`,
    `<script async src="${escapeHtml(origin + LOADER_PATH)}"></script>`,
  ].join('\n');
}
