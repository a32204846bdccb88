import {
  CAPTCHA_API,
  CAPTCHA_TOKEN_MAX_LENGTH,
  type CaptchaAction,
  type CaptchaClientConfig,
} from '@plinth/contracts';
import type { FastifyInstance } from 'fastify';
import type { Site } from '../sites';
import { altchaSolves, parseAltchaToken } from './altcha';
import { captchaFailed, captchaRequired } from './errors';
import { insertSpentChallenge } from './queries';
import { assessRecaptchaToken } from './recaptcha';

/**
 * The captcha module's interface for site forms, the newsletter and restock sign-ups (issue 11 part 4,
 * decision 0039): ALTCHA by default, reCAPTCHA Enterprise v3 when its keys are configured.
 */

export interface CaptchaCheck {
  /** The token the visitor's widget gave (ALTCHA payload or reCAPTCHA Enterprise token). */
  token: string | undefined;
  action: CaptchaAction;
}

/** What verifyCaptcha uses of the app: any Fastify instance of this server (a module's own included). */
export type CaptchaApp = Pick<FastifyInstance, 'config' | 'db' | 'log'>;

/**
 * Resolves when the token is a fresh, unspent solution for this site and action; otherwise throws
 * CAPTCHA_REQUIRED (no token), CAPTCHA_FAILED (bad, replayed, expired, another site, another action,
 * a low score) or CAPTCHA_UNAVAILABLE, a 503 with Retry-After, when reCAPTCHA Enterprise does not
 * answer. Spends an ALTCHA solution, so the same token never passes twice, in any process.
 *
 * ALTCHA challenges are not tied to an action: a widget fetches its challenge before the visitor
 * chooses what to do, and spending makes each solution good for one submission of any kind.
 */
export async function verifyCaptcha(app: CaptchaApp, site: Site, check: CaptchaCheck): Promise<void> {
  const token = check.token?.trim();
  if (token === undefined || token === '') throw captchaRequired();
  if (token.length > CAPTCHA_TOKEN_MAX_LENGTH) throw captchaFailed();
  const recaptcha = app.config.captcha.recaptcha;
  if (recaptcha) return assessRecaptchaToken(recaptcha, { token, action: check.action }, app.log);

  const payload = parseAltchaToken(token);
  if (!payload || !(await altchaSolves(app.db, payload, site.id))) throw captchaFailed();
  const spent = await insertSpentChallenge(app.db.kysely, {
    signature: payload.challenge.signature,
    expires_at: new Date(payload.challenge.parameters.expiresAt * 1000).toISOString(),
  });
  if (!spent) throw captchaFailed();
}

/** What pages tell their captcha widgets: never a secret. */
export function captchaClientConfig(app: {
  config: Pick<FastifyInstance['config'], 'captcha'>;
}): CaptchaClientConfig {
  const recaptcha = app.config.captcha.recaptcha;
  if (recaptcha) return { provider: 'recaptcha-enterprise', siteKey: recaptcha.siteKey };
  return { provider: 'altcha', challengeUrl: CAPTCHA_API.challenge };
}
