// @ts-check
// How every browser test here starts Debian's Chromium (DESIGN.md "Toolchain": no tool can download
// a browser here). Without the networking flags Chromium keeps calling out to Google's hosts, which
// this machine's closed network refuses.

/** Where Chromium is: Debian's package, or CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags a headless test run needs (as root, with no GPU and no network of its own). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
