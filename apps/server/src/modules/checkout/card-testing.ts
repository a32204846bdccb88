import { createHash } from 'node:crypto';
import { normalizeEmail } from '@plinth/commerce';
import type { CardTestingPreferences } from '@plinth/contracts';
import { throttledWarning } from '../../security/fallback-counters';
import { clientAddressKey } from '../../security/sign-in-limiter';
import {
  memoryWindowCounter,
  redisWindowCounter,
  windowCounterWithFallback,
  type WindowCounter,
} from '../../security/window-counter';
import type { SharedRedis } from '../../shared-redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Declined payments counted for the checkout's card-testing limits (decision 0061). */
    cardTesting: CardTestingGuard;
  }
}

/**
 * Card testing (security review M-A, decision 0061): a script that tries stolen cards through the shop
 * one small order at a time. Declined payments are counted per cart, per email and per client address
 * over an hour, and per site over ten minutes. Past the store's limits, checkout asks for the captcha
 * (one cart or email; or, after a site-wide spike, every checkout for an hour), and past the refusal
 * limit that cart, email or address may not pay for the rest of its hour.
 */

export const DECLINE_WINDOW_MS = 60 * 60 * 1000;
export const SITE_DECLINE_WINDOW_MS = 10 * 60 * 1000;
/** How long every checkout of a site asks for the captcha after a spike. */
export const SPIKE_CAPTCHA_MS = 60 * 60 * 1000;

/** What one checkout is counted under. Emails and addresses are hashed: no key holds them in clear. */
export interface DeclineKeys {
  cart: string;
  email: string | null;
  address: string;
  site: string;
  spike: string;
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');

export function declineKeys(
  websiteId: string,
  input: { cartId: string; email: string | undefined; address: string },
): DeclineKeys {
  const email = input.email ? normalizeEmail(input.email) : '';
  return {
    cart: `declines:cart:${websiteId}:${hash(input.cartId)}`,
    email: email === '' ? null : `declines:email:${websiteId}:${hash(email)}`,
    address: `declines:address:${websiteId}:${hash(clientAddressKey(input.address))}`,
    site: `declines:site:${websiteId}`,
    spike: `declines:spike:${websiteId}`,
  };
}

/** What checkout asks of this attempt before it may reach the payment provider. */
export type DeclineCheck =
  | { kind: 'open' }
  | { kind: 'captcha' }
  /** `retryAfterSeconds`: at most the rest of the window. */
  | { kind: 'refused'; retryAfterSeconds: number };

export class CardTestingGuard {
  constructor(private readonly counter: WindowCounter) {}

  async check(limits: CardTestingPreferences, keys: DeclineKeys): Promise<DeclineCheck> {
    const [cart = 0, email = 0, address = 0, spike = 0] = await this.counter.read([
      keys.cart,
      keys.email ?? keys.cart,
      keys.address,
      keys.spike,
    ]);
    // The captcha follows a cart or an email (what one shopper reuses); an address alone only counts
    // toward the refusal: many honest shoppers can share one (an office, a mobile carrier's NAT).
    const shopper = Math.max(cart, keys.email ? email : 0);
    if (Math.max(shopper, address) >= limits.refuseAfterDeclines) {
      return { kind: 'refused', retryAfterSeconds: DECLINE_WINDOW_MS / 1000 };
    }
    if (shopper >= limits.captchaAfterDeclines || spike > 0) return { kind: 'captcha' };
    return { kind: 'open' };
  }

  /**
   * Counts a declined payment under every key. Answers `spikeStarted` true for the one decline that
   * turned the site's captcha on (once per hour across processes sharing Redis): the owner is told.
   */
  async recordDecline(limits: CardTestingPreferences, keys: DeclineKeys): Promise<{ spikeStarted: boolean }> {
    const [, , , site] = await Promise.all([
      this.counter.add(keys.cart, DECLINE_WINDOW_MS),
      keys.email ? this.counter.add(keys.email, DECLINE_WINDOW_MS) : Promise.resolve(0),
      this.counter.add(keys.address, DECLINE_WINDOW_MS),
      this.counter.add(keys.site, SITE_DECLINE_WINDOW_MS),
    ]);
    if (site < limits.siteDeclinesPerTenMinutes) return { spikeStarted: false };
    return { spikeStarted: await this.counter.raise(keys.spike, SPIKE_CAPTCHA_MS) };
  }
}

/**
 * The guard of a process: in Redis under `{REDIS_KEY_PREFIX}card:` when REDIS_URL is set, falling back
 * to this process's memory for each call Redis does not answer (decision 0060, with a warning at most
 * every 10 s); in memory alone without Redis.
 */
export function createCardTestingGuard(
  redis: SharedRedis | null,
  log: { warn(details: object, message: string): void },
): CardTestingGuard {
  const local = memoryWindowCounter();
  if (!redis) return new CardTestingGuard(local);
  return new CardTestingGuard(
    windowCounterWithFallback(
      redisWindowCounter(redis.client, `${redis.keyPrefix}card:`),
      local,
      throttledWarning(log, 'Redis does not answer: declined payments are counted in this process meanwhile'),
    ),
  );
}
