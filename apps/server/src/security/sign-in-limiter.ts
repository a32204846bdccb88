import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { Redis } from 'ioredis';
import { LruCache } from '../lru-cache';

export interface SignInLimiterOptions {
  /** Attempts allowed per key within the window (successes are taken back). */
  maxFailures: number;
  windowMs: number;
}

/**
 * Counts sign-in attempts per key (the email with the client address, and the address alone). An
 * attempt is reserved before the password is hashed, so a burst of parallel requests cannot all slip
 * past the check while the first ones are still hashing; a success takes its attempt back (`release`)
 * or clears the key (`clear`). A window starts with a key's first attempt and lasts `windowMs`.
 */
export interface SignInCounter {
  /**
   * Counts one attempt for `key` and answers 0, or, when the key has used its attempts, counts nothing
   * and answers the milliseconds until it may try again.
   */
  reserve(key: string): Promise<number>;
  /** Takes back one reserved attempt (a success that should not count against the key). */
  release(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

interface Window {
  attempts: number;
  startedAt: number;
}

const CAPACITY = 20_000;

/** The counter in process memory, bounded in size: for one process (no REDIS_URL). */
export class SignInLimiter {
  readonly #windows = new LruCache<string, Window>(CAPACITY);
  constructor(readonly options: SignInLimiterOptions) {}

  reserve(key: string, now = Date.now()): number {
    let window = this.#windows.get(key);
    if (!window || window.startedAt + this.options.windowMs <= now) window = { attempts: 0, startedAt: now };
    if (window.attempts >= this.options.maxFailures) return window.startedAt + this.options.windowMs - now;
    window.attempts += 1;
    this.#windows.set(key, window);
    return 0;
  }

  release(key: string): void {
    const window = this.#windows.get(key);
    if (window && window.attempts > 0) window.attempts -= 1;
  }

  clear(key: string): void {
    this.#windows.delete(key);
  }
}

/** SignInLimiter behind the SignInCounter interface. */
export function memorySignInCounter(options: SignInLimiterOptions): SignInCounter {
  const limiter = new SignInLimiter(options);
  return {
    reserve: async (key) => limiter.reserve(key),
    release: async (key) => limiter.release(key),
    clear: async (key) => limiter.clear(key),
  };
}

/** Counts an attempt (the key's first starts its window) or answers the ms until the window ends. */
const RESERVE_SCRIPT = `
local attempts = redis.call('GET', KEYS[1])
if not attempts then
  redis.call('SET', KEYS[1], 1, 'PX', ARGV[2])
  return 0
end
if tonumber(attempts) >= tonumber(ARGV[1]) then
  local wait = redis.call('PTTL', KEYS[1])
  if wait < 1 then return 1 end
  return wait
end
redis.call('INCR', KEYS[1])
return 0`;

/** Takes one attempt back; DECR, like INCR, keeps the key's expiry, so the window does not move. */
const RELEASE_SCRIPT = `
local attempts = redis.call('GET', KEYS[1])
if attempts and tonumber(attempts) > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * The same counter in Redis, shared by every process: one key per counter holding its attempts, which
 * expires when its window ends. Each step is one Lua script, so it is atomic across processes. A call
 * that fails (Redis away, or slower than the command timeout) rejects: the caller decides what that
 * means (sign-ins fail closed, see SignInLimits).
 */
export function redisSignInCounter(
  redis: Redis,
  keyPrefix: string,
  options: SignInLimiterOptions,
): SignInCounter {
  // Hashed: keys hold email addresses, which need not sit in Redis in the clear; the length is bounded too.
  const key = (name: string) => `${keyPrefix}${createHash('sha256').update(name).digest('base64url')}`;
  return {
    async reserve(name) {
      const wait = await redis.eval(
        RESERVE_SCRIPT,
        1,
        key(name),
        String(options.maxFailures),
        String(options.windowMs),
      );
      return Number(wait);
    },
    async release(name) {
      await redis.eval(RELEASE_SCRIPT, 1, key(name));
    },
    async clear(name) {
      await redis.del(key(name));
    },
  };
}

/**
 * The part of a client address that one person controls: IPv6 clients usually hold a whole /64, so
 * counting per full address would let one client spread attempts (and evict others' counters).
 */
export function clientAddressKey(ip: string): string {
  if (!isIPv6(ip) || ip.startsWith('::ffff:')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
