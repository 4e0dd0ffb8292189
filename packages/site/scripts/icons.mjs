// `pnpm --filter @csz/site icons`: draws the site's icons in public/ from public/favicon.svg
// (issue 31 point 10): favicon.ico (16, 32 and 48 px, for browsers and crawlers that ask for it),
// apple-touch-icon.png (180 px, full bleed: iOS rounds the corners itself) and the 192 and 512 px
// icons an installed app and a web app manifest name. Run it after changing the SVG and commit
// what it writes; sharp is the server's image library, png-to-ico packs PNGs into an ICO.
import { readFile, writeFile } from 'node:fs/promises';
import pngToIco from 'png-to-ico';
import sharp from 'sharp';

const dir = new URL('../public/', import.meta.url);
const svg = await readFile(new URL('favicon.svg', dir));
// The full-bleed square for platforms that cut their own shape: the SVG without its rounding.
const square = Buffer.from(svg.toString().replace(/ rx="\d+"/, ''));

const png = (source, size) => sharp(source, { density: 384 }).resize(size, size).png().toBuffer();

await writeFile(
  new URL('favicon.ico', dir),
  await pngToIco(await Promise.all([16, 32, 48].map((size) => png(svg, size)))),
);
await writeFile(new URL('apple-touch-icon.png', dir), await png(square, 180));
await writeFile(new URL('icon-192.png', dir), await png(svg, 192));
await writeFile(new URL('icon-512.png', dir), await png(svg, 512));
console.log('Wrote favicon.ico, apple-touch-icon.png, icon-192.png and icon-512.png in public/');
