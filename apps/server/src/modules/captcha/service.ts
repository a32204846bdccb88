import { CAPTCHA_API, type CaptchaAction, type CaptchaClientConfig } from '@plinth/contracts';
import type { FastifyInstance } from 'fastify';
import type { Site } from '../sites';
import { captchaFailed, captchaRequired } from './errors';

/**
 * SKELETON (helper "captcha" implements it): the captcha module's interface for forms, the newsletter
 * and restock sign-ups. Until then no token verifies.
 */

export interface CaptchaCheck {
  /** The token the visitor's widget gave (ALTCHA payload or reCAPTCHA Enterprise token). */
  token: string | undefined;
  action: CaptchaAction;
}

/**
 * Resolves when the token is a fresh, unspent solution for this site and action; otherwise throws
 * CAPTCHA_REQUIRED (no token), CAPTCHA_FAILED (bad, replayed, expired) or a 503 when the verifier is
 * unreachable. Spends an ALTCHA solution, so the same token never passes twice.
 */
export async function verifyCaptcha(app: FastifyInstance, site: Site, check: CaptchaCheck): Promise<void> {
  void app;
  void site;
  if (check.token === undefined || check.token === '') throw captchaRequired();
  await Promise.resolve();
  throw captchaFailed();
}

/** What pages tell their captcha widgets. */
export function captchaClientConfig(app: FastifyInstance): CaptchaClientConfig {
  void app;
  return { provider: 'altcha', challengeUrl: CAPTCHA_API.challenge };
}
