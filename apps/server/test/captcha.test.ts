import { CAPTCHA_ACTION, CAPTCHA_API, type CaptchaAction } from '@plinth/contracts';
import type { AltchaChallenge } from '@plinth/contracts/schemas';
import { testEngines } from '@plinth/db/test';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { ConfigError, loadConfig, testConfig } from '../src/config';
import { captchaClientConfig, purgeSpentChallenges, verifyCaptcha } from '../src/modules/captcha';
import type { Site } from '../src/modules/sites';
import { createTestApp, useTestApp, Visitor, type TestApp } from './fixtures/create-test-app';
import { startFakeRecaptcha } from './fixtures/fake-recaptcha';
import { solveAltcha } from './fixtures/altcha';

const COMPLETE_CAPTCHA = 'Complete CAPTCHA before submitting.';
const CAPTCHA_FAILED = 'reCAPTCHA failed. Refresh this page and try again.';

const solve = solveAltcha;

function decode(token: string): {
  challenge: AltchaChallenge;
  solution: { counter: number; derivedKey: string };
} {
  return JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as never;
}
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

describe.each(testEngines())('the ALTCHA captcha on %s', (engine) => {
  const t = useTestApp(engine);
  let site: Site;
  beforeAll(async () => {
    const found = await t.app.sites.byId(t.websiteId);
    if (!found) throw new Error('no demo site');
    site = found;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const challenge = async () => {
    const response = await new Visitor(t.app).get(CAPTCHA_API.challenge);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AltchaChallenge>();
  };
  const verify = (token: string | undefined, action: CaptchaAction = CAPTCHA_ACTION.form) =>
    verifyCaptcha(t.app, site, { token, action });

  test('the storefront policy is unchanged by ALTCHA: its worker and styles come from this origin', async () => {
    const csp = (await new Visitor(t.app).get('/')).headers['content-security-policy'];
    expect(csp).toBe(
      "script-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
    );
  });

  test('pages are told to use ALTCHA with the challenge URL, no outside service', () => {
    expect(captchaClientConfig(t.app)).toEqual({
      provider: 'altcha',
      challengeUrl: '/api/captcha/challenge',
    });
  });

  test('the challenge is a signed SHA-256 proof of work for this site, expiring in ten minutes, never cached', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await new Visitor(t.app).get(CAPTCHA_API.challenge);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<AltchaChallenge>();
    expect(body.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1, data: { site: t.websiteId } });
    expect(body.parameters.expiresAt).toBeGreaterThanOrEqual(before + 600);
    expect(body.parameters.expiresAt).toBeLessThanOrEqual(before + 601);
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(body.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    // Every challenge is new.
    expect((await challenge()).signature).not.toBe(body.signature);
  });

  test('a solution verifies once; the same token again is refused (replay)', async () => {
    const token = await solve(await challenge());
    await expect(verify(token)).resolves.toBeUndefined();
    await expect(verify(token)).rejects.toMatchObject({
      code: 'CAPTCHA_FAILED',
      statusCode: 400,
      message: CAPTCHA_FAILED,
    });
    // Spent for every use, not only the first one's action.
    await expect(verify(token, CAPTCHA_ACTION.restock)).rejects.toMatchObject({ code: 'CAPTCHA_FAILED' });
  });

  test('two submissions racing with one solution: exactly one passes', async () => {
    const token = await solve(await challenge());
    const results = await Promise.allSettled([verify(token), verify(token), verify(token)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect(r.reason).toMatchObject({ code: 'CAPTCHA_FAILED' });
    }
  });

  test('a solution of an expired challenge is refused', async () => {
    const token = await solve(await challenge());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60 * 1000);
    await expect(verify(token)).rejects.toMatchObject({ code: 'CAPTCHA_FAILED', message: CAPTCHA_FAILED });
  });

  test('tampered tokens are refused: another key, a changed expiry or site, a challenge it did not solve', async () => {
    const first = await challenge();
    const payload = decode(await solve(first));
    const tampered = [
      { ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } },
      {
        ...payload,
        challenge: {
          ...payload.challenge,
          parameters: {
            ...payload.challenge.parameters,
            expiresAt: payload.challenge.parameters.expiresAt + 3600,
          },
        },
      },
      {
        ...payload,
        challenge: {
          ...payload.challenge,
          parameters: { ...payload.challenge.parameters, data: { site: 'other' } },
        },
      },
      { ...payload, challenge: await challenge() },
    ];
    for (const bad of tampered) {
      await expect(verify(encode(bad))).rejects.toMatchObject({ code: 'CAPTCHA_FAILED' });
    }
    for (const junk of ['not base64 at all', encode({ hello: 'world' }), 'x'.repeat(5000)]) {
      await expect(verify(junk)).rejects.toMatchObject({ code: 'CAPTCHA_FAILED' });
    }
    // None of that spent the real solution.
    await expect(verify(encode(payload))).resolves.toBeUndefined();
  });

  test('no token: CAPTCHA_REQUIRED, "Complete CAPTCHA before submitting."', async () => {
    for (const token of [undefined, '', '   ']) {
      await expect(verify(token)).rejects.toMatchObject({
        code: 'CAPTCHA_REQUIRED',
        statusCode: 400,
        message: COMPLETE_CAPTCHA,
      });
    }
  });

  test('spent solutions are forgotten once their challenge has expired', async () => {
    const token = await solve(await challenge());
    await verify(token);
    const signature = decode(token).challenge.signature;
    const spent = () =>
      t.db.kysely
        .selectFrom('captcha_spent')
        .select('signature')
        .where('signature', '=', signature)
        .execute();
    expect(await spent()).toHaveLength(1);
    await purgeSpentChallenges(t.app, new Date().toISOString());
    expect(await spent()).toHaveLength(1);
    await purgeSpentChallenges(t.app, new Date(Date.now() + 11 * 60 * 1000).toISOString());
    expect(await spent()).toHaveLength(0);
  });
});

describe.each(testEngines())('the reCAPTCHA Enterprise v3 captcha on %s', (engine) => {
  let fake: Awaited<ReturnType<typeof startFakeRecaptcha>>;
  let t: TestApp;
  let site: Site;
  beforeAll(async () => {
    fake = await startFakeRecaptcha();
    const recaptcha = {
      siteKey: 'site-key-0123456789',
      projectId: 'plinth-test',
      apiKey: 'api-key-0123456789',
      scoreThreshold: 0.5,
      baseUrl: fake.baseUrl,
      timeoutMs: 300,
    };
    t = await createTestApp(engine, { captcha: { ...testConfig().captcha, recaptcha } });
    const found = await t.app.sites.byId(t.websiteId);
    if (!found) throw new Error('no demo site');
    site = found;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const verify = (token: string | undefined, action: CaptchaAction = CAPTCHA_ACTION.form) =>
    verifyCaptcha(t.app, site, { token, action });

  test('pages are told the site key only', () => {
    expect(captchaClientConfig(t.app)).toEqual({
      provider: 'recaptcha-enterprise',
      siteKey: 'site-key-0123456789',
    });
  });

  test('a valid token for the action passes, after an assessment naming the token, site key and action', async () => {
    await expect(verify('good:PRODUCT_WAITLIST_SUBMISSION', CAPTCHA_ACTION.restock)).resolves.toBeUndefined();
    const last = fake.requests.at(-1);
    expect(last?.path).toBe('/v1/projects/plinth-test/assessments?key=api-key-0123456789');
    expect(last?.body).toEqual({
      event: {
        token: 'good:PRODUCT_WAITLIST_SUBMISSION',
        siteKey: 'site-key-0123456789',
        expectedAction: 'PRODUCT_WAITLIST_SUBMISSION',
      },
    });
  });

  test('refused: a token made for another action, a low score, an invalid token', async () => {
    for (const token of ['good:NEWSLETTER_BLOCK_SUBMISSION', 'low:FORM_BLOCK_SUBMISSION', 'invalid']) {
      await expect(verify(token)).rejects.toMatchObject({
        code: 'CAPTCHA_FAILED',
        statusCode: 400,
        message: CAPTCHA_FAILED,
      });
    }
  });

  test('no token: CAPTCHA_REQUIRED without asking Google', async () => {
    const asked = fake.requests.length;
    await expect(verify(undefined)).rejects.toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      message: COMPLETE_CAPTCHA,
    });
    expect(fake.requests).toHaveLength(asked);
  });

  test('Google not answering in time, or failing: a 503 with Retry-After, in the error model', async () => {
    for (const token of ['hang', 'error']) {
      await expect(verify(token)).rejects.toMatchObject({
        code: 'CAPTCHA_UNAVAILABLE',
        statusCode: 503,
        message: 'The CAPTCHA check is not answering. Please try again in a few seconds.',
        details: { retryAfter: 5 },
      });
    }
  });

  test('storefront pages may load Google’s reCAPTCHA script, and no other outside script', async () => {
    const csp = (await new Visitor(t.app).get('/')).headers['content-security-policy'];
    expect(csp).toBe(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/; " +
        "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
    );
  });

  test('the ALTCHA challenge URL still answers (nothing links to it then)', async () => {
    const response = await new Visitor(t.app).get(CAPTCHA_API.challenge);
    expect(response.statusCode).toBe(200);
  });
});

describe('the captcha settings', () => {
  test('ALTCHA unless all three reCAPTCHA keys are set; a partial set stops the start, naming what is missing', () => {
    expect(loadConfig({}).captcha).toEqual({ difficulty: 20_000, recaptcha: undefined });
    const keys = {
      RECAPTCHA_ENTERPRISE_SITE_KEY: 'site-key-0123456789',
      RECAPTCHA_ENTERPRISE_PROJECT_ID: 'plinth-test',
      RECAPTCHA_ENTERPRISE_API_KEY: 'api-key-0123456789',
    };
    expect(loadConfig(keys).captcha.recaptcha).toEqual({
      siteKey: 'site-key-0123456789',
      projectId: 'plinth-test',
      apiKey: 'api-key-0123456789',
      scoreThreshold: 0.5,
      baseUrl: 'https://recaptchaenterprise.googleapis.com',
    });
    const partial = () => loadConfig({ RECAPTCHA_ENTERPRISE_SITE_KEY: keys.RECAPTCHA_ENTERPRISE_SITE_KEY });
    expect(partial).toThrow(ConfigError);
    expect(partial).toThrow(/RECAPTCHA_ENTERPRISE_PROJECT_ID: must be set/);
    expect(partial).toThrow(/RECAPTCHA_ENTERPRISE_API_KEY: must be set/);
  });
});
