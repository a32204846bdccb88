import type { Redis } from 'ioredis';
import { LruCache } from '../lru-cache';

/**
 * Counts events per key in a fixed window that starts at the key's first event, and keeps flags that
 * expire: what the checkout's card-testing limits count declined payments with (decision 0061). In
 * Redis when REDIS_URL is set, so every process sees the same counts; in memory otherwise, and for each
 * call Redis does not answer (decision 0060).
 */
export interface WindowCounter {
  /** Adds one to `key`; a key seen for the first time (or expired) starts a window of `windowMs`. */
  add(key: string, windowMs: number): Promise<number>;
  /** The counts now, in the order of `keys`: 0 for a key never counted or expired. A raised flag reads 1. */
  read(keys: readonly string[]): Promise<number[]>;
  /** Raises `key` for `ttlMs` unless it is raised already; true when this call raised it. */
  raise(key: string, ttlMs: number): Promise<boolean>;
}

/** Keys one process keeps at most; the oldest go first (an attacker's new keys cannot grow memory). */
const CAPACITY = 50_000;

interface Entry {
  count: number;
  expiresAt: number;
}

/** In this process's memory, bounded. `now` is for tests. */
export function memoryWindowCounter(now: () => number = Date.now): WindowCounter {
  const entries = new LruCache<string, Entry>(CAPACITY);
  const live = (key: string, at: number) => {
    const entry = entries.get(key);
    return entry && entry.expiresAt > at ? entry : undefined;
  };
  return {
    async add(key, windowMs) {
      const at = now();
      const entry = live(key, at);
      const next = entry ? { ...entry, count: entry.count + 1 } : { count: 1, expiresAt: at + windowMs };
      entries.set(key, next);
      return next.count;
    },
    async read(keys) {
      const at = now();
      return keys.map((key) => live(key, at)?.count ?? 0);
    },
    async raise(key, ttlMs) {
      const at = now();
      if (live(key, at)) return false;
      entries.set(key, { count: 1, expiresAt: at + ttlMs });
      return true;
    },
  };
}

/** The window starts with the first count: the expiry is set only then. */
const ADD_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** In Redis, shared by every process; each key carries `keyPrefix`. A call that fails rejects. */
export function redisWindowCounter(redis: Redis, keyPrefix: string): WindowCounter {
  return {
    async add(key, windowMs) {
      return Number(await redis.eval(ADD_SCRIPT, 1, `${keyPrefix}${key}`, String(windowMs)));
    },
    async read(keys) {
      if (keys.length === 0) return [];
      const values = await redis.mget(...keys.map((key) => `${keyPrefix}${key}`));
      return values.map((value) => (value === null ? 0 : Number(value)));
    },
    async raise(key, ttlMs) {
      return (await redis.set(`${keyPrefix}${key}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
  };
}

/** Redis first, this process's memory for each call Redis does not answer (`onFallback` hears why). */
export function windowCounterWithFallback(
  shared: WindowCounter,
  local: WindowCounter,
  onFallback: (error: unknown) => void,
): WindowCounter {
  const either =
    <A extends unknown[], R>(call: (counter: WindowCounter, ...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      call(shared, ...args).catch((error: unknown) => {
        onFallback(error);
        return call(local, ...args);
      });
  return {
    add: either((counter, key: string, windowMs: number) => counter.add(key, windowMs)),
    read: either((counter, keys: readonly string[]) => counter.read(keys)),
    raise: either((counter, key: string, ttlMs: number) => counter.raise(key, ttlMs)),
  };
}
