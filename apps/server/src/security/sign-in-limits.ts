import { normalizeEmail } from '@plinth/commerce';
import { clientAddressKey, SignInLimiter } from './sign-in-limiter';

const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
const MAX_ATTEMPTS_PER_ACCOUNT = 5;
const MAX_ATTEMPTS_PER_ADDRESS = 20;

/** The keys one attempt was counted under; `account` is absent for a sign-up. */
export interface ReservedAttempt {
  address: string;
  account?: string;
}

/**
 * The sign-in limits owners and customers share: 5 attempts per account and address, 20 per address,
 * per 15 minutes. Attempts are counted before any password is hashed, so a burst of parallel requests
 * is counted as it arrives rather than after scrypt. `scope` keeps counters apart (one site's customers
 * from another's, customers from owners).
 */
export class SignInLimits {
  readonly #perAccount = new SignInLimiter({
    maxFailures: MAX_ATTEMPTS_PER_ACCOUNT,
    windowMs: SIGN_IN_WINDOW_MS,
  });
  readonly #perAddress = new SignInLimiter({
    maxFailures: MAX_ATTEMPTS_PER_ADDRESS,
    windowMs: SIGN_IN_WINDOW_MS,
  });

  /** `tooMany` builds the 429 for a key that has used its attempts (nothing is counted then). */
  constructor(private readonly tooMany: (retryAfterMs: number) => Error) {}

  /** Counts an attempt; pass the email for a sign-in, none for a sign-up (the address alone counts). */
  reserve(scope: string, ip: string, email?: string): ReservedAttempt {
    const address = `${scope}|${clientAddressKey(ip)}`;
    const addressWait = this.#perAddress.reserve(address);
    if (addressWait > 0) throw this.tooMany(addressWait);
    if (email === undefined) return { address };
    const account = `${address}|${normalizeEmail(email)}`;
    const accountWait = this.#perAccount.reserve(account);
    if (accountWait > 0) {
      this.#perAddress.release(address);
      throw this.tooMany(accountWait);
    }
    return { address, account };
  }

  /** The attempt succeeded: the address gets its attempt back and the account starts afresh. */
  forgive(attempt: ReservedAttempt): void {
    this.#perAddress.release(attempt.address);
    if (attempt.account !== undefined) this.#perAccount.clear(attempt.account);
  }
}
