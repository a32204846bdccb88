import { formatAccountMessage, normalizeEmail } from '@plinth/commerce';
import { AppError } from '../app-error';
import type { SharedRedis } from '../shared-redis';
import {
  backoffDelayMs,
  DelayedRequests,
  memoryAccountAttemptCounter,
  redisAccountAttemptCounter,
  type AccountAttemptCounter,
} from './sign-in-backoff';
import { attemptCounterWithFallback, signInCounterWithFallback, throttledWarning } from './fallback-counters';
import {
  clientAddressKey,
  memorySignInCounter,
  redisSignInCounter,
  type SignInCounter,
  type SignInLimiterOptions,
} from './sign-in-limiter';

/** Where a limit says that Redis did not answer and it counts in this process meanwhile. */
export interface LimitsLog {
  warn(details: object, message: string): void;
}

const NO_LOG: LimitsLog = { warn: () => undefined };

const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
const MAX_ATTEMPTS_PER_ACCOUNT = 5;
const MAX_ATTEMPTS_PER_ADDRESS = 20;
/** Seconds a client is asked to wait when the shared counters cannot be reached. */
const UNAVAILABLE_RETRY_AFTER_S = 5;

/** The keys one attempt was counted under; `account` and `backoff` are absent for a sign-up. */
export interface ReservedAttempt {
  address: string;
  account?: string;
  /** The account's key across addresses (the backoff), when backoff is on. */
  backoff?: string;
}

/**
 * The per-account backoff across addresses. `afterFailures` (SIGN_IN_BACKOFF_AFTER) attempts pass at
 * once; 0 turns it off. `sleep` waits without holding anything (tests pass one that does not wait).
 */
export interface SignInBackoffSettings {
  afterFailures: number;
  sleep: (ms: number) => Promise<void>;
}

/**
 * The 503 when a counter cannot count at all: sign-ins fail closed, because without the counters
 * nothing would stop password guessing. Redis not answering is not that: the counters then count in
 * this process (fallback-counters.ts).
 */
export function signInUnavailable(): AppError {
  return new AppError('unavailable', 'AUTH_LIMITS_UNAVAILABLE', formatAccountMessage('signInUnavailable'), {
    retryAfter: UNAVAILABLE_RETRY_AFTER_S,
  });
}

/**
 * The sign-in limits owners and customers share: 5 attempts per account and address, 20 per address,
 * per 15 minutes. Attempts are counted before any password is hashed, so a burst of parallel requests
 * is counted as it arrives rather than after scrypt. `scope` keeps counters apart (one site's customers
 * from another's, customers from owners). With Redis the counters are shared by every process, and
 * counted in this process while Redis does not answer.
 *
 * On top of that, an account's attempts from every address are counted (decision 0022): past
 * `afterFailures` in a window, each attempt waits (1 s doubling to 10 s) before its password is checked.
 * A slowdown, not a lockout: the right password still signs in after the wait. This process holds at
 * most MAX_DELAYED_PER_ACCOUNT waiting attempts per account; further ones get the 429 at once.
 */
export class SignInLimits {
  readonly #perAccount: SignInCounter;
  readonly #perAddress: SignInCounter;
  readonly #acrossAddresses: AccountAttemptCounter;
  readonly #delayed = new DelayedRequests();

  /**
   * `tooMany` builds the 429 for a key that has used its attempts (nothing is counted then). `redis`
   * null keeps the counters in this process.
   */
  constructor(
    private readonly tooMany: (retryAfterMs: number) => Error,
    redis: SharedRedis | null,
    private readonly backoff: SignInBackoffSettings,
    log: LimitsLog = NO_LOG,
  ) {
    // With Redis, each counter falls back to this process's memory while Redis does not answer
    // (security review L-C): the limits hold per process, and signing in keeps working.
    const fellBack = throttledWarning(log, 'sign-in limits counted in this process: Redis does not answer');
    const counter = (kind: string, options: SignInLimiterOptions) =>
      redis
        ? signInCounterWithFallback(
            redisSignInCounter(redis.client, `${redis.keyPrefix}sign-in:${kind}:`, options),
            memorySignInCounter(options),
            fellBack,
          )
        : memorySignInCounter(options);
    this.#perAccount = counter('account', {
      maxFailures: MAX_ATTEMPTS_PER_ACCOUNT,
      windowMs: SIGN_IN_WINDOW_MS,
    });
    this.#perAddress = counter('address', {
      maxFailures: MAX_ATTEMPTS_PER_ADDRESS,
      windowMs: SIGN_IN_WINDOW_MS,
    });
    this.#acrossAddresses = redis
      ? attemptCounterWithFallback(
          redisAccountAttemptCounter(redis.client, `${redis.keyPrefix}sign-in:backoff:`, SIGN_IN_WINDOW_MS),
          memoryAccountAttemptCounter(SIGN_IN_WINDOW_MS),
          fellBack,
        )
      : memoryAccountAttemptCounter(SIGN_IN_WINDOW_MS);
  }

  /**
   * Counts an attempt; pass the email for a sign-in, none for a sign-up (the address alone counts).
   * Throws the 429 when a key has used its attempts, and a 503 when the counters cannot be reached.
   */
  async reserve(scope: string, ip: string, email?: string): Promise<ReservedAttempt> {
    const address = `${scope}|${clientAddressKey(ip)}`;
    const addressWait = await this.#perAddress.reserve(address).catch(unavailable);
    if (addressWait > 0) throw this.tooMany(addressWait);
    if (email === undefined) return { address };
    const account = `${address}|${normalizeEmail(email)}`;
    let accountWait: number;
    try {
      accountWait = await this.#perAccount.reserve(account);
    } catch {
      await this.#perAddress.release(address).catch(() => undefined);
      throw signInUnavailable();
    }
    if (accountWait > 0) {
      await this.#perAddress.release(address).catch(() => undefined);
      throw this.tooMany(accountWait);
    }
    const attempt: ReservedAttempt = { address, account };
    if (this.backoff.afterFailures === 0) return attempt;
    const backoff = `${scope}|${normalizeEmail(email)}`;
    try {
      await this.#waitForTurn(backoff);
    } catch (error) {
      // Refused before any password check: nothing counts.
      await this.#perAddress.release(address).catch(() => undefined);
      await this.#perAccount.release(account).catch(() => undefined);
      throw error;
    }
    return { ...attempt, backoff };
  }

  /**
   * Counts the attempt for the account across addresses and, past the allowance, waits before the
   * password is checked. Nothing is held meanwhile (no database connection, no thread): a timer.
   */
  async #waitForTurn(backoff: string): Promise<void> {
    const attempts = await this.#acrossAddresses.add(backoff).catch(unavailable);
    const delayMs = backoffDelayMs(attempts, this.backoff.afterFailures);
    if (delayMs === 0) return;
    if (!this.#delayed.enter(backoff)) {
      await this.#acrossAddresses.remove(backoff).catch(() => undefined);
      throw this.tooMany(delayMs);
    }
    try {
      await this.backoff.sleep(delayMs);
    } finally {
      this.#delayed.leave(backoff);
    }
  }

  /**
   * The attempt succeeded: the address gets its attempt back, the account starts afresh at this
   * address, and across addresses this one attempt is taken back. If the counters cannot be reached
   * the attempt simply stays counted (the sign-in itself still succeeds).
   */
  async forgive(attempt: ReservedAttempt): Promise<void> {
    await this.#perAddress.release(attempt.address).catch(() => undefined);
    if (attempt.account !== undefined) await this.#perAccount.clear(attempt.account).catch(() => undefined);
    // Only this attempt is taken back: the owner signing in must not reset the backoff for a guesser.
    if (attempt.backoff !== undefined) {
      await this.#acrossAddresses.remove(attempt.backoff).catch(() => undefined);
    }
  }
}

function unavailable(): never {
  throw signInUnavailable();
}
