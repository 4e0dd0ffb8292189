// @csz/embed-loader: the host-page loader (src/loader.ts) and the embed frames' scripts
// (src/frames/), built by scripts/build.mjs into dist/ and served by the server under /embed/.
// Nothing is imported from this package at run time; the server reads dist/manifest.json.
export {};
