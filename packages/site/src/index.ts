// @csz/site: the React 19 app (routes, pages, jotai state, ky API client). Nothing is built yet:
// the site arrives with issue 7.
export {};
