import { LruCache } from '../lru-cache';

export interface SignInLimiterOptions {
  /** Failed attempts allowed per key within the window. */
  maxFailures: number;
  windowMs: number;
}

interface Window {
  failures: number;
  startedAt: number;
}

const CAPACITY = 20_000;

/**
 * Counts failed sign-ins per key (the email with the client address, and the address alone) in process
 * memory, bounded in size. A success clears the email's count. The limit applies before the password is
 * checked, so a locked-out key costs no hashing.
 */
export class SignInLimiter {
  readonly #windows = new LruCache<string, Window>(CAPACITY);
  constructor(readonly options: SignInLimiterOptions) {}

  /** Milliseconds until `key` may try again, or 0 when it may try now. */
  retryAfterMs(key: string, now = Date.now()): number {
    const window = this.#windows.get(key);
    if (!window || window.startedAt + this.options.windowMs <= now) return 0;
    return window.failures >= this.options.maxFailures ? window.startedAt + this.options.windowMs - now : 0;
  }

  recordFailure(key: string, now = Date.now()): void {
    let window = this.#windows.get(key);
    if (!window || window.startedAt + this.options.windowMs <= now) window = { failures: 0, startedAt: now };
    window.failures += 1;
    this.#windows.set(key, window);
  }

  clear(key: string): void {
    this.#windows.delete(key);
  }
}
