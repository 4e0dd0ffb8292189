import type { AdSize } from '@csz/core';

/** Where the server's drawing of a house ad is served; a banner also has a 320x50 one for phones. */
export function houseAdUrl(adId: number, phone = false): string {
  return phone ? `/ads/${adId}-320x50.svg` : `/ads/${adId}.svg`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Splits words into lines of at most `width` characters; a longer word stands on its own line. */
function wrap(words: readonly string[], width: number): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last != null && last.length + 1 + word.length <= width)
      lines[lines.length - 1] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Bold letters average at most about this much of the font size in width (Arial and its stand-ins). */
const LETTER_WIDTH = 0.64;

/**
 * A house ad's picture (the network promoting itself): its words in the network's colours, as
 * large as the size allows, beside a small CSZ mark (above it in boxes). Advertisers' ads bring
 * their own pictures.
 */
export function houseAdSvg(words: string, size: AdSize): string {
  const [width, height] = size.split('x').map(Number) as [number, number];
  const banner = height <= 90;
  const pad = Math.round(height * (banner ? 0.15 : 0.08));
  const markSize = Math.max(9, Math.round(height * (banner ? 0.22 : 0.07)));
  const markWidth = markSize * LETTER_WIDTH * 3;
  // The words' box: right of the mark in a banner, below it in a box, clear of the gold edge.
  const box = banner
    ? { left: pad + markWidth + pad, top: pad, right: width - 6 - pad, bottom: height - pad }
    : { left: pad, top: pad + markSize, right: width - 6 - pad, bottom: height - pad };
  const split = words.trim().split(/\s+/);
  const fits = (font: number) => {
    const lines = wrap(split, Math.floor((box.right - box.left) / (font * LETTER_WIDTH)));
    const longest = Math.max(...lines.map((line) => line.length));
    const fit =
      lines.length * font * 1.2 <= box.bottom - box.top &&
      longest * font * LETTER_WIDTH <= box.right - box.left;
    return { lines, fit };
  };
  let fontSize = Math.round(height * (banner ? 0.34 : 0.13));
  let { lines, fit } = fits(fontSize);
  while (!fit && fontSize > 8) {
    fontSize -= 1;
    ({ lines, fit } = fits(fontSize));
  }
  const centreX = (box.left + box.right) / 2;
  const firstY =
    (box.top + box.bottom) / 2 - ((lines.length - 1) * fontSize * 1.2) / 2 + fontSize * 0.35;
  const text = lines
    .map(
      (line, i) =>
        `<tspan x="${centreX.toFixed(1)}" y="${(firstY + i * fontSize * 1.2).toFixed(1)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const markY = banner ? height / 2 + markSize * 0.35 : pad + markSize * 0.8;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">`,
    `<title>${escapeXml(words)}</title>`,
    `<rect width="${width}" height="${height}" fill="#1f3a68"/>`,
    `<rect x="${width - 6}" width="6" height="${height}" fill="#f2c230"/>`,
    `<text x="${pad}" y="${markY.toFixed(1)}" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${markSize}" fill="#f2c230">CSZ</text>`,
    `<text text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${fontSize}" fill="#ffffff">${text}</text>`,
    '</svg>',
  ].join('');
}
