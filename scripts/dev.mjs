#!/usr/bin/env node
// @ts-check
// `pnpm dev`: the site with hot reload (Vite on port 5173) against the server on PORT (default
// 3000), which Vite's proxy reaches for the API, the embeds, logos, ads and uploads. The embeds are
// built first when missing, as `pnpm start` does. Ctrl-C stops both.
import './requireNode.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = spawnSync(process.execPath, ['scripts/build-missing.mjs', 'embeds'], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

const children = [
  spawn('pnpm', ['--filter', '@csz/server', 'start'], { cwd: root, stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@csz/site', 'dev'], { cwd: root, stdio: 'inherit' }),
];
const stop = (code = 0) => {
  for (const child of children) if (child.exitCode == null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
