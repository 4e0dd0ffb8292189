/**
 * The id of the data block a page rendered on the server carries (issue 31): the router's state and
 * the data the render read, which the browser takes over with instead of asking the API again. The
 * server writes it after the root element; the site reads it before its first render.
 */
export const PAGE_STATE_ID = 'csz-state';
