import type { CaptchaAction } from '@plinth/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { RecaptchaEnterpriseConfig } from '../../config';
import { captchaFailed, captchaUnavailable } from './errors';

/** The longest wait for an assessment before the visitor is told to retry (a 503). */
export const RECAPTCHA_TIMEOUT_MS = 3000;

/** What an assessment answers that the check reads (the rest is ignored). */
const assessmentSchema = z.looseObject({
  tokenProperties: z.looseObject({
    valid: z.boolean(),
    invalidReason: z.string().optional(),
    action: z.string().optional(),
  }),
  riskAnalysis: z.looseObject({ score: z.number().optional() }).optional(),
});

/**
 * reCAPTCHA Enterprise v3 (used instead of ALTCHA when configured): creates an assessment of the
 * visitor's token and refuses it when Google says it is invalid, it was made for another action, or it
 * scores below the threshold. Google not answering within RECAPTCHA_TIMEOUT_MS, a network failure or a
 * 5xx is a 503 with Retry-After; a 4xx (a bad API key or project id: the operator's mistake) is
 * logged and also a 503, so visitors are not told their token was bad.
 */
export async function assessRecaptchaToken(
  config: RecaptchaEnterpriseConfig,
  check: { token: string; action: CaptchaAction },
  log: FastifyBaseLogger,
): Promise<void> {
  const url = `${config.baseUrl}/v1/projects/${encodeURIComponent(config.projectId)}/assessments?key=${encodeURIComponent(config.apiKey)}`;
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        event: { token: check.token, siteKey: config.siteKey, expectedAction: check.action },
      }),
      signal: AbortSignal.timeout(config.timeoutMs ?? RECAPTCHA_TIMEOUT_MS),
    });
    body = response.ok ? await response.json() : await response.text();
  } catch (error) {
    log.warn({ err: error }, 'reCAPTCHA Enterprise did not answer');
    throw captchaUnavailable();
  }
  if (!response.ok) {
    const level = response.status >= 500 ? 'warn' : 'error';
    log[level]({ status: response.status, body }, 'reCAPTCHA Enterprise refused the assessment request');
    throw captchaUnavailable();
  }
  const assessment = assessmentSchema.safeParse(body);
  if (!assessment.success) {
    log.error({ body }, 'reCAPTCHA Enterprise answered an assessment of an unknown shape');
    throw captchaUnavailable();
  }
  const { tokenProperties, riskAnalysis } = assessment.data;
  if (!tokenProperties.valid || tokenProperties.action !== check.action) throw captchaFailed();
  const score = riskAnalysis?.score ?? 0;
  if (score < config.scoreThreshold) throw captchaFailed();
}
