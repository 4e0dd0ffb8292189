// Loaded into the API server's process by `pnpm bench:members --probe` (node --import), never by
// the product. It times PGlite's two locks, per calling site in the server's code:
// - the transaction lock, which every query, exec and transaction takes for its whole length, so
//   while one transaction is open nothing else runs (wait: queued behind others; hold: its length);
// - the query lock, held only while PostgreSQL (WebAssembly, on the event loop) runs a statement.
// A transaction holding the first far longer than the second is waiting on something else with
// the connection in hand. It also measures the event loop's delay and utilisation. SIGUSR2 clears
// the figures (the bench sends it once set-up is over); on exit they are written to PROBE_OUT.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';

interface Site {
  calls: number;
  waitMs: number;
  holdMs: number;
  maxHoldMs: number;
  maxWaitMs: number;
  holds: number[];
}

let sites = new Map<string, Site>();
let queryBusyMs = 0;
let statements = 0;
let longest: { holdMs: number; waitMs: number; stack: string }[] = [];
// Deep enough to reach the server's frames below PGlite's and Drizzle's.
Error.stackTraceLimit = 40;
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
let elu: EventLoopUtilization = performance.eventLoopUtilization();
let since = performance.now();

/** The server's own frames of a stack (not PGlite's, Drizzle's or Node's), innermost first. */
function ownFrames(stack: string): string[] {
  return stack
    .split('\n')
    .slice(1)
    .map((line) => line.trim())
    .filter((line) => line.includes('/src/') && !line.includes('node_modules'))
    .map((line) => line.replace(/^at (async )?/, '').replace(/\(?file:\/\/.*\/src\//, 'src/'))
    .map((line) => line.replace(/\)$/, ''));
}

type Locked = (fn: () => Promise<unknown>) => Promise<unknown>;
const proto = PGlite.prototype as unknown as {
  _runExclusiveTransaction: Locked;
  _runExclusiveQuery: Locked;
};

const byTransaction = proto._runExclusiveTransaction;
proto._runExclusiveTransaction = function (this: unknown, fn: () => Promise<unknown>) {
  const stack = new Error().stack ?? '';
  // Which public method took the lock: transaction(), or a lone query() or exec().
  const by = stack.split('\n')[2] ?? '';
  const kind = by.includes('.transaction')
    ? 'transaction'
    : by.includes('.exec')
      ? 'exec'
      : 'query';
  const asked = performance.now();
  return byTransaction.call(this, async () => {
    const started = performance.now();
    try {
      return await fn();
    } finally {
      const holdMs = performance.now() - started;
      const waitMs = started - asked;
      const frames = ownFrames(stack);
      const key = `${kind} ${frames.slice(0, 2).join(' < ') || '(no server frame)'}`;
      let site = sites.get(key);
      if (site == null) {
        site = { calls: 0, waitMs: 0, holdMs: 0, maxHoldMs: 0, maxWaitMs: 0, holds: [] };
        sites.set(key, site);
      }
      site.calls += 1;
      site.waitMs += waitMs;
      site.holdMs += holdMs;
      site.maxHoldMs = Math.max(site.maxHoldMs, holdMs);
      site.maxWaitMs = Math.max(site.maxWaitMs, waitMs);
      if (site.holds.length < 20_000) site.holds.push(holdMs);
      if (longest.length < 15 || holdMs > longest[longest.length - 1]!.holdMs) {
        longest.push({ holdMs, waitMs, stack: `${kind}\n  ${frames.slice(0, 6).join('\n  ')}` });
        longest.sort((a, b) => b.holdMs - a.holdMs);
        longest = longest.slice(0, 15);
      }
    }
  });
};

const byQuery = proto._runExclusiveQuery;
proto._runExclusiveQuery = function (this: unknown, fn: () => Promise<unknown>) {
  return byQuery.call(this, async () => {
    const started = performance.now();
    try {
      return await fn();
    } finally {
      queryBusyMs += performance.now() - started;
      statements += 1;
    }
  });
};

process.on('SIGUSR2', () => {
  sites = new Map();
  queryBusyMs = 0;
  statements = 0;
  longest = [];
  delay.reset();
  elu = performance.eventLoopUtilization();
  since = performance.now();
});

const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

process.on('exit', () => {
  const out = process.env.PROBE_OUT;
  if (out == null) return;
  const wallMs = performance.now() - since;
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  const report = {
    wallMs: Math.round(wallMs),
    eventLoop: {
      utilisation: Math.round(performance.eventLoopUtilization(elu).utilization * 1000) / 1000,
      delayP50Ms: ms(delay.percentile(50)),
      delayP99Ms: ms(delay.percentile(99)),
      delayMaxMs: ms(delay.max),
    },
    pglite: {
      statements,
      // Share of the wall time PostgreSQL itself was running a statement.
      queryBusyShare: Math.round((queryBusyMs / wallMs) * 1000) / 1000,
      transactionLockHeldShare:
        Math.round(([...sites.values()].reduce((n, s) => n + s.holdMs, 0) / wallMs) * 1000) / 1000,
    },
    sites: [...sites]
      .map(([site, s]) => ({
        site,
        calls: s.calls,
        holdTotalMs: Math.round(s.holdMs),
        holdMeanMs: Math.round((s.holdMs / s.calls) * 100) / 100,
        holdP99Ms: Math.round(percentile(s.holds, 0.99) * 100) / 100,
        holdMaxMs: Math.round(s.maxHoldMs),
        waitMeanMs: Math.round(s.waitMs / s.calls),
        waitMaxMs: Math.round(s.maxWaitMs),
      }))
      .sort((a, b) => b.holdTotalMs - a.holdTotalMs),
    longest: longest.map((l) => ({ ...l, holdMs: Math.round(l.holdMs) })),
  };
  writeFileSync(out, JSON.stringify(report, null, 2));
});
