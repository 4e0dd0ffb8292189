// The page's entry (index.html): its styles, and the site's script once the page has painted.
//
// A page comes rendered from the server (issue 31): what the reader came for is in its HTML and
// styles. The script that takes the page over (main.tsx, hydration) is fetched after the first
// paint, so that on a slow phone network it does not share the bandwidth with the first screen.
// A tab opened in the background, which paints nothing, still starts within half a second.
// A page drawn in the browser (a member's: an empty root) starts at once.
import '@csz/widgets/styles.css';
import './site.css';

/** Set once a page failed to load its script and was loaded again, for that page alone. */
const RELOADED = 'csz.reloaded';

let started = false;
const start = () => {
  if (started) return;
  started = true;
  import('./main').then(
    () => sessionStorage.removeItem(RELOADED),
    () => {
      // A page kept by a cache from an older release names scripts a new release removed: loaded
      // again once, it names this release's. Its controls wait for the script meanwhile.
      if (sessionStorage.getItem(RELOADED) !== location.href) {
        sessionStorage.setItem(RELOADED, location.href);
        location.reload();
      }
    },
  );
};
// Whatever happens below, the script starts within half a second.
setTimeout(start, 500);
if (document.getElementById('root')?.hasChildNodes() !== true) {
  // A page drawn in the browser (a member's) has nothing to paint before its script.
  start();
} else if (
  typeof PerformanceObserver !== 'undefined' &&
  PerformanceObserver.supportedEntryTypes?.includes('paint')
) {
  // Once the first contentful paint is on screen, as the browser reports it: a timer set in a
  // frame's requestAnimationFrame can run before that frame is painted (Chromium, a first frame
  // late), and the script then shared the network with the first screen after all.
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(() => setTimeout(start, 0));
}
