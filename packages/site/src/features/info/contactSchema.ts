// The contact form's schema, in a chunk of its own that loads as the form first shows: the
// validation library stays out of the page's first load (docs/architecture.md budget "site JS
// before the first route renders").
export { contactMessageSchema } from '@csz/core';
