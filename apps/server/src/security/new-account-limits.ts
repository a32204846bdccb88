import type { SharedRedis } from '../shared-redis';
import { signInCounterWithFallback, throttledWarning } from './fallback-counters';
import { signInUnavailable, type LimitsLog } from './sign-in-limits';
import {
  clientAddressKey,
  memorySignInCounter,
  redisSignInCounter,
  type SignInCounter,
} from './sign-in-limiter';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * New accounts per client address and 15 minutes (customer sign-ups, accepted invitations), counted just
 * before the password is hashed: every request that gets that far costs a scrypt hash of unauthenticated
 * CPU and memory, so these routes get a limit of their own, tighter than the sign-in limits (security
 * review L6). Requests refused earlier (unknown invitation, taken email, bad fields) hash nothing and
 * count nothing here. `scope` keeps counters apart (one site's customers from another's, from owners).
 * With Redis the counter is shared by every process, and counted in this process while Redis does not
 * answer, as the sign-in limits are (security review L-C).
 */
export class NewAccountLimits {
  readonly #perAddress: SignInCounter;

  /** `tooMany` builds the 429 for an address that has used its new accounts. */
  constructor(
    maxPerAddress: number,
    private readonly tooMany: (retryAfterMs: number) => Error,
    redis: SharedRedis | null = null,
    log: LimitsLog = { warn: () => undefined },
  ) {
    const options = { maxFailures: maxPerAddress, windowMs: WINDOW_MS };
    this.#perAddress = redis
      ? signInCounterWithFallback(
          redisSignInCounter(redis.client, `${redis.keyPrefix}new-accounts:`, options),
          memorySignInCounter(options),
          throttledWarning(log, 'new-account limit counted in this process: Redis does not answer'),
        )
      : memorySignInCounter(options);
  }

  /** Counts one password hash for the address; throws the 429 when it has used its allowance. */
  async reserve(scope: string, ip: string): Promise<void> {
    const wait = await this.#perAddress.reserve(`${scope}|${clientAddressKey(ip)}`).catch(() => {
      throw signInUnavailable();
    });
    if (wait > 0) throw this.tooMany(wait);
  }
}
