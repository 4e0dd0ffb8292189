import { maxScoreFor, shiftDate, zonedMoment, type DateString } from '@csz/core';
import sharp from 'sharp';
import { and, asc, desc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { memberByEmail } from '../auth/accounts';
import { actorOf } from '../auth/authenticate';
import type { Database } from '../db/client';
import { memberRoles } from '../accounts/schema';
import { gameResults, games } from '../games/schema';
import { sports } from '../lookups/schema';
import { sportsDataWriter } from '../live/sportsData';
import { reportScore } from '../scores/writes';
import { createGamePost } from '../forum/postWrites';
import { storedImageKey } from '../storage/images';
import type { Storage } from '../storage/storage';

/** A made-up final score for a sport: a win for the home team, within the sport's limit. */
function demoScore(sportName: string, gameId: number): [number, number] {
  const max = maxScoreFor(sportName);
  if (max <= 5) return [3, 1];
  return max >= 100 ? [21 + (gameId % 3) * 7, 14] : [3 + (gameId % 3), 1];
}

const HOUR = 3_600_000;

/**
 * Score reports on the last days' games without a score, in the demo members' county, sent
 * through the same write members use, so the review queue and the badges are alive on first
 * start: one fan's report waiting, with a post from the stands (a photo when there is a store for
 * it), two fans disagreeing (disputed), and the league director's reports published as reported
 * by the school.
 */
export async function seedDemoScoreReports(
  db: Database,
  today: DateString,
  storage: Storage | null = null,
): Promise<number> {
  // The demo members' county: the league director's.
  const director = await memberByEmail(db, 'league.director@demo.csz.test');
  if (director == null) return 0;
  const [school] = await db
    .select({ districtId: memberRoles.followedDistrictId })
    .from(memberRoles)
    .where(eq(memberRoles.memberId, director.id));
  if (school?.districtId == null) return 0;
  /** Games of the county without a score between two days, at most `count`. */
  const unscoredBetween = (from: DateString, to: DateString, newestFirst: boolean, count: number) =>
    db
      .selectDistinct({
        id: games.id,
        sportName: sports.name,
        eventDate: games.eventDate,
        startTime: games.startTime,
        tz: games.tz,
      })
      .from(games)
      .innerJoin(gameResults, eq(gameResults.gameId, games.id))
      .innerJoin(sports, eq(sports.id, games.sportId))
      .where(
        and(
          eq(games.gameType, 'Game'),
          eq(games.status, 'Active'),
          gte(games.eventDate, from),
          lte(games.eventDate, to),
          eq(gameResults.districtId, school.districtId!),
          isNull(gameResults.score),
        ),
      )
      .orderBy(newestFirst ? desc(games.eventDate) : asc(games.eventDate), asc(games.id))
      .limit(count);
  // The last days' games; on a first start before tonight's games are over, the week before too.
  const unscored = [
    ...(await unscoredBetween(shiftDate(today, -2), today, false, 6)),
    ...(await unscoredBetween(shiftDate(today, -9), shiftDate(today, -3), true, 12)),
  ];
  // Multi-team meets have no two-team score to report.
  const teams = await db
    .select({ gameId: gameResults.gameId, id: gameResults.id })
    .from(gameResults)
    .where(
      inArray(
        gameResults.gameId,
        unscored.map((g) => g.id),
      ),
    )
    .orderBy(asc(gameResults.position));
  // Reported two hours after the start, where the game is played: only games over by now.
  const reportedAt = (game: (typeof unscored)[number]) =>
    new Date(
      zonedMoment(game.eventDate, game.startTime ?? '00:00:00', game.tz).getTime() + 2 * HOUR,
    );
  // Four are used: the last days' first, as they are the freshest.
  const twoTeamGames = unscored
    .filter(
      (g) =>
        teams.filter((t) => t.gameId === g.id).length === 2 &&
        reportedAt(g).getTime() <= Date.now(),
    )
    .slice(0, 4);

  const write = sportsDataWriter(db, null);
  const send = async (email: string, game: (typeof unscored)[number], flip = false) => {
    const member = (await memberByEmail(db, email))!;
    const [home, away] = demoScore(game.sportName, game.id);
    const [first, second] = teams.filter((t) => t.gameId === game.id);
    await reportScore(write, {
      gameId: game.id,
      actor: await actorOf(db, member),
      scores: [
        { gameResultId: first!.id, score: flip ? away : home },
        { gameResultId: second!.id, score: flip ? home : away },
      ],
      today,
      now: reportedAt(game),
    });
  };
  const [waiting, disputed, ...bySchool] = twoTeamGames;
  let sent = 0;
  if (waiting != null) {
    await send('fan@demo.csz.test', waiting);
    await seedDemoGamePost(write, waiting, storage);
    sent += 1;
  }
  if (disputed != null) {
    await send('fan@demo.csz.test', disputed);
    await send('parent@demo.csz.test', disputed, true);
    sent += 2;
  }
  for (const game of bySchool.slice(0, 2)) {
    await send('league.director@demo.csz.test', game);
    sent += 1;
  }
  return sent;
}

/**
 * A post without an account on a game (held for staff, as any such post is), with a photo of a
 * scoreboard drawn at seed time when there is a store, so the queue shows a post and a thumbnail.
 */
async function seedDemoGamePost(
  write: ReturnType<typeof sportsDataWriter>,
  game: { id: number; eventDate: DateString },
  storage: Storage | null,
): Promise<void> {
  const photos = [];
  if (storage != null) {
    // A scoreboard of blocks, no text: no font is needed where the demo is seeded.
    const board = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">' +
        '<rect width="640" height="360" fill="#0b2545"/>' +
        '<rect x="40" y="60" width="240" height="160" rx="12" fill="#f4d35e"/>' +
        '<rect x="360" y="60" width="240" height="160" rx="12" fill="#ee964b"/>' +
        '<rect x="40" y="260" width="560" height="50" rx="8" fill="#13315c"/></svg>',
    );
    const photo = await sharp(board).webp({ quality: 80 }).toBuffer();
    const url = await storage.put(storedImageKey('posts'), photo, 'image/webp');
    photos.push({ url, name: 'scoreboard.jpg' });
  }
  await createGamePost(write, {
    gameId: game.id,
    memberId: null,
    viaLink: false,
    message: 'Final from the stands: the scoreboard at the horn.',
    photos,
    addressHash: 'demo',
    // Late on the game's evening (after the report), or now if that evening has not come yet.
    now: new Date(Math.min(Date.parse(`${game.eventDate}T23:30:00Z`), Date.now())),
  });
}
