import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SignInLimits, type ReservedAttempt } from '../../security/sign-in-limits';
import { tooManySignIns } from './errors';

export type { ReservedAttempt };

export function createSignInLimits(app: FastifyInstance): SignInLimits {
  return new SignInLimits(
    tooManySignIns,
    app.redis,
    {
      afterFailures: app.config.signInBackoffAfter,
      sleep: app.sleep,
    },
    app.log,
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in limits shared by the account API and the no-JavaScript account forms. */
    siteUserSignInLimits: SignInLimits;
  }
}

/** Counts a customer's attempt on this site before any hashing (429 when it has used its attempts). */
export function reserveAttempt(request: FastifyRequest, email?: string): Promise<ReservedAttempt> {
  return request.server.siteUserSignInLimits.reserve(request.site.id, request.ip, email);
}

/** The attempt did not fail in a way that should count. */
export function forgiveAttempt(request: FastifyRequest, attempt: ReservedAttempt): Promise<void> {
  return request.server.siteUserSignInLimits.forgive(attempt);
}
