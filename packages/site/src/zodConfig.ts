// Zod compiles a fast parser of each object schema with `new Function`, after probing whether eval
// is allowed. The site's Content-Security-Policy (`script-src 'self'`) refuses it: the probe is
// caught, but the browser reports a violation on every page that builds a schema (issue 31 point
// 8). Jitless parsing is the same parsing without it. Zod keeps its settings in this global, so
// that its copies share them (zod/v4/core core.js): set here, first of the entry's imports, it
// holds before any schema is built, without the entry importing zod (whose `config` would bring
// 3.8 KB of it into the first load). The site's Chromium tests fail on any CSP violation.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
