// `pnpm --filter @csz/server bench:site [--url http://localhost:3000]`: Lighthouse-style figures of
// the site's first visits, measured in Debian's Chromium against a running server (`pnpm start`).
// Each page is loaded cold (a fresh profile) at phone size, with the CPU slowed 4x and the network
// throttled to Lighthouse's mobile settings (150 ms round trip, 1.6 Mbps down), and its first and
// largest contentful paint, layout shift, requests and bytes are printed. Not part of `pnpm test`:
// figures for the closing notes and docs, not a pass or fail.
import { parseArgs } from 'node:util';
import { launchChromium } from '../src/testing/browser';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    runs: { type: 'string', default: '3' },
  },
});
const PAGES = ['/', '/scores', '/schedules', '/playoffs', '/about-csz', '/sign-in'];
const runs = Number(values.runs);

interface Vitals {
  fcp: number;
  lcp: number;
  cls: number;
  requests: number;
  jsKb: number;
  totalKb: number;
}

const browser = await launchChromium();
async function measure(path: string): Promise<Vitals> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(`
    window.__lcp = 0;
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  `);
  await page.goto(`${values.url}${path}`, { waitUntil: 'networkidle', timeout: 120_000 });
  // A string, not a function: tsx's helpers (__name) do not exist in the page.
  const vitals = (await page.evaluate(`(() => {
    const resources = performance.getEntriesByType('resource');
    const nav = performance.getEntriesByType('navigation')[0];
    let js = 0;
    let all = nav.transferSize;
    for (const r of resources) {
      all += r.transferSize;
      if (r.name.endsWith('.js')) js += r.transferSize;
    }
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      fcp: fcp ? fcp.startTime : NaN,
      lcp: window.__lcp,
      cls: window.__cls,
      requests: resources.length + 1,
      jsKb: js / 1024,
      totalKb: all / 1024,
    };
  })()`)) as Vitals;
  await context.close();
  return vitals;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(
  `${'page'.padEnd(14)} ${'FCP ms'.padStart(7)} ${'LCP ms'.padStart(7)} ${'CLS'.padStart(6)} ${'reqs'.padStart(5)} ${'JS KB'.padStart(6)} ${'all KB'.padStart(7)}`,
);
for (const path of PAGES) {
  const samples: Vitals[] = [];
  for (let i = 0; i < runs; i += 1) samples.push(await measure(path));
  const m = (key: keyof Vitals) => median(samples.map((s) => s[key]));
  console.log(
    `${path.padEnd(14)} ${m('fcp').toFixed(0).padStart(7)} ${m('lcp').toFixed(0).padStart(7)} ${m('cls').toFixed(3).padStart(6)} ${String(m('requests')).padStart(5)} ${m('jsKb').toFixed(0).padStart(6)} ${m('totalKb').toFixed(0).padStart(7)}`,
  );
}
await browser.close();
