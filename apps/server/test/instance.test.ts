import {
  SITE_ROLE,
  UPLOAD_AUDIO_MAX_BYTES,
  UPLOAD_MAX_BYTES,
  UPLOAD_VIDEO_MAX_BYTES,
  type InstanceInfo,
} from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { addTestMember, signedInOwner, useTestApp } from './fixtures/create-test-app';

describe.each(testEngines())("the instance's plan and limits on %s", (engine) => {
  const t = useTestApp(engine, {
    rateLimit: { max: 77, windowMs: 9_000 },
    formLimits: { perClient: 3, perForm: 40, windowMs: 120_000 },
    analytics: { perClientPerMinute: 321, countryHeader: 'cf-ipcountry' },
    mail: { smtpUrl: 'smtp://mailer:s3cret-pass@mail.example.com:587', from: 'shop@example.com' },
    redis: undefined,
  });

  test('an administrator reads the configured limits and services, never a secret', async () => {
    const owner = await signedInOwner(t.app);
    const response = await owner.get('/config/api/instance');
    expect(response.statusCode, response.body).toBe(200);
    const info = response.json<InstanceInfo>();
    expect(info).toEqual({
      plan: 'self-hosted',
      sites: 1,
      database: engine,
      limits: {
        requestBodyBytes: 1024 * 1024,
        uploadBytes: {
          image: UPLOAD_MAX_BYTES,
          video: UPLOAD_VIDEO_MAX_BYTES,
          audio: UPLOAD_AUDIO_MAX_BYTES,
        },
        writesPerClient: { max: 77, windowMs: 9_000 },
        formSubmissions: { perClient: 3, perForm: 40, windowMs: 120_000 },
        analyticsEventsPerClientPerMinute: 321,
        requestTimeoutMs: t.app.config.requestTimeoutMs,
      },
      services: {
        email: 'smtp',
        payments: 'test',
        redis: false,
        captcha: 'altcha',
        backgroundJobs: false,
      },
    });
    expect(response.body).not.toMatch(/s3cret|mail\.example\.com|mailer/);
  });

  test('a role without billing.view is refused before anything is read', async () => {
    await addTestMember(t.db, {
      email: 'ed@example.com',
      password: 'correct horse battery',
      role: SITE_ROLE.EDITOR,
    });
    const editor = await signedInOwner(t.app, { email: 'ed@example.com', password: 'correct horse battery' });
    const response = await editor.get('/config/api/instance');
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string }>().code).toBe('AUTH_PERMISSION_DENIED');
  });

  test('without signing in there is nothing to read', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config/api/instance' });
    expect(response.statusCode).toBe(401);
  });
});
