import {
  DEFAULT_PAGE_TITLE,
  NETWORK_NAME,
  PAGE_QUERY_KEYS,
  PATHS,
  gamePath,
  gameShareCard,
  idParamSchema,
  pageTitle,
  postPath,
  isSeason,
  seasonOf,
  selectionPath,
  type DateString,
} from '@csz/core';
import type { Graph } from 'schema-dts';
import { escapeHtml, plainText } from '../forum/render';
import { CARD_SIZE, SITE_TAGLINE, cardTag } from './cardImage';
import type { CardData } from './cardData';
import { publicPageHead } from './publicHeads';
import { gameStructuredData, scheduleStructuredData, structuredDataHtml } from './structuredData';

/** What a page says of itself where its link is shared (Open Graph, Twitter cards). */
export interface PageHead {
  title: string;
  description: string;
  /** The page's own address, absolute. */
  url: string;
  /** Its card picture, absolute. */
  image: string;
  imageAlt: string;
  type: 'website' | 'article';
  /** What search engines read of the page beside its text (schema.org JSON-LD). */
  structuredData?: Graph;
}

/** The longest description written: previews cut theirs at about this. */
const DESCRIPTION_LENGTH = 200;

/** The head of a page with no card of its own: the default title and the network's card. */
export function defaultHead(origin: string, path: string): PageHead {
  return {
    title: DEFAULT_PAGE_TITLE,
    description: `${SITE_TAGLINE}.`,
    url: `${origin}${path}`,
    image: `${origin}/share/site.png`,
    imageAlt: `${NETWORK_NAME}: ${SITE_TAGLINE}`,
    type: 'website',
  };
}

/** A page's title, description and card tags, every value escaped. */
export function headHtml(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', NETWORK_NAME),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', CARD_SIZE.width),
    meta('property', 'og:image:height', CARD_SIZE.height),
    meta('property', 'og:image:alt', head.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    meta('name', 'twitter:image:alt', head.imageAlt),
    head.structuredData == null ? '' : structuredDataHtml(head.structuredData),
  ].join('');
}

/** Text cut to `length` characters at a word, with an ellipsis when cut. */
function clip(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > length / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** Finds the head of a page from its address; null for a page without a card of its own. */
export type PageHeads = (url: URL, origin: string) => Promise<PageHead | null>;

/**
 * The heads of the pages that have cards (issue 18): a game's page, a school's schedules and a
 * post; the other public pages' follow from their addresses (publicHeads.ts). A page of one whose id is unknown, or of a post hidden from readers, gets the default
 * head, which shows nothing of it (a hidden post's address keeps its slug, so not even that).
 */
export function pageHeads(cards: CardData, today: () => DateString): PageHeads {
  return async (url, origin) => {
    const game = /^\/scores\/view\/([^/]+)$/.exec(url.pathname);
    if (game != null) {
      const id = idParamSchema.safeParse(game[1]);
      const found = id.success ? await cards.game(id.data) : null;
      if (found == null) return defaultHead(origin, url.pathname);
      const card = gameShareCard(found);
      const image = `${origin}/share/game/${found.id}.png?v=${cardTag(found)}`;
      return {
        title: pageTitle({ page: 'Game', name: found.name }),
        description: card.description,
        url: `${origin}${gamePath(found.id)}`,
        image,
        imageAlt: card.description,
        type: 'website',
        structuredData: gameStructuredData(found, card, origin, image),
      };
    }
    const post = /^\/forums\/post\/([^/]+)(?:\/[^/]*)?$/.exec(url.pathname);
    if (post != null) {
      const id = idParamSchema.safeParse(post[1]);
      const found = id.success ? await cards.post(id.data) : null;
      if (found == null) return defaultHead(origin, id.success ? postPath(id.data) : PATHS.forums);
      const text = clip(plainText(found.contentHtml), DESCRIPTION_LENGTH);
      return {
        title: pageTitle({ page: 'THE ZONE - Post', name: found.title }),
        description: text || `A post in The Zone, on ${NETWORK_NAME}.`,
        url: `${origin}${postPath(found.id, found.slug)}`,
        image: `${origin}/share/site.png`,
        imageAlt: `${NETWORK_NAME}: ${SITE_TAGLINE}`,
        type: 'article',
      };
    }
    if (url.pathname === PATHS.schedules) {
      const keys = PAGE_QUERY_KEYS.schedules;
      const schoolId = url.searchParams.get(keys.selectedSchoolId);
      if (schoolId == null) return publicPageHead(url, origin, cards, today());
      const id = idParamSchema.safeParse(schoolId);
      const found = id.success ? await cards.school(id.data) : null;
      if (found == null) return defaultHead(origin, PATHS.schedules);
      const sportId = idParamSchema.safeParse(url.searchParams.get(keys.selectedSportId));
      const place = `${found.districtName}, ${found.stateName}`;
      const asked = url.searchParams.get(keys.season);
      const season = asked != null && isSeason(asked) ? asked : null;
      // The school alone (its county and state follow), its sport and season when asked for;
      // forced, so that a reader's stored picks do not win (the sitemap lists the same address).
      const page = selectionPath(
        'schedules',
        {
          selectedSchoolId: String(found.id),
          selectedSportId: sportId.success ? String(sportId.data) : null,
          season,
        },
        { force: true },
      );
      const schedule = await cards.schedule({
        schoolId: found.id,
        season: season ?? seasonOf(today()),
        sportId: sportId.success ? sportId.data : null,
      });
      return {
        structuredData: scheduleStructuredData(found, schedule, origin, `${origin}${page}`),
        title: pageTitle({ page: 'Schedules', name: found.name }),
        description: `Schedules, scores and standings of ${found.name}${found.mascot ? ` (${found.mascot})` : ''}, ${place}.`,
        url: `${origin}${page}`,
        image: `${origin}/share/school/${found.id}.png?v=${cardTag(found)}`,
        imageAlt: `${found.name}, ${place}`,
        type: 'website',
      };
    }
    // Every other public page says what it shows (issue 31 point 5).
    return publicPageHead(url, origin, cards, today());
  };
}
