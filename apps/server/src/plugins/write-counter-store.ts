import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
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

/** One INCR per write; the first one of a window sets its expiry. Answers the count and the ms left. */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** How often an outage is logged while the writes are counted in this process. */
const FAILURE_LOG_INTERVAL_MS = 10_000;

/**
 * SharedWindowStore in Redis, so every process counts against one window per client: a fixed window
 * (INCR, and PEXPIRE on its first count, in one Lua script). When Redis does not answer, the write is
 * counted in this process's own window instead (security review L-C: per process, never off), and a
 * warning is logged at most every 10 s; a shopper's cart does not break because the store is away.
 */
export function redisWindowStore(redis: Redis, keyPrefix: string, log: FastifyBaseLogger) {
  let lastLogged = 0;
  const local = new SharedWindowStore();
  const fallBack = (error: unknown) => {
    if (Date.now() - lastLogged > FAILURE_LOG_INTERVAL_MS) {
      lastLogged = Date.now();
      log.warn({ err: error }, 'write rate limit counted in this process: Redis does not answer');
    }
  };
  return class RedisWindowStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      redis
        .eval(INCR_SCRIPT, 1, `${keyPrefix}writes:${key}`, String(timeWindow))
        .then((answer) => {
          const [current, ttl] = answer as [number, number];
          callback(null, { current: Number(current), ttl: Number(ttl) });
        })
        .catch((error: unknown) => {
          fallBack(error);
          local.incr(key, callback, timeWindow);
        });
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      redis
        .multi()
        .get(`${keyPrefix}writes:${key}`)
        .pttl(`${keyPrefix}writes:${key}`)
        .exec()
        .then((answers) => {
          const current = Number(answers?.[0]?.[1] ?? 0);
          const ttl = Number(answers?.[1]?.[1] ?? 0);
          callback(null, { current, ttl: ttl > 0 ? ttl : 0 });
        })
        .catch((error: unknown) => {
          fallBack(error);
          local.read(key, callback, timeWindow);
        });
    }

    child(): this {
      return this;
    }
  };
}
