import { sitePageMessage } from '@plinth/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../app-error';
import { SignInLimits } from '../../security/sign-in-limits';

declare module 'fastify' {
  interface FastifyInstance {
    /** Guesses at locked pages' passwords (security review L-B); the sign-in limits' mechanism. */
    pagePasswordLimits: SignInLimits;
  }
}

/** The 429 for a page (or an address) that has used its password attempts. */
export function tooManyPagePasswords(retryAfterMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new AppError(
    'rate_limited',
    'PAGE_TOO_MANY_PASSWORD_ATTEMPTS',
    sitePageMessage('tooManyPasswordAttempts', { minutes: `${minutes} minute${minutes === 1 ? '' : 's'}` }),
    { retryAfter: Math.ceil(retryAfterMs / 1000) },
  );
}

/**
 * The same limits as sign-in, with the page in place of the account: 5 wrong passwords per page and
 * address and 20 per site and address in 15 minutes, then 429; and per page across addresses, past
 * SIGN_IN_BACKOFF_AFTER, each guess waits (1 s doubling to 10 s) before it is checked. In Redis when
 * REDIS_URL is set, under keys of their own (`page:{websiteId}` scopes them).
 */
export function createPagePasswordLimits(app: FastifyInstance): SignInLimits {
  return new SignInLimits(
    tooManyPagePasswords,
    app.redis,
    {
      afterFailures: app.config.signInBackoffAfter,
      sleep: app.sleep,
    },
    app.log,
  );
}

/** The limits' scope for one site's locked pages, apart from its customers' sign-ins. */
export function pagePasswordScope(websiteId: string): string {
  return `page:${websiteId}`;
}
