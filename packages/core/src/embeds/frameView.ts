import { PAGE_SIZES, WIDGET_DEFAULTS } from '../constants';
import type { StandingGroup } from '../contract/standings';
import type { Season } from '../dates/seasons';
import { selectionPath } from '../routes/paths';

/**
 * The rules a frame follows on both sides, the server that renders it and the Preact build that
 * takes it over (docs/embeds.md "Fixed heights and the compact form"): which form it shows, how
 * many games a page holds, and how its own links and forms keep its settings.
 */

/** The param the loader adds to a frame's address: it sizes the frame to its content. */
export const FIT_PARAM = 'fit';

/** The value of {@link FIT_PARAM}: 'fit=content'. */
export const FIT_CONTENT = 'content';

/** What the reader picks inside a frame; the frame's own links and forms carry them. */
export const FRAME_VIEW_PARAMS = ['date', 'selectedSport', 'season', 'page'] as const;

/** One of {@link FRAME_VIEW_PARAMS}. */
export type FrameViewParam = (typeof FRAME_VIEW_PARAMS)[number];

/** The reader's choices in a frame: the day, the sport switch, the season, the page of games. */
export type FrameView = Partial<Record<FrameViewParam, string | number | null>>;

/** A frame's settings as its address gave them (embed params and the loader's mark), in order. */
export type FrameSettings = [string, string][];

/** The name and value of each field a frame's link or form sends: its settings, then the view. */
export function frameFields(settings: FrameSettings, view: FrameView): [string, string][] {
  const chosen = FRAME_VIEW_PARAMS.flatMap((param): [string, string][] => {
    const value = view[param];
    return value == null || value === '' ? [] : [[param, String(value)]];
  });
  return [...settings, ...chosen];
}

/**
 * A link to the frame itself with the reader's choices, relative to the frame's address so that it
 * works wherever the frames are served: '?state=1&district=16&date=2026-11-19'.
 */
export function frameHref(settings: FrameSettings, view: FrameView): string {
  const query = frameFields(settings, view).map(
    ([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
  );
  return `?${query.join('&')}`;
}

/**
 * Whether a frame shows its compact form: it does unless the loader sizes it (fit=content). A frame
 * of iframe code keeps the height it is given, so its scoreboard pages its games to fit that height
 * instead of growing, and nothing hides behind a scroll bar inside the host's page.
 */
export function isCompactFrame(fit: string | null | undefined): boolean {
  return fit !== FIT_CONTENT;
}

/**
 * The narrowest width in pixels a frame is laid out for: a 320 px phone's page less margins of
 * 20 px a side, where iframe code's `max-width: 100%` shrinks a 300 px frame to its column.
 */
export const NARROWEST_FRAME_WIDTH = 280;

/** A width or height param in pixels ('600', '600px'), or null for a percentage ('100%'). */
function framePixels(size: string): number | null {
  const pixels = /^(\d+)(px)?$/.exec(size.trim());
  return pixels ? Number(pixels[1]) : null;
}

/**
 * Heights in pixels of a compact scoreboard's parts at the frames' narrowest widths (280 to 300 px),
 * as the embed stylesheet draws them; the browser tests check that a page of games fits its frame.
 */
export const COMPACT_SCOREBOARD = {
  /**
   * The frame's padding, its heading (two lines at most), the date strip, the pager and the
   * credit, with their gaps, less one gap between cards; and 4 px for fonts that run taller.
   */
  chrome: 184,
  /** The sport switch and its gap, when the frame has one. */
  sportSwitch: 42,
  /**
   * The tallest usual game card (a game not yet scored, with a Watch link, its two schools' names
   * wrapped on two lines each), and its gap.
   */
  game: 184,
} as const;

/** The smallest and largest number of games a compact scoreboard shows at once. */
const COMPACT_PAGE = { min: 1, max: PAGE_SIZES.scoreboard } as const;

/**
 * How many games a scoreboard frame shows per page: in the compact form as many as fit the frame's
 * height (a percentage counts as the default 600 px), else the scoreboard's page size (spec §9).
 */
export function scoreboardPageSize(frame: {
  compact: boolean;
  /** The height param as given: '600', '600px' or '100%'. */
  height: string;
  /** Whether the frame has a sport switch. */
  sportSwitch: boolean;
}): number {
  if (!frame.compact) return PAGE_SIZES.scoreboard;
  const height = framePixels(frame.height) ?? WIDGET_DEFAULTS.height;
  const room =
    height - COMPACT_SCOREBOARD.chrome - (frame.sportSwitch ? COMPACT_SCOREBOARD.sportSwitch : 0);
  const games = Math.floor(room / COMPACT_SCOREBOARD.game);
  return Math.min(COMPACT_PAGE.max, Math.max(COMPACT_PAGE.min, games));
}

/** How much taller than its content the builders make iframe code: other fonts may run taller. */
const FIT_ROOM = 24;

/**
 * The width in pixels a builder measures a frame's content at for iframe code whose height must fit
 * it: the narrowest the frame may be shown at, where its content is tallest (long names wrap). The
 * code's width is a largest width: a phone's column shrinks it to {@link NARROWEST_FRAME_WIDTH}, and
 * a width of a percentage may be anything down to that.
 */
export function fitWidth(width: string): number {
  return Math.min(NARROWEST_FRAME_WIDTH, framePixels(width) ?? NARROWEST_FRAME_WIDTH);
}

/**
 * The height iframe code gets for a frame whose content the builder measured (at its
 * {@link fitWidth}): the content and a little room, rounded up to 10 px.
 */
export function fittedFrameHeight(contentHeight: number): number {
  return Math.ceil((contentHeight + FIT_ROOM) / 10) * 10;
}

/**
 * The standings groups a frame shows: only the chosen division (a league's sub-group, by its title),
 * or only the chosen league's group, else all of them.
 */
export function chosenStandings(
  groups: readonly StandingGroup[],
  chosen: { league?: string | null | undefined; division?: string | null | undefined },
): StandingGroup[] {
  const leagues = chosen.league == null ? groups : groups.filter((g) => g.title === chosen.league);
  if (chosen.division == null) return [...leagues];
  return leagues.flatMap((g) => g.subStandings.filter((sub) => sub.title === chosen.division));
}

/** The site's standings page of a standings frame's county and sport in a season ('Full standings'). */
export function fullStandingsPath(
  place: { stateId: number; countyId: number; sportId: number },
  season: Season,
): string {
  return selectionPath(
    'standings',
    {
      selectedStateId: String(place.stateId),
      selectedCountyId: String(place.countyId),
      selectedSportId: String(place.sportId),
      season,
    },
    { force: true },
  );
}

/**
 * A frame's league standings link for the sport it shows: core's forced standings path of its
 * county and season (ScoreboardFrameData.standingsBase) with the sport added, or as it is for all
 * sports, where the standings page asks for one.
 */
export function withSport(standingsBase: string, sportId: number | null): string {
  return sportId == null ? standingsBase : `${standingsBase}&selectedSportId=${sportId}`;
}
