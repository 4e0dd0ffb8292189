// Renders widgets into the test page the same way under React and under the embed frames' Preact:
// the test page's import map decides which one 'react' and 'react-dom' are
// (scripts/browserTestPlugin.mjs).
// No `act` from react: Preact has none of its own, so tests wait for the DOM instead.
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { schoolAccents, type WidgetTheme } from '@csz/core/display';
import { ThemeScope } from '../Theme';

/** How a widget is rendered in a test. */
export interface RenderOptions {
  /** Width of the box the widget renders in, in pixels (the widgets lay out by container width). */
  width?: number;
  /** @default 'light' */
  theme?: WidgetTheme;
  /** A school colour for the ThemeScope. */
  accentColor?: string;
}

/** A rendered widget. */
export interface Rendered {
  /** The ThemeScope root the widget is inside. */
  container: HTMLElement;
  /** Renders new props into the same root, as a parent re-rendering would. */
  rerender(ui: ReactNode): void;
  /** Unmounts the widget and removes its box. */
  unmount(): void;
}

const mounted = new Set<() => void>();

/**
 * Renders a widget inside a ThemeScope in a box of its own, synchronously. Under Preact, ids made
 * by useId repeat from one root to the next (each root counts from the start), so a test that
 * looks controls up by their labels renders one widget at a time; a page has one root.
 */
export function render(ui: ReactNode, options: RenderOptions = {}): Rendered {
  const box = document.createElement('div');
  if (options.width != null) box.style.width = `${options.width}px`;
  document.body.append(box);
  const root: Root = createRoot(box);
  const wrap = (node: ReactNode) => (
    <ThemeScope theme={options.theme ?? 'light'} accents={schoolAccents(options.accentColor)}>
      {node}
    </ThemeScope>
  );
  flushSync(() => root.render(wrap(ui)));
  const unmount = () => {
    if (!mounted.delete(unmount)) return;
    flushSync(() => root.unmount());
    box.remove();
  };
  mounted.add(unmount);
  return {
    container: box.firstElementChild as HTMLElement,
    rerender: (next) => flushSync(() => root.render(wrap(next))),
    unmount,
  };
}

/** Unmounts every widget a test rendered. */
export function cleanup(): void {
  for (const unmount of [...mounted]) unmount();
}

afterEach(cleanup);

/** Finds a list's visible status message (its live region says the same words). */
export const STATUS_TEXT = { selector: '.csz-status__text' } as const;
