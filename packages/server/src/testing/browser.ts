import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import axe from 'axe-core';
import { chromium, type Browser, type Frame, type Page } from 'playwright-core';

/**
 * What browser suites share: Debian's Chromium started as every browser test here starts it
 * (scripts/chromium.mjs), the example host pages served as a user serves them, and the checks
 * that need the browser's own tools (DevTools' listener list, axe).
 */

/** scripts/chromium.mjs, a plain script outside this package's TypeScript: imported by address. */
const CHROMIUM_SCRIPT = new URL('../../../../scripts/chromium.mjs', import.meta.url).href;

/** examples/serve.mjs, run as a user runs it. */
const EXAMPLES_SCRIPT = fileURLToPath(new URL('../../../../examples/serve.mjs', import.meta.url));

/** Starts headless Chromium with the repository's flags and the suite's own. */
export async function launchChromium(args: readonly string[] = []): Promise<Browser> {
  const { CHROMIUM_ARGS, CHROMIUM_PATH } = (await import(CHROMIUM_SCRIPT)) as {
    CHROMIUM_ARGS: string[];
    CHROMIUM_PATH: string;
  };
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--headless', ...args],
  });
}

/** The examples, by name. */
const EXAMPLE_NAMES = ['newspaper', 'school', 'spa', 'district'] as const;

/** An example's name. */
export type ExampleName = (typeof EXAMPLE_NAMES)[number];

/** The example host pages, each on its own free port. */
export interface Examples {
  urls: Record<ExampleName, string>;
  stop(): void;
}

/**
 * Serves the example host pages (`node examples/serve.mjs`) with their embed code pointing at an
 * embed origin, and reads their addresses from what the command prints.
 */
export async function startExamples(embedOrigin: string): Promise<Examples> {
  const child = spawn(
    process.execPath,
    [EXAMPLES_SCRIPT, '--embed-origin', embedOrigin, '--port-base', '0'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const urls: Partial<Record<ExampleName, string>> = {};
  const lines = createInterface({ input: child.stdout });
  const stop = () => void child.kill();
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`examples/serve.mjs exited with ${code}`)));
      lines.on('line', (line) => {
        const [name, url] = line.split(' ');
        const example = EXAMPLE_NAMES.find((known) => known === name);
        if (example == null || !/^http:\/\/\S+$/.test(url ?? '')) return;
        urls[example] = url!;
        if (Object.keys(urls).length === EXAMPLE_NAMES.length) resolve();
      });
    });
  } catch (error) {
    stop();
    throw error;
  }
  return { urls: urls as Record<ExampleName, string>, stop };
}

/** How many listeners of a type the page's window has, as DevTools lists them. */
export async function windowListeners(page: Page, type: string): Promise<number> {
  const session = await page.context().newCDPSession(page);
  try {
    const { result } = await session.send('Runtime.evaluate', { expression: 'window' });
    const { listeners } = await session.send('DOMDebugger.getEventListeners', {
      objectId: result.objectId!,
    });
    return listeners.filter((listener) => listener.type === type).length;
  } finally {
    await session.detach();
  }
}

/** The WCAG 2.1 A and AA rules: what a public school's vendor must meet (docs/research.md). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** An axe violation, shortened to what a failing test should print. */
export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  nodes: string[];
}

/**
 * Runs axe's WCAG 2.1 AA rules in one frame's document (axe is put into the frame first, once per
 * document) and answers the violations.
 */
export async function axeViolations(frame: Frame): Promise<AxeViolation[]> {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
  return frame.evaluate(async (tags) => {
    const { axe: injected } = window as unknown as { axe: typeof axe };
    const results = await injected.run(document, { runOnly: { type: 'tag', values: tags } });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => `${node.html}: ${node.failureSummary ?? ''}`),
    }));
  }, WCAG_21_AA);
}
