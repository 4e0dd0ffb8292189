// What the server puts in an embed frame's page for its Preact build: the same props it rendered
// the frame's HTML from, so the frame takes over the HTML as it is, and how to ask for more. A frame
// whose settings are wrong shows widgets' EmbedProblem instead, and has no data and no script.
import type { Game } from '../contract/games';
import type { StandingGroup } from '../contract/standings';
import type { WidgetTheme } from '../contract/widgets';
import type { DateString } from '../dates/dateStrings';
import type { Season } from '../dates/seasons';
import type { ThemeAccents } from '../text/colors';
import type { FrameSettings } from './frameView';

/** What every frame has: its look and its heading (widgets' EmbedFrame props). */
export interface EmbedFrameData {
  theme: WidgetTheme;
  accents: ThemeAccents | null;
  siteOrigin: string;
  title: string;
}

/**
 * Which games a scoreboard frame shows, as filters of /api/csz/games and /api/live/scores: a
 * league's view is its county's (district's) games.
 */
export interface ScoreboardFilter {
  stateId?: number | undefined;
  districtId?: number | undefined;
  schoolId?: number | undefined;
}

/** How a frame links to itself: its settings, which its links and forms keep, and its form. */
export interface FrameLinks {
  /** The frame's settings as its address gave them. */
  settings: FrameSettings;
  /** Whether the frame shows its compact form (core's isCompactFrame). */
  compact: boolean;
}

/** The scoreboard frame's data. */
export interface ScoreboardFrameData extends FrameLinks {
  frame: EmbedFrameData;
  filter: ScoreboardFilter;
  /** Sports to switch between; empty when the embed is fixed to one. */
  sports: { id: number; name: string }[];
  sportId: number | null;
  date: DateString;
  today: DateString;
  datesWithGames: [DateString, number][];
  /** The page's games. */
  games: Game[];
  /** How many games the day has, over all pages. */
  total: number;
  /** The page shown, from 1. */
  page: number;
  /** Games per page (core's scoreboardPageSize). */
  perPage: number;
  league: { leagueName: string; standingsHref: string } | null;
  /**
   * The league standings page of the frame's county and season, to which the sport shown is added
   * ('&selectedSportId=5'), so that the link follows the frame's sport switch; null without a county.
   */
  standingsBase: string | null;
}

/** The standings frame's data. */
export interface StandingsFrameData extends FrameLinks {
  frame: EmbedFrameData;
  /** The API filters of /api/csz/standings. */
  filter: { stateId: number; countyId: number; sportId: number };
  /** The league and division chosen, by their groups' titles (core's chosenStandings). */
  chosen: { league: string | null; division: string | null };
  groups: StandingGroup[];
  leagueName: string | null;
  season: Season;
  seasons: Season[];
}
