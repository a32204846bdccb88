import type { FastifyRequest } from 'fastify';
import { SignInLimits, type ReservedAttempt } from '../../security/sign-in-limits';
import { tooManySignIns } from './errors';

export type { ReservedAttempt };

export function createSignInLimits(): SignInLimits {
  return new SignInLimits(tooManySignIns);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in limits shared by the account API and the no-JavaScript account forms. */
    siteUserSignInLimits: SignInLimits;
  }
}

/** Counts a customer's attempt on this site before any hashing (429 when it has used its attempts). */
export function reserveAttempt(request: FastifyRequest, email?: string): ReservedAttempt {
  return request.server.siteUserSignInLimits.reserve(request.site.id, request.ip, email);
}

/** The attempt did not fail in a way that should count. */
export function forgiveAttempt(request: FastifyRequest, attempt: ReservedAttempt): void {
  request.server.siteUserSignInLimits.forgive(attempt);
}
