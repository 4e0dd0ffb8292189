// The page's entry (index.html): its styles, and the site's script once the page has painted.
//
// A page comes rendered from the server (issue 31): what the reader came for is in its HTML and
// styles. The script that takes the page over (main.tsx, hydration) is fetched after the first
// paint, so that on a slow phone network it does not share the bandwidth with the first screen.
// A tab opened in the background, which paints nothing, still starts within half a second.
import '@csz/widgets/styles.css';
import './site.css';

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./main');
};
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 500);
