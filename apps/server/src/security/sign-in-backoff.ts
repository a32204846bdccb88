import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LruCache } from '../lru-cache';

/** The first delay once an account is past its failures, doubling with each attempt up to the cap. */
export const BACKOFF_FIRST_DELAY_MS = 1000;
export const BACKOFF_MAX_DELAY_MS = 10_000;
/**
 * Delayed sign-ins one process holds at once, per account and in all: a delayed request keeps its
 * socket and a little memory, so past these further ones are answered 429 at once instead.
 */
export const MAX_DELAYED_PER_ACCOUNT = 4;
export const MAX_DELAYED_IN_ALL = 1000;

const CAPACITY = 20_000;

/**
 * Counts one account's recent sign-in attempts from every address. An attempt is added before the
 * password is checked and a success takes its attempt back, so the count is the failures (and the
 * attempts still being checked). Each attempt restarts the window: the count is forgotten only once the
 * account has had `windowMs` without attempts.
 */
export interface AccountAttemptCounter {
  /** Adds an attempt; answers the account's attempts in its window, this one included. */
  add(key: string): Promise<number>;
  /** Takes back one attempt (a success). */
  remove(key: string): Promise<void>;
}

interface Entry {
  attempts: number;
  lastAt: number;
}

/** In process memory, bounded in size: for one process (no REDIS_URL). `now` is for tests. */
export function memoryAccountAttemptCounter(
  windowMs: number,
  now: () => number = Date.now,
): AccountAttemptCounter {
  const entries = new LruCache<string, Entry>(CAPACITY);
  return {
    async add(key) {
      const at = now();
      const entry = entries.get(key);
      const attempts = entry && entry.lastAt + windowMs > at ? entry.attempts + 1 : 1;
      entries.set(key, { attempts, lastAt: at });
      return attempts;
    },
    async remove(key) {
      const entry = entries.get(key);
      if (entry && entry.attempts > 0) entry.attempts -= 1;
    },
  };
}

/** Counts an attempt and restarts the key's window. */
const ADD_SCRIPT = `
local attempts = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return attempts`;

/** Takes one attempt back; DECR keeps the key's expiry. */
const REMOVE_SCRIPT = `
local attempts = redis.call('GET', KEYS[1])
if attempts and tonumber(attempts) > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * In Redis, shared by every process: one key per account (a SHA-256 of it, not the email) that
 * expires `windowMs` after its last attempt. A call that fails rejects; sign-ins then fail closed.
 */
export function redisAccountAttemptCounter(
  redis: Redis,
  keyPrefix: string,
  windowMs: number,
): AccountAttemptCounter {
  const key = (name: string) => `${keyPrefix}${createHash('sha256').update(name).digest('base64url')}`;
  return {
    async add(name) {
      return Number(await redis.eval(ADD_SCRIPT, 1, key(name), String(windowMs)));
    },
    async remove(name) {
      await redis.eval(REMOVE_SCRIPT, 1, key(name));
    },
  };
}

/**
 * How long the attempt numbered `attempts` (this one included) waits before its password is checked:
 * nothing up to `after`, then 1 s, 2 s, 4 s, 8 s and 10 s from then on. `after` 0 turns backoff off.
 */
export function backoffDelayMs(attempts: number, after: number): number {
  if (after === 0 || attempts <= after) return 0;
  const doublings = Math.min(attempts - after - 1, 10);
  return Math.min(BACKOFF_FIRST_DELAY_MS * 2 ** doublings, BACKOFF_MAX_DELAY_MS);
}

/**
 * The delayed sign-ins this process holds: at most `perKey` for one account and `inAll` together. The
 * bound is per process on purpose: it protects this process's sockets and memory.
 */
export class DelayedRequests {
  readonly #perKey = new Map<string, number>();
  #inAll = 0;

  constructor(
    readonly perKey = MAX_DELAYED_PER_ACCOUNT,
    readonly inAll = MAX_DELAYED_IN_ALL,
  ) {}

  /** Takes a place for `key`, or answers false when its or the process's places are taken. */
  enter(key: string): boolean {
    const held = this.#perKey.get(key) ?? 0;
    if (held >= this.perKey || this.#inAll >= this.inAll) return false;
    this.#perKey.set(key, held + 1);
    this.#inAll += 1;
    return true;
  }

  leave(key: string): void {
    const held = this.#perKey.get(key) ?? 0;
    if (held <= 1) this.#perKey.delete(key);
    else this.#perKey.set(key, held - 1);
    this.#inAll = Math.max(0, this.#inAll - 1);
  }

  get size(): number {
    return this.#inAll;
  }
}
