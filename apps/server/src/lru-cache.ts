// The one LRU map, kept with the theme renderer (its first user) so the server and the theme share it.
export { LruCache } from '@plinth/theme/lru-cache';
