// @ts-check
// How every browser test here starts Debian's Chromium (docs/architecture.md "Toolchain": no tool can download
// a browser here). Without the networking flags Chromium keeps calling out to Google's hosts, which
// this machine's closed network refuses.
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Where Chromium is: CHROMIUM_PATH, else Debian's chromium-headless-shell (the old headless mode as
 * a program of its own, which Playwright also runs by default: the same engine without the
 * desktop browser's windowing, about a quarter less CPU per suite here), else Debian's chromium.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** The flags a headless test run needs (as root, with no GPU and no network of its own). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
