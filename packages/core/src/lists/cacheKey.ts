/**
 * A key of the site's cache of server data: plain values, the first naming what is held ('games',
 * 'follows'), then the request's params. Keys are compared by value, object keys in any order,
 * unset (undefined) fields left out; a key is a prefix of the longer keys that begin with it.
 */
export type CacheKey = readonly unknown[];
