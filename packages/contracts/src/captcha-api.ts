import { z } from 'zod';

/**
 * The ALTCHA protocol (decision 0039): the challenge GET /api/captcha/challenge answers, and the payload
 * the widget gives once solved (base64 of its JSON), which forms, the newsletter and restock sign-ups
 * send as their captcha token. The shapes are altcha-lib v2's; only SHA-256 challenges are issued.
 */

const hex = (max: number) =>
  z
    .string()
    .regex(/^[0-9a-f]+$/)
    .max(max);

export const altchaChallengeParametersSchema = z.looseObject({
  algorithm: z.literal('SHA-256'),
  nonce: hex(128),
  salt: hex(128),
  cost: z.number().int().positive(),
  keyLength: z.number().int().positive().max(64),
  keyPrefix: hex(128),
  /** HMAC of the expected derived key: the server checks a solution without deriving it again. */
  keySignature: hex(128),
  /** Seconds since the epoch. */
  expiresAt: z.number().int().positive(),
  /** The site the challenge was made for: it verifies there only. */
  data: z.looseObject({ site: z.string().max(64) }),
});

export const altchaChallengeSchema = z.object({
  parameters: altchaChallengeParametersSchema,
  /** HMAC of the parameters: also what marks the challenge spent once used. */
  signature: hex(128).min(32),
});
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;

export const altchaPayloadSchema = z.object({
  challenge: altchaChallengeSchema,
  solution: z.object({
    counter: z.number().int().min(0),
    derivedKey: hex(128),
    time: z.number().optional(),
  }),
});
export type AltchaPayload = z.infer<typeof altchaPayloadSchema>;
