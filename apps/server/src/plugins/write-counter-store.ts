import { LruCache } from '../lru-cache';

interface Window {
  current: number;
  ttl: number;
  startedAt: number;
}
type Callback = (error: Error | null, result: { current: number; ttl: number }) => void;

const CAPACITY = 10_000;

/**
 * A fixed-window counter store for @fastify/rate-limit that every route shares. The plugin's own
 * in-memory store gives each route a separate child store, so a client limited on one write route could
 * carry on through another; `child()` here returns the same store. Bounded by client count.
 */
export class SharedWindowStore {
  readonly #windows = new LruCache<string, Window>(CAPACITY);

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    let window = this.#windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) {
      window = { current: 0, ttl: timeWindow, startedAt: now };
    }
    window.current += 1;
    window.ttl = timeWindow - (now - window.startedAt);
    this.#windows.set(key, window);
    callback(null, { current: window.current, ttl: window.ttl });
  }

  read(key: string, callback: Callback, timeWindow: number): void {
    const window = this.#windows.get(key);
    const now = Date.now();
    if (!window || window.startedAt + timeWindow <= now) return callback(null, { current: 0, ttl: 0 });
    callback(null, { current: window.current, ttl: timeWindow - (now - window.startedAt) });
  }

  child(): this {
    return this;
  }
}
