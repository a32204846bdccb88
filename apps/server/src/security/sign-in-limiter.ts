import { isIPv6 } from 'node:net';
import { LruCache } from '../lru-cache';

export interface SignInLimiterOptions {
  /** Attempts allowed per key within the window (successes are taken back). */
  maxFailures: number;
  windowMs: number;
}

interface Window {
  attempts: number;
  startedAt: number;
}

const CAPACITY = 20_000;

/**
 * Counts sign-in attempts per key (the email with the client address, and the address alone) in process
 * memory, bounded in size. An attempt is reserved before the password is hashed, so a burst of parallel
 * requests cannot all slip past the check while the first ones are still hashing; a success takes its
 * attempt back (`release`) or clears the key (`clear`).
 */
export class SignInLimiter {
  readonly #windows = new LruCache<string, Window>(CAPACITY);
  constructor(readonly options: SignInLimiterOptions) {}

  /**
   * Counts one attempt for `key` and answers 0, or, when the key has used its attempts, counts nothing
   * and answers the milliseconds until it may try again.
   */
  reserve(key: string, now = Date.now()): number {
    let window = this.#windows.get(key);
    if (!window || window.startedAt + this.options.windowMs <= now) window = { attempts: 0, startedAt: now };
    if (window.attempts >= this.options.maxFailures) return window.startedAt + this.options.windowMs - now;
    window.attempts += 1;
    this.#windows.set(key, window);
    return 0;
  }

  /** Takes back one reserved attempt (a success that should not count against the key). */
  release(key: string): void {
    const window = this.#windows.get(key);
    if (window && window.attempts > 0) window.attempts -= 1;
  }

  clear(key: string): void {
    this.#windows.delete(key);
  }
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
