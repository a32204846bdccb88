import { formatAccountMessage, normalizeEmail } from '@plinth/commerce';
import { AppError } from '../app-error';
import type { SharedRedis } from '../shared-redis';
import {
  clientAddressKey,
  memorySignInCounter,
  redisSignInCounter,
  type SignInCounter,
  type SignInLimiterOptions,
} from './sign-in-limiter';

const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
const MAX_ATTEMPTS_PER_ACCOUNT = 5;
const MAX_ATTEMPTS_PER_ADDRESS = 20;
/** Seconds a client is asked to wait when the shared counters cannot be reached. */
const UNAVAILABLE_RETRY_AFTER_S = 5;

/** The keys one attempt was counted under; `account` is absent for a sign-up. */
export interface ReservedAttempt {
  address: string;
  account?: string;
}

/**
 * The 503 when the shared counters (Redis) do not answer: sign-ins fail closed, because without the
 * counters nothing would stop password guessing.
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
 * from another's, customers from owners). With Redis the counters are shared by every process.
 */
export class SignInLimits {
  readonly #perAccount: SignInCounter;
  readonly #perAddress: SignInCounter;

  /**
   * `tooMany` builds the 429 for a key that has used its attempts (nothing is counted then). `redis`
   * null keeps the counters in this process.
   */
  constructor(
    private readonly tooMany: (retryAfterMs: number) => Error,
    redis: SharedRedis | null = null,
  ) {
    const counter = (kind: string, options: SignInLimiterOptions) =>
      redis
        ? redisSignInCounter(redis.client, `${redis.keyPrefix}sign-in:${kind}:`, options)
        : memorySignInCounter(options);
    this.#perAccount = counter('account', {
      maxFailures: MAX_ATTEMPTS_PER_ACCOUNT,
      windowMs: SIGN_IN_WINDOW_MS,
    });
    this.#perAddress = counter('address', {
      maxFailures: MAX_ATTEMPTS_PER_ADDRESS,
      windowMs: SIGN_IN_WINDOW_MS,
    });
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
    return { address, account };
  }

  /**
   * The attempt succeeded: the address gets its attempt back and the account starts afresh. If the
   * counters cannot be reached the attempt simply stays counted (the sign-in itself still succeeds).
   */
  async forgive(attempt: ReservedAttempt): Promise<void> {
    await this.#perAddress.release(attempt.address).catch(() => undefined);
    if (attempt.account !== undefined) await this.#perAccount.clear(attempt.account).catch(() => undefined);
  }
}

function unavailable(): never {
  throw signInUnavailable();
}
