import { setupEngines } from './globalSetup';

/** The Chromium suites' setup: they run on PGlite (the HTTP suites cover both engines). */
export default setupEngines({ postgres: false });
