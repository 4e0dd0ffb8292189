// A single-page app without a framework or a build: history API routing, and pages that mount
// and unmount embed placeholders. After mounting a page it asks the loader to fill the new
// placeholders (CSZEmbed.scan); unmounting needs nothing, the loader notices its frames leave.

/** The pages, by path: a title and the page's HTML, embed placeholders as a builder writes them. */
const PAGES = {
  '/': {
    title: 'Scores',
    html: `
      <h1>Scores</h1>
      <p>Tonight's games around the county, updated live.</p>
      <div data-csz-widget="scoreboard" data-state="1" data-district="16" data-width="100%" data-height="600">
        <a href="http://localhost:3000/scores?stateId=1&amp;countyId=16&amp;force=true">High school scores on CSZ</a>
      </div>`,
  },
  '/standings': {
    title: 'Standings',
    html: `
      <h1>Standings</h1>
      <p>The county football league, with its tiebreak order.</p>
      <div data-csz-widget="standings" data-state="1" data-district="16" data-sport="4" data-width="100%">
        <a href="http://localhost:3000/scores/standings?selectedStateId=1&amp;selectedCountyId=16&amp;selectedSportId=4&amp;force=true">High school standings on CSZ</a>
      </div>`,
  },
  '/about': {
    title: 'About',
    html: `
      <h1>About</h1>
      <p>The Huskies Sports Hub is run by the booster club. This page has no widgets.</p>`,
  },
};

const NOT_FOUND = { title: 'Not found', html: '<h1>Not found</h1><p>No page here.</p>' };

const app = document.getElementById('app');

/** Shows the page of the current address in place of the one before. */
function render() {
  const page = PAGES[location.pathname] ?? NOT_FOUND;
  document.title = `${page.title} | Huskies Sports Hub`;
  app.innerHTML = page.html;
  for (const link of document.querySelectorAll('a[data-link]')) {
    if (link.getAttribute('href') === location.pathname) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  // The loader may still be on its way (it is async); when it arrives it scans the page itself.
  window.CSZEmbed?.scan(app);
}

document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a[data-link]') : null;
  if (link == null || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) {
    return;
  }
  event.preventDefault();
  if (link.getAttribute('href') === location.pathname) return;
  history.pushState(null, '', link.getAttribute('href'));
  render();
  app.focus();
});
window.addEventListener('popstate', render);
render();
