import { hydrate, type VNode } from 'preact';
import { reportHeight } from './resize';

/** The data the server put in the frame's page for its Preact build (#csz-data). */
export function frameData<T>(): T {
  return JSON.parse(document.getElementById('csz-data')?.textContent ?? 'null') as T;
}

/** Takes over the server's HTML (#csz-root) with the same widgets, then reports the height. */
export function mount(node: VNode): void {
  const root = document.getElementById('csz-root');
  if (root) hydrate(node, root);
  reportHeight();
}
