// URL is a WHATWG global of every runtime core runs in (browsers, Node, workers) but is not part of
// the ES library that core compiles against (no DOM, no Node types); this declares the part it uses.
declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly searchParams: { get(name: string): string | null };
  toString(): string;
}

// The module's own address, which every ES module runtime provides (used by tests to find files).
interface ImportMeta {
  readonly url: string;
}

// Timers and cancellation, WHATWG globals of every runtime core runs in, for the query cache
// (lists/queryCache.ts): the parts it uses.
interface AbortSignal {
  readonly aborted: boolean;
}
declare class AbortController {
  readonly signal: AbortSignal;
  abort(): void;
}
declare function setTimeout(callback: () => void, ms?: number): number;
declare function clearTimeout(id: number | undefined): void;
