import {
  EMPTY_SELECTION,
  NETWORK_NAME,
  PAGE_QUERY_KEYS,
  PATHS,
  applyQuery,
  bracketPath,
  formatLongDate,
  idParamSchema,
  isDateString,
  isSeason,
  pageTitle,
  seasonOf,
  selectionPath,
  withoutDirectionOverrides,
  type DateString,
} from '@csz/core';
import type { CardData } from './cardData';
import { SITE_TAGLINE } from './cardImage';
import type { PageHead } from './pageHeads';

// The heads of the public pages that have no card picture of their own (issue 31 point 5): each
// page says what it shows in its title, description and canonical address, as a search result
// or a shared link shows it. The titles are the ones the site gives the tab (usePageTitle); the
// descriptions name the place, sport, day or season the address asks for.

/** A page's title and description; the rest of its head is the network's. */
interface Said {
  page: string | null;
  name?: string | null;
  description: string;
  /** The page's own address; the address asked for when not given. */
  path?: string;
}

/** The pages that say the same whatever their address carries. */
const FIXED: Readonly<Record<string, Said>> = {
  [PATHS.home]: {
    page: null,
    description: `Tonight's high school scores as games end, with schedules, standings and playoff brackets of every school: ${SITE_TAGLINE}.`,
  },
  [PATHS.schedules]: {
    page: 'Schedules',
    description:
      "Find a high school's team schedules: every sport's past results and coming games, with their times and places.",
  },
  [PATHS.updates]: {
    page: 'Updates',
    description: "Updates from The Zone on tonight's games and scores.",
  },
  [PATHS.scheduleUpdates]: {
    page: 'Updates',
    description: 'Updates from The Zone on schedules: games moved, postponed and added.',
  },
  '/forums/podcast': {
    page: 'The Zone - Podcast',
    description: "The Zone Podcast: every episode on high school sports, from the network's staff.",
  },
  [PATHS.about]: {
    page: 'About Us',
    description: `About ${NETWORK_NAME}: who we are, how scores are reported and checked, and how we keep your data.`,
  },
  '/contact-us': {
    page: 'Contact Us',
    description: `Write to ${NETWORK_NAME}: a score to correct, a game missing, a question about your account.`,
  },
  [PATHS.signIn]: {
    page: 'Sign In',
    description: `Sign in or create an account on ${NETWORK_NAME} to follow your teams, report scores and post in The Zone.`,
  },
  [PATHS.login]: {
    page: 'Log In',
    description: `Log in to ${NETWORK_NAME} to follow your teams, report scores and post in The Zone.`,
  },
};

/** The longest text of an address a head repeats. */
const ECHO_LENGTH = 80;

/**
 * Text from an address as a head may repeat it: without control characters or direction overrides
 * (which would make the head invalid or read otherwise), and short.
 */
function echoable(text: string): string {
  // eslint-disable-next-line no-control-regex
  const plain = withoutDirectionOverrides(text).replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
  return plain.replace(/\s+/g, ' ').trim().slice(0, ECHO_LENGTH);
}

/** A number id from the address, or null. */
function idOf(value: string | null | undefined): number | null {
  const id = idParamSchema.safeParse(value);
  return id.success ? id.data : null;
}

/** 'football scores in Montgomery, Maryland': what of a place and sport a page shows. */
function ofPlace(
  what: string,
  names: { stateName: string | null; districtName: string | null; sportName: string | null },
): string {
  const where = [names.districtName, names.stateName].filter(Boolean).join(', ');
  return [names.sportName, what, where === '' ? null : `in ${where}`].filter(Boolean).join(' ');
}

/** The season an address asks for, or the current one, as the pages choose it. */
function seasonAsked(asked: string | null, today: DateString): string {
  return asked != null && isSeason(asked) ? asked : seasonOf(today);
}

/** What the scoreboard, standings and playoffs pages say: from their addresses' selections. */
async function selectionSaid(url: URL, cards: CardData, today: DateString): Promise<Said | null> {
  const query = url.searchParams;
  if (url.pathname === PATHS.scores || url.pathname === PATHS.todayScores) {
    const keys = PAGE_QUERY_KEYS.scores;
    const asked = query.get(keys.selectedDate);
    const day =
      url.pathname === PATHS.scores && asked != null && isDateString(asked) ? asked : today;
    const names = await cards.place({
      stateId: idOf(query.get(keys.selectedStateId)),
      districtId: idOf(query.get(keys.selectedCountyId)),
      sportId: idOf(query.get(keys.selectedSportId)),
    });
    return {
      page: url.pathname === PATHS.scores ? 'Scores' : "Today's Scores",
      description: `High school ${ofPlace('scores', names)} on ${formatLongDate(day)}, live as games end.`,
    };
  }
  if (url.pathname === PATHS.standings) {
    const keys = PAGE_QUERY_KEYS.standings;
    const season = seasonAsked(query.get(keys.season), today);
    const names = await cards.place({
      stateId: idOf(query.get(keys.selectedStateId)),
      districtId: idOf(query.get(keys.selectedCountyId)),
      sportId: idOf(query.get(keys.selectedSportId)),
    });
    return {
      page: 'Standings',
      description: `High school ${ofPlace('standings', names)}, ${season} season: each team's record and place in its league and division.`,
    };
  }
  if (url.pathname === PATHS.playoffs) {
    const keys = PAGE_QUERY_KEYS.playoffs;
    const season = seasonAsked(query.get(keys.season), today);
    const names = await cards.place({
      stateId: idOf(query.get(keys.selectedStateId)),
      districtId: null,
      sportId: idOf(query.get(keys.selectedSportId)),
    });
    return {
      page: 'Playoffs',
      description: `High school ${ofPlace('playoff brackets', names)}, ${season} season, round by round.`,
    };
  }
  return null;
}

/** What The Zone's lists say: a category, a tag or a search. */
function forumSaid(path: string): Said | null {
  const decoded = (part: string | undefined) => {
    try {
      return echoable(decodeURIComponent(part ?? ''));
    } catch {
      return '';
    }
  };
  const category =
    /^\/forums\/search\/category\/[^/]+\/([^/]+)$/.exec(path) ??
    /^\/forums\/(?!post\/|search\/|podcast$)[^/]+\/([^/]+)$/.exec(path);
  if (category != null) {
    const name = decoded(category[1]);
    return {
      page: `The Zone - ${name}`,
      description: `${name} in The Zone: news, photos and talk of high school sports on ${NETWORK_NAME}.`,
    };
  }
  const tag = /^\/forums\/search\/tag\/[^/]+\/([^/]+)(?:\/[^/]*)?$/.exec(path);
  if (tag != null) {
    const name = decoded(tag[1]);
    return {
      page: `The Zone - ${name}`,
      description: `Posts in The Zone about ${name}: news, photos and talk on ${NETWORK_NAME}.`,
    };
  }
  const search = /^\/forums\/search\/plain-text(?:\/([^/]*))?$/.exec(path);
  if (search != null) {
    const words = decoded(search[1]);
    return {
      page: words === '' ? 'Search The Zone' : `Search The Zone: ${words}`,
      description:
        words === ''
          ? `Search the posts of The Zone on ${NETWORK_NAME}.`
          : `Posts in The Zone that match "${words}".`,
    };
  }
  return null;
}

/** What a bracket's page says; null for a bracket not found (the page says so itself). */
async function bracketSaid(path: string, cards: CardData): Promise<Said | null> {
  const match = /^\/playoffs\/view\/([^/]+)$/.exec(path);
  if (match == null) return null;
  const id = idOf(match[1]);
  const found = id == null ? null : await cards.bracket(id);
  if (found == null) return { page: 'Playoffs', description: 'A playoff bracket.' };
  return {
    page: 'Playoffs',
    name: found.name,
    description: `${found.name}: the ${found.sportName} playoffs of ${found.stateName}, ${found.season} season, round by round.`,
    path: bracketPath(found.id),
  };
}

/**
 * The head of a public page without a card of its own, or null for a page that is not one (a
 * member's or staff page keeps the site's default head). The canonical address of a selection
 * page is its address with the selection as the site writes it.
 */
export async function publicPageHead(
  url: URL,
  origin: string,
  cards: CardData,
  today: DateString,
): Promise<PageHead | null> {
  const path = url.pathname;
  const said =
    FIXED[path] ??
    (path.startsWith('/contact-us/') ? FIXED['/contact-us']! : null) ??
    (await selectionSaid(url, cards, today)) ??
    forumSaid(path) ??
    (await bracketSaid(path, cards));
  if (said == null) return null;
  return {
    title: pageTitle({ page: said.page, name: said.name ?? null }),
    description: said.description,
    url: `${origin}${said.path ?? canonicalPath(url)}`,
    image: `${origin}/share/site.png`,
    imageAlt: `${NETWORK_NAME}: ${SITE_TAGLINE}`,
    type: 'website',
  };
}

/** The address a page is known by: a selection page's selection as the site writes it, valid
 * values only; the contact and log-in pages without what their addresses may add. */
function canonicalPath(url: URL): string {
  if (url.pathname.startsWith('/contact-us')) return '/contact-us';
  if (url.pathname.startsWith(PATHS.login)) return PATHS.login;
  const page = (
    {
      [PATHS.scores]: 'scores',
      [PATHS.standings]: 'standings',
      [PATHS.playoffs]: 'playoffs',
    } as const
  )[url.pathname];
  if (page == null) return url.pathname;
  return selectionPath(
    page,
    applyQuery(EMPTY_SELECTION, Object.fromEntries(url.searchParams), PAGE_QUERY_KEYS[page]),
  );
}
