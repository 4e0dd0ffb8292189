import { escapeHtml } from '@csz/core';
import { EmbedDayLinks, EmbedProblem, ScoreboardEmbed, StandingsEmbed } from '@csz/widgets/embed';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { FramePage } from './frameData';

/**
 * An embed frame's page: the widget rendered to HTML with its data, so scores show before any
 * script runs (and with scripts off), and the same data inlined as JSON for the frame's Preact
 * build to take the HTML over. The page loads one stylesheet and, when it has data, one module
 * script; nothing inline runs, so the frame keeps a strict Content-Security-Policy.
 */

/** The built files a frame page links to, as paths under /embed/. */
export interface FrameFiles {
  css: string;
  js: string;
}

const noop = () => undefined;

/** The widget a page shows, with inert callbacks: on the server nothing is clicked. */
function frameElement(page: FramePage): ReactElement {
  if (!page.ok) return createElement(EmbedProblem, { ...page.frame, problems: page.problems });
  if (page.kind === 'scoreboard') {
    const { data } = page;
    const sportId = data.sportId == null ? null : String(data.sportId);
    return createElement(ScoreboardEmbed, {
      ...data.frame,
      sports: data.sports,
      sportId,
      date: data.date,
      today: data.today,
      datesWithGames: data.datesWithGames,
      list: { items: data.games, loading: false, error: null, total: data.total },
      page: data.page,
      perPage: data.perPage,
      league: data.league,
      settings: data.settings,
      compact: data.compact,
      // Only the server renders these: the frame's script has the date strip.
      dayLinks: createElement(EmbedDayLinks, {
        settings: data.settings,
        view: { selectedSport: data.sports.length > 0 ? sportId : null },
        date: data.date,
        today: data.today,
      }),
      onSportChange: noop,
      onDateChange: noop,
      onRetry: noop,
    });
  }
  const { data } = page;
  return createElement(StandingsEmbed, {
    ...data.frame,
    groups: data.groups,
    loading: false,
    error: null,
    leagueName: data.leagueName,
    season: data.season,
    seasons: data.seasons,
    place: data.filter,
    settings: data.settings,
    compact: data.compact,
    onSeasonChange: noop,
    onRetry: noop,
  });
}

/**
 * JSON safe inside a script element: '<' is escaped so no value can close the element, and the
 * two line separators JavaScript once refused are escaped too.
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The frame's whole HTML document. */
export function renderFrame(page: FramePage, files: FrameFiles): string {
  const frame = page.ok ? page.data.frame : page.frame;
  const colorScheme = frame.theme === 'auto' ? 'light dark' : frame.theme;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<meta name="color-scheme" content="${colorScheme}">`,
    `<title>${escapeHtml(frame.title)}</title>`,
    `<link rel="stylesheet" href="/embed/${escapeHtml(files.css)}">`,
    // A module script runs after the document is parsed, so it never delays the first paint.
    page.ok ? `<script type="module" src="/embed/${escapeHtml(files.js)}"></script>` : '',
  ];
  const data = page.ok
    ? `<script type="application/json" id="csz-data">${scriptJson(page.data)}</script>`
    : '';
  return `<!doctype html><html lang="en"><head>${head.join('')}</head><body><div id="csz-root">${renderToString(
    frameElement(page),
  )}</div>${data}</body></html>`;
}
