// The district CMS's script. Like many CMSs it renders some blocks after the page has loaded (here
// the scores block, a moment later) and a tab's content only when the tab is first opened. The
// blocks hold the builders' script code without its <script> line (the theme carries the loader
// once). Nothing here calls CSZEmbed.scan(): the loader notices the new placeholders itself.

/** The blocks, as a builder writes their placeholders. */
const BLOCKS = {
  scores: `
    <h2>Tonight's scores</h2>
    <div data-csz-widget="scoreboard" data-state="1" data-district="16" data-width="100%" data-height="600">
      <a href="http://localhost:3000/scores?stateId=1&amp;countyId=16&amp;force=true">High school scores on CSZ</a>
    </div>`,
  standings: `
    <h2>Football standings</h2>
    <div data-csz-widget="standings" data-state="1" data-district="16" data-sport="4" data-width="100%">
      <a href="http://localhost:3000/scores/standings?selectedStateId=1&amp;selectedCountyId=16&amp;selectedSportId=4&amp;force=true">High school standings on CSZ</a>
    </div>`,
};

/** How long the CMS takes to render its late block. */
const LATE_BLOCK_MS = 1500;

const panel = (name) => document.getElementById(`panel-${name}`);

setTimeout(() => {
  panel('scores').innerHTML = BLOCKS.scores;
  panel('scores').removeAttribute('aria-busy');
}, LATE_BLOCK_MS);

/** Shows a tab's panel, rendering its block the first time. */
function select(tab) {
  for (const other of document.querySelectorAll('[role="tab"]')) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    panel(other.id.slice('tab-'.length)).hidden = !selected;
  }
  const name = tab.id.slice('tab-'.length);
  if (name === 'standings' && panel(name).childElementCount === 0) {
    panel(name).innerHTML = BLOCKS.standings;
  }
}

for (const tab of document.querySelectorAll('[role="tab"]')) {
  tab.addEventListener('click', () => select(tab));
  tab.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const tabs = [...document.querySelectorAll('[role="tab"]')];
    const next =
      tabs[(tabs.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length];
    next.focus();
    select(next);
  });
}
