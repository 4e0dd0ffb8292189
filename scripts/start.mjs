#!/usr/bin/env node
// `pnpm start` will serve the site, the API and the embeds from one process (DESIGN.md "Runtime
// conventions"). None of them exists yet, and this says so rather than pretending.
console.error(
  [
    'Nothing to start yet.',
    'The HTTP server, its database and the demo data arrive with the sports data service (issue 3);',
    'the site with issue 7 and the embeds with issue 6. What exists today is packages/core:',
    'run `pnpm test` to check it.',
  ].join('\n'),
);
process.exit(1);
