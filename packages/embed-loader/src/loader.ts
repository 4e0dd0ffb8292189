// The loader school and newspaper sites paste (served at /embed/v1/loader.js, budget 1 KB gzipped):
// it turns each placeholder `<div data-csz-widget="scoreboard" data-state="1" ...>` into a frame
// of ours, and sizes each frame to its content from the frame's own messages. It runs in pages we
// do not control, so it touches only its placeholders, sets no globals but `CSZEmbed`, and stops
// listening once its frames have left the page.
import {
  EMBED_PARAMS,
  EMBED_TITLES,
  WIDGET_DEFAULTS,
  cssLength,
  paramAttribute,
} from '@csz/core/display';

/** What a frame's resize message looks like (frames/resize.ts sends it). */
interface ResizeMessage {
  type: string;
  height: unknown;
}

/** No frame grows past this, whatever a message says: a runaway page must not swallow the host. */
const MAX_HEIGHT = 20_000;

declare global {
  interface Window {
    CSZEmbed?: { scan: (root?: ParentNode) => void };
  }
}

function start() {
  const script = document.currentScript as HTMLScriptElement | null;
  // The frames' origin is the loader's own: only messages from there are read.
  const origin = new URL(script?.src ?? location.href).origin;
  const frames = new Set<HTMLIFrameElement>();
  let listening = false;

  const onMessage = (event: MessageEvent<ResizeMessage>) => {
    // Exactly our origin (a look-alike such as evil-example.com fails), and one of our frames'
    // own windows, not another page of our origin; then the shape.
    if (event.origin !== origin) return;
    for (const frame of frames) {
      if (frame.contentWindow !== event.source) continue;
      const height = event.data?.type === 'csz:resize' ? event.data.height : null;
      if (typeof height === 'number' && height > 0 && height < Infinity) {
        // style.height, not the attribute, which host CSS overrides.
        frame.style.height = `${Math.min(Math.ceil(height), MAX_HEIGHT)}px`;
      }
    }
  };

  // Frames that left the page (a single-page app unmounting them) are forgotten; with none left
  // the loader stops listening.
  const observer = new MutationObserver(() => {
    for (const frame of frames) if (!frame.isConnected) frames.delete(frame);
    if (frames.size === 0 && listening) {
      removeEventListener('message', onMessage);
      observer.disconnect();
      listening = false;
    }
  });

  const track = (frame: HTMLIFrameElement) => {
    frames.add(frame);
    if (!listening) {
      addEventListener('message', onMessage);
      observer.observe(document.documentElement, { childList: true, subtree: true });
      listening = true;
    }
  };

  const scan = (root: ParentNode = document) => {
    for (const placeholder of root.querySelectorAll<HTMLElement>('[data-csz-widget]')) {
      const kind = placeholder.dataset.cszWidget as keyof typeof EMBED_TITLES;
      if (!(kind in EMBED_TITLES)) continue;
      // Idempotent: a placeholder is filled once, however often a single-page app calls scan();
      // a filled one put back into the page (an app's cached view) is listened to again.
      const filled = placeholder.querySelector<HTMLIFrameElement>('iframe[data-csz]');
      if (filled) {
        if (filled.isConnected) track(filled);
        continue;
      }
      // The attributes that are set, URL-encoded, as core's frameUrl writes them for iframe code.
      const query = new URLSearchParams();
      for (const param of EMBED_PARAMS) {
        const value = placeholder.getAttribute(paramAttribute(param));
        if (value) query.set(param, value);
      }
      const frame = document.createElement('iframe');
      frame.src = `${origin}/embed/${kind}?${query}`;
      frame.title = EMBED_TITLES[kind];
      frame.loading = 'lazy';
      frame.referrerPolicy = 'strict-origin-when-cross-origin';
      frame.dataset.csz = '';
      frame.style.cssText = `display:block;border:0;max-width:100%;width:${cssLength(
        placeholder.dataset.width,
        WIDGET_DEFAULTS.width,
      )};height:${cssLength(placeholder.dataset.height, WIDGET_DEFAULTS.height)}`;
      // The placeholder's link stays in the page for readers without scripts; with the frame it
      // hides. Not with the hidden attribute, which any display rule of the host's CSS overrides.
      for (const link of placeholder.querySelectorAll('a')) link.style.display = 'none';
      placeholder.append(frame);
      track(frame);
    }
  };

  window.CSZEmbed = { scan };
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', () => scan());
  else scan();
}

// A second copy of the loader on the page (each widget's code carries one) hands over to the first.
if (window.CSZEmbed) window.CSZEmbed.scan();
else start();
