import type { AltchaChallenge, AltchaPayload } from '@plinth/contracts/schemas';
import { altchaPayloadSchema } from '@plinth/contracts/schemas';
import type { Db } from '@plinth/db';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { loadServerSecret } from '../../security/server-secret';

/**
 * ALTCHA, the built-in captcha (decision 0039): the server hands out a signed proof-of-work challenge,
 * the visitor's browser finds the counter whose SHA-256 starts with the challenge's key prefix, and the
 * server checks the answer with two HMAC keys of its own. No outside service is involved.
 */

/** SHA-256 costs the browser least to run and the widget bundles a worker for it. */
export const ALTCHA_ALGORITHM = 'SHA-256';
/** How long a challenge may be solved and used. */
export const ALTCHA_CHALLENGE_TTL_SECONDS = 10 * 60;

interface AltchaSecrets {
  /** Signs the challenge's parameters (tamper check). */
  challenge: string;
  /** Signs the expected derived key, so a check costs one HMAC, never a derivation. */
  key: string;
}

// One load per database (so per deployment's shared rows), whichever app instance asks first.
const secretsByDb = new WeakMap<Db, Promise<AltchaSecrets>>();

function altchaSecrets(db: Db): Promise<AltchaSecrets> {
  let secrets = secretsByDb.get(db);
  if (!secrets) {
    secrets = Promise.all([
      loadServerSecret(db, 'altcha-challenge'),
      loadServerSecret(db, 'altcha-key'),
    ]).then(([challenge, key]) => ({
      challenge: challenge.toString('base64url'),
      key: key.toString('base64url'),
    }));
    // A failed load (database away) is tried again on the next request, not remembered.
    secrets.catch(() => secretsByDb.delete(db));
    secretsByDb.set(db, secrets);
  }
  return secrets;
}

/**
 * A fresh challenge for `siteId`. Deterministic mode: the server picks the counter (up to
 * `difficulty`, at least a fifth of it) and signs the key it leads to; the browser must find it.
 */
export async function createAltchaChallenge(
  db: Db,
  input: { siteId: string; difficulty: number; now?: Date },
): Promise<AltchaChallenge> {
  const secrets = await altchaSecrets(db);
  const now = input.now ?? new Date();
  const challenge = await createChallenge({
    algorithm: ALTCHA_ALGORITHM,
    cost: 1,
    counter: randomInt(input.difficulty, Math.ceil(input.difficulty / 5)),
    deriveKey,
    expiresAt: Math.floor(now.getTime() / 1000) + ALTCHA_CHALLENGE_TTL_SECONDS,
    data: { site: input.siteId },
    hmacSignatureSecret: secrets.challenge,
    hmacKeySignatureSecret: secrets.key,
  });
  return challenge as AltchaChallenge;
}

/** The payload in a token, or null when it is not one (bad base64, JSON or shape). */
export function parseAltchaToken(token: string): AltchaPayload | null {
  try {
    const json: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    const parsed = altchaPayloadSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Whether the payload solves a challenge this server signed for `siteId` that has not expired. Says
 * nothing about replay: the caller spends the challenge's signature.
 */
export async function altchaSolves(db: Db, payload: AltchaPayload, siteId: string): Promise<boolean> {
  if (payload.challenge.parameters.data.site !== siteId) return false;
  const secrets = await altchaSecrets(db);
  const result = await verifySolution({
    challenge: payload.challenge as Challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: secrets.challenge,
    hmacKeySignatureSecret: secrets.key,
  });
  return result.verified;
}
