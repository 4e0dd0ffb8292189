// The loader school and newspaper sites paste (served at /embed/v1/loader.js, budget 1 KB gzipped):
// it turns each placeholder `<div data-csz-widget="scoreboard" data-state="1" ...>` into a frame
// of ours, and sizes each frame to its content from the frame's own messages. It runs in pages we
// do not control, so it touches only its placeholders, sets no globals but `CSZEmbed`, and stops
// listening once its frames have left the page.
import {
  EMBED_PARAMS,
  EMBED_TITLES,
  FIT_CONTENT,
  FIT_PARAM,
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

/** The frames this loader made. */
const FRAMES = 'iframe[data-csz]';

declare global {
  interface Window {
    CSZEmbed?: { scan: (root?: ParentNode) => void };
  }
}

function start() {
  const script = document.currentScript as HTMLScriptElement | null;
  // The frames' origin is the loader's own: only messages from there are read.
  const origin = new URL(script?.src ?? location.href).origin;
  // With 'important', so that a host theme's `iframe { height: 150px !important }` does not win.
  const setHeight = (frame: HTMLIFrameElement, height: string) =>
    frame.style.setProperty('height', height, 'important');

  const onMessage = (event: MessageEvent<ResizeMessage>) => {
    // Exactly our origin (a look-alike such as evil-example.com fails), and one of our frames'
    // own windows, not another page of our origin; then the shape.
    if (event.origin !== origin) return;
    for (const frame of document.querySelectorAll<HTMLIFrameElement>(FRAMES)) {
      if (frame.contentWindow !== event.source) continue;
      const height = event.data?.type === 'csz:resize' ? event.data.height : null;
      if (typeof height === 'number' && height > 0 && height < Infinity) {
        setHeight(frame, `${Math.min(Math.ceil(height), MAX_HEIGHT)}px`);
      }
    }
  };

  const scan = (root: ParentNode = document) => {
    for (const placeholder of root.querySelectorAll<HTMLElement>('[data-csz-widget]')) {
      const kind = placeholder.dataset.cszWidget as keyof typeof EMBED_TITLES;
      if (!(kind in EMBED_TITLES)) continue;
      // Idempotent: a placeholder is filled once, however often it is scanned.
      if (!placeholder.querySelector(FRAMES)) {
        // The attributes that are set, URL-encoded, as core's frameUrl writes them for iframe
        // code, and the mark that tells the frame it is sized to its content.
        const query = new URLSearchParams();
        for (const param of EMBED_PARAMS) {
          const value = placeholder.getAttribute(paramAttribute(param));
          if (value) query.set(param, value);
        }
        query.set(FIT_PARAM, FIT_CONTENT);
        const frame = document.createElement('iframe');
        frame.src = `${origin}/embed/${kind}?${query}`;
        frame.title = EMBED_TITLES[kind];
        frame.loading = 'lazy';
        frame.referrerPolicy = 'strict-origin-when-cross-origin';
        frame.dataset.csz = '';
        frame.style.cssText = `display:block;border:0;max-width:100%;width:${cssLength(
          placeholder.dataset.width,
          WIDGET_DEFAULTS.width,
        )}`;
        setHeight(frame, cssLength(placeholder.dataset.height, WIDGET_DEFAULTS.height));
        placeholder.append(frame);
      }
      // The placeholder's link stays in the page for readers without scripts; with the frame it
      // hides. At every scan: on a page still loading, the link may be parsed after the frame was
      // added. Not with the hidden attribute, which any display rule of the host's CSS overrides.
      for (const link of placeholder.querySelectorAll('a')) link.style.display = 'none';
    }
    // Listening only while frames of ours are on the page: a single-page app that unmounts them
    // leaves no listener behind, and one that puts a filled placeholder back is listened to again.
    (document.querySelector(FRAMES) ? addEventListener : removeEventListener)(
      'message',
      onMessage as EventListener,
    );
  };

  window.CSZEmbed = { scan };
  // Placeholders added later (a CMS block rendered late, a tab, infinite scroll, the rest of a page
  // still loading) are filled when they arrive, and frames that leave are noticed.
  new MutationObserver(() => scan()).observe(document, { childList: true, subtree: true });
  scan();
}

// A second copy of the loader on the page (each widget's code carries one) hands over to the first.
if (window.CSZEmbed) window.CSZEmbed.scan();
else start();
