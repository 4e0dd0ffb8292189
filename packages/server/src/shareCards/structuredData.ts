import type { BreadcrumbList, Graph, ItemList, SportsEvent } from 'schema-dts';
import { PATHS, gamePath, matchup, zonedMoment, type GameShareCard } from '@csz/core';
import type { CardGame, CardSchedule, CardSchool } from './queries';

// What search engines read of a page beside its text (issue 31 point 6): schema.org JSON-LD, typed
// by schema-dts so that a property the vocabulary lacks does not build. A game is a SportsEvent,
// a school's schedules an ItemList of its games, and both say where they sit (BreadcrumbList).

/** schema.org's event statuses, by the game's status. */
const EVENT_STATUS = {
  Active: 'https://schema.org/EventScheduled',
  Postponed: 'https://schema.org/EventPostponed',
  Canceled: 'https://schema.org/EventCancelled',
} as const;

/** The breadcrumbs of a page: each step's name and absolute address. */
function breadcrumbs(steps: readonly [name: string, url: string][]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: steps.map(([name, url], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: url,
    })),
  };
}

/**
 * When a game starts, as schema.org reads it: the moment in UTC where its time is known, else its
 * day (a game of an unknown time, or a day still to be decided, has no moment).
 */
function startOf(game: CardGame): string {
  if (game.startTime == null || game.startTimeUnknown || game.isTBD) return game.eventDate;
  return zonedMoment(game.eventDate, game.startTime, game.tz).toISOString();
}

/** A game's page: the event, its teams, place and status, its score in its description. */
export function gameStructuredData(
  game: CardGame,
  card: GameShareCard,
  origin: string,
  image: string,
): Graph {
  const home = game.teams.find((team) => team.isHome) ?? null;
  const away = game.teams.find((team) => team !== home) ?? null;
  const place = game.location ?? (home == null ? null : home.name);
  const url = `${origin}${gamePath(game.id)}`;
  const event: SportsEvent = {
    '@type': 'SportsEvent',
    name: matchup(game),
    description: card.description,
    sport: game.sport.name,
    url,
    image,
    startDate: startOf(game),
    eventStatus: EVENT_STATUS[game.status as keyof typeof EVENT_STATUS] ?? EVENT_STATUS.Active,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(place == null ? {} : { location: { '@type': 'Place', name: place, address: place } }),
    ...(home == null || game.noHomeTeam
      ? {}
      : { homeTeam: { '@type': 'SportsTeam', name: home.name } }),
    ...(away == null || game.noHomeTeam
      ? {}
      : { awayTeam: { '@type': 'SportsTeam', name: away.name } }),
    competitor: game.teams.map((team) => ({ '@type': 'SportsTeam', name: team.name })),
  };
  return {
    '@context': 'https://schema.org',
    '@graph': [
      event,
      breadcrumbs([
        ['Scores', `${origin}${PATHS.scores}`],
        [matchup(game), url],
      ]),
    ],
  };
}

/** A school's schedules page: its games of the season, in order, and where the page sits. */
export function scheduleStructuredData(
  school: CardSchool,
  schedule: readonly CardSchedule[],
  origin: string,
  url: string,
): Graph {
  const list: ItemList = {
    '@type': 'ItemList',
    name: `${school.name} schedules`,
    numberOfItems: schedule.length,
    itemListElement: schedule.map((game, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: `${game.name}, ${game.eventDate}`,
      url: `${origin}${gamePath(game.id)}`,
    })),
  };
  return {
    '@context': 'https://schema.org',
    '@graph': [
      list,
      breadcrumbs([
        ['Schedules', `${origin}${PATHS.schedules}`],
        [school.name, url],
      ]),
    ],
  };
}

/**
 * JSON-LD as a page carries it: in a data block (not run, so the Content-Security-Policy does not
 * apply), with '<' written as its escape so that no text in it (a school named '</script>') can
 * end the block.
 */
export function structuredDataHtml(data: Graph): string {
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}
