/** @jsxImportSource satori/jsx */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  DEFAULT_PAGE_TITLE,
  NETWORK_NAME,
  orderTeamsForDisplay,
  visibleTeams,
  type GameShareCard,
} from '@csz/core';
import { renderAsync } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import type { JSXNode } from 'satori/jsx';
import { SHIELD_PATH, logoParts, type LogoSchool } from '../logos';
import type { CardGame, CardSchool, CardTeam } from './queries';

/**
 * The pictures shared links show (Open Graph and Twitter cards): drawn as SVG by satori, whose
 * text is paths from the font given to it, so no system font is needed (CI machines have none),
 * then made a PNG by resvg (5 to 8 times faster than sharp's librsvg on these cards, and smaller).
 */

/** The size every card is drawn at: the one Open Graph and Twitter's large card expect. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** The network's tagline: the default page title without the network's name (spec §2). */
export const SITE_TAGLINE = DEFAULT_PAGE_TITLE.split(' | ').slice(1).join(' | ');

/**
 * A short tag of what a card shows, which changes when anything on it does: its ETag, and the
 * version in the address pages give for it, so that sites which keep a picture for good (social
 * networks do) fetch the new score. Bump the drawing's version when the drawing changes.
 */
export function cardTag(shown: unknown): string {
  return createHash('sha1')
    .update(`card-v1\n${JSON.stringify(shown)}`)
    .digest('base64url')
    .slice(0, 16);
}

const INK = '#ffffff';
const MUTED = '#b8c4d9';
const BACKGROUND = '#0f1f3d';
const ACCENT = '#f2c230';

let fonts: Font[] | null = null;
/** Inter (from npm, @fontsource/inter), read once: Latin and Latin Extended, regular and bold. */
function cardFonts(): Font[] {
  if (fonts == null) {
    const require = createRequire(import.meta.url);
    const file = (subset: string, weight: 400 | 700): Font => ({
      name: 'Inter',
      weight,
      style: 'normal',
      data: readFileSync(
        require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
      ),
    });
    fonts = [
      file('latin', 400),
      file('latin', 700),
      file('latin-ext', 400),
      file('latin-ext', 700),
    ];
  }
  return fonts;
}

/**
 * Draws a card's element into a PNG of {@link CARD_SIZE}. satori's layout runs on the event loop;
 * resvg's rasterising, the larger part, runs on libuv's thread pool (renderAsync), off it.
 */
async function drawPng(element: JSXNode): Promise<Uint8Array<ArrayBuffer>> {
  const svg = await satori(element, { ...CARD_SIZE, fonts: cardFonts() });
  // The text is paths already: no font to look for on the machine.
  const png = (await renderAsync(svg, { font: { loadSystemFonts: false } })).asPng();
  return new Uint8Array(png);
}

/** A school's shield in its colours with its initials, the /logos/ mark drawn with the card's font. */
function Shield({ school, size }: { school: LogoSchool; size: number }) {
  const { initials, primary, secondary } = logoParts(school);
  const fontSize = (size / 64) * (initials.length === 1 ? 34 : initials.length === 2 ? 28 : 21);
  return (
    <div
      style={{ display: 'flex', position: 'relative', width: size, height: size, flexShrink: 0 }}
    >
      <svg width={size} height={size} viewBox="0 0 64 64" style={{ position: 'absolute' }}>
        <path d={SHIELD_PATH} fill={primary} stroke={secondary} strokeWidth={3} />
      </svg>
      <div
        style={{
          display: 'flex',
          position: 'absolute',
          width: size,
          height: size * 0.9,
          alignItems: 'center',
          justifyContent: 'center',
          color: secondary,
          fontSize,
          fontWeight: 700,
        }}
      >
        {initials}
      </div>
    </div>
  );
}

/** One line of text, cut with an ellipsis where it would overflow. */
function Line({ children, style }: { children: string; style: Record<string, string | number> }) {
  return (
    <div
      style={{
        display: 'block',
        minWidth: 0,
        flexShrink: 1,
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis',
        ...style,
      }}
    >
      {children}
    </div>
  );
}

/** The frame of every card: the network's name, a label at the right, and the card's body. */
function Frame({ label, children }: { label: string; children: JSXNode }) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        width: CARD_SIZE.width,
        height: CARD_SIZE.height,
        padding: '48px 64px',
        boxSizing: 'border-box',
        overflow: 'hidden',
        backgroundColor: BACKGROUND,
        color: INK,
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <div style={{ display: 'flex', fontSize: 40, fontWeight: 700, color: ACCENT }}>
          {NETWORK_NAME}
        </div>
        <Line style={{ fontSize: 32, color: MUTED, maxWidth: 760, textTransform: 'uppercase' }}>
          {label}
        </Line>
      </div>
      {children}
    </div>
  );
}

/** A team's row: its shield, its name and, once there is one, its score. */
function TeamRow({ team, dim }: { team: CardTeam; dim: boolean }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', height: 132 }}>
      <Shield school={team} size={112} />
      <Line
        style={{
          flexGrow: 1,
          marginLeft: 32,
          fontSize: 56,
          fontWeight: 700,
          color: dim ? MUTED : INK,
        }}
      >
        {team.name}
      </Line>
      {team.score == null ? null : (
        <div
          style={{
            display: 'flex',
            marginLeft: 32,
            fontSize: 88,
            fontWeight: 700,
            color: dim ? MUTED : INK,
          }}
        >
          {String(team.score)}
        </div>
      )}
    </div>
  );
}

/**
 * A game's card: its teams (shields in their colours, names, scores), 'Final' or the status, or the
 * day and start time, and where the score comes from.
 */
export function renderGameCard(
  game: CardGame,
  card: GameShareCard,
): Promise<Uint8Array<ArrayBuffer>> {
  const { shown, hiddenCount } = visibleTeams(orderTeamsForDisplay(game.teams));
  const top = Math.max(...shown.map((t) => t.score ?? -1));
  // With a final score, the other side is dimmed; a tie dims neither.
  const dim = (team: CardTeam) =>
    team.score != null && team.score < top && shown.every((t) => t.score != null);
  return drawPng(
    <Frame label={game.sport.name}>
      <div
        style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center' }}
      >
        {shown.length === 0 ? (
          <Line style={{ fontSize: 64, fontWeight: 700 }}>{card.matchup}</Line>
        ) : (
          shown.map((team) => <TeamRow key={team.schoolId} team={team} dim={dim(team)} />)
        )}
        {hiddenCount > 0 ? (
          <div style={{ display: 'flex', fontSize: 32, color: MUTED }}>
            {`and ${hiddenCount} more ${hiddenCount === 1 ? 'team' : 'teams'}`}
          </div>
        ) : null}
      </div>
      <div style={{ display: 'flex', alignItems: 'center' }}>
        {card.result == null ? null : (
          <div
            style={{
              display: 'flex',
              padding: '6px 20px',
              marginRight: 24,
              borderRadius: 8,
              backgroundColor: ACCENT,
              color: BACKGROUND,
              fontSize: 36,
              fontWeight: 700,
              textTransform: 'uppercase',
            }}
          >
            {card.result}
          </div>
        )}
        <Line style={{ fontSize: 36, color: INK }}>{card.when}</Line>
      </div>
      {card.provenance == null ? null : (
        <Line style={{ marginTop: 16, fontSize: 30, color: MUTED }}>{card.provenance}</Line>
      )}
    </Frame>,
  );
}

/** A school's card: its shield, its name, and its county and state. */
export function renderSchoolCard(school: CardSchool): Promise<Uint8Array<ArrayBuffer>> {
  return drawPng(
    <Frame label="Schedules & Scores">
      <div style={{ display: 'flex', alignItems: 'center', flexGrow: 1 }}>
        <Shield school={school} size={260} />
        <div style={{ display: 'flex', flexDirection: 'column', marginLeft: 56, maxWidth: 700 }}>
          <div style={{ display: 'flex', fontSize: 64, fontWeight: 700, lineHeight: 1.15 }}>
            {school.name}
          </div>
          <Line style={{ marginTop: 20, fontSize: 36, color: MUTED }}>
            {`${school.districtName}, ${school.stateName}`}
          </Line>
        </div>
      </div>
    </Frame>,
  );
}

/** The network's own card, for the pages that have none of their own (posts, unknown pages). */
export function renderSiteCard(): Promise<Uint8Array<ArrayBuffer>> {
  return drawPng(
    <Frame label="">
      <div style={{ display: 'flex', flexGrow: 1, alignItems: 'center' }}>
        <div style={{ display: 'flex', fontSize: 72, fontWeight: 700, lineHeight: 1.15 }}>
          {SITE_TAGLINE}
        </div>
      </div>
    </Frame>,
  );
}
