import type { FastifyRequest } from 'fastify';
import { clientAddressKey, SignInLimiter } from '../../security/sign-in-limiter';
import { tooManySignIns } from './errors';
import { normalizeEmail } from '@plinth/commerce';

const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/** Attempts per site, email and address, and per site and address, before a 15-minute pause. */
export interface SiteUserSignInLimits {
  perAccount: SignInLimiter;
  perAddress: SignInLimiter;
}

export function createSignInLimits(): SiteUserSignInLimits {
  return {
    perAccount: new SignInLimiter({ maxFailures: 5, windowMs: SIGN_IN_WINDOW_MS }),
    perAddress: new SignInLimiter({ maxFailures: 20, windowMs: SIGN_IN_WINDOW_MS }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in limits shared by the account API and the no-JavaScript account forms. */
    siteUserSignInLimits: SiteUserSignInLimits;
  }
}

/** The keys one attempt was counted under; `account` is absent for a sign-up. */
export interface ReservedAttempt {
  address: string;
  account?: string;
}

/**
 * Counts the attempt before any password is hashed, so a burst of parallel requests is counted as it
 * arrives rather than after scrypt: 429 when the address or the account has used its attempts (nothing
 * is counted then). Pass the email for a sign-in; a sign-up counts for the address alone.
 */
export function reserveAttempt(request: FastifyRequest, email?: string): ReservedAttempt {
  const { perAccount, perAddress } = request.server.siteUserSignInLimits;
  const address = `${request.site.id}|${clientAddressKey(request.ip)}`;
  const addressWait = perAddress.reserve(address);
  if (addressWait > 0) throw tooManySignIns(addressWait);
  if (email === undefined) return { address };
  const account = `${address}|${normalizeEmail(email)}`;
  const accountWait = perAccount.reserve(account);
  if (accountWait > 0) {
    perAddress.release(address);
    throw tooManySignIns(accountWait);
  }
  return { address, account };
}

/**
 * The attempt did not fail in a way that should count: the address gets its attempt back and a signed-in
 * account starts afresh.
 */
export function forgiveAttempt(request: FastifyRequest, attempt: ReservedAttempt): void {
  const { perAccount, perAddress } = request.server.siteUserSignInLimits;
  perAddress.release(attempt.address);
  if (attempt.account !== undefined) perAccount.clear(attempt.account);
}
