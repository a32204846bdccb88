import {
  ANALYTICS_API,
  DEFAULT_ANALYTICS_SETTINGS,
  OWNER_ANALYTICS_API,
  SESSION_RECORDING_API,
  type AnalyticsSettings,
  type ApiError,
  type SessionRecordingAnswer,
} from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { beforeAll, describe, expect, test } from 'vitest';
import { signedInOwner, useTestApp, Visitor } from './fixtures/create-test-app';

const RECORDER = 'https://replay.example.com/recorder.js';
const OFFERED: AnalyticsSettings = {
  ...DEFAULT_ANALYTICS_SETTINGS,
  sessionRecording: true,
  sessionRecordingScriptUrl: RECORDER,
  sessionRecordingExperiment: 'ACTIVE',
  sessionRecordingSamplePercent: 100,
};

/**
 * Issue 12 part 7 (decision 0046): seed 001's session-recording eligibility rule, decided by the server
 * with the owner's settings, the trusted country header and the browser's time zone and cores; the
 * recorder loader on pages only while it is offered; the recorder's origin in the storefront's CSP.
 */
describe.each(testEngines())('session recording (%s)', (engine) => {
  const t = useTestApp(engine, { analytics: { perClientPerMinute: 600, countryHeader: 'cf-ipcountry' } });
  let owner: Visitor;
  beforeAll(async () => {
    owner = await signedInOwner(t.app);
  });
  const save = async (settings: AnalyticsSettings) => {
    const response = await owner.request({
      method: 'PUT',
      url: OWNER_ANALYTICS_API.settings,
      json: settings,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const ask = (
    visitor: Visitor,
    query = 'timeZone=America%2FLos_Angeles&cores=8',
    country = 'US',
  ): Promise<{ status: number; body: SessionRecordingAnswer | ApiError }> =>
    visitor
      .request({
        method: 'GET',
        url: `${SESSION_RECORDING_API}?${query}`,
        headers: { 'cf-ipcountry': country },
      })
      .then((r) => ({ status: r.statusCode, body: r.json() }));

  test("an eligible session gets its id (getId's, stable for the session) and the owner's script", async () => {
    await save(OFFERED);
    const visitor = new Visitor(t.app);
    await visitor.visit('/');
    const answer = await ask(visitor);
    const id = (await visitor.get(ANALYTICS_API.fullstoryId)).body;
    expect(answer).toEqual({ status: 200, body: { eligible: true, id, scriptUrl: RECORDER } });
    expect((await ask(visitor)).body).toEqual(answer.body);
  });

  test('each part of the rule refuses on its own, named', async () => {
    await save(OFFERED);
    const visitor = new Visitor(t.app);
    await visitor.visit('/');
    expect((await ask(visitor, 'timeZone=America%2FLos_Angeles&cores=8', 'CA')).body).toEqual({
      eligible: false,
      reason: 'country',
    });
    expect((await ask(visitor, 'timeZone=America%2FLos_Angeles&cores=8', '')).body).toMatchObject({
      reason: 'country',
    });
    expect((await ask(visitor, 'timeZone=Europe%2FLondon&cores=8')).body).toMatchObject({
      reason: 'timeZone',
    });
    expect((await ask(visitor, 'timeZone=America%2FLos_Angeles&cores=2')).body).toMatchObject({
      reason: 'cores',
    });
    await save({ ...OFFERED, sessionRecordingExperiment: 'PAUSED' });
    expect((await ask(visitor)).body).toMatchObject({ reason: 'experiment' });
    await save({ ...OFFERED, sessionRecording: false });
    expect((await ask(visitor)).body).toMatchObject({ reason: 'toggle' });
    await save({ ...OFFERED, sessionRecordingScriptUrl: '' });
    expect((await ask(visitor)).body).toMatchObject({ reason: 'script' });
    await save({ ...OFFERED, sessionRecordingSamplePercent: 0 });
    expect((await ask(visitor)).body).toMatchObject({ reason: 'sample' });
  });

  test('a sample records about its share of sessions, each session always the same way', async () => {
    await save({ ...OFFERED, sessionRecordingSamplePercent: 30 });
    let recorded = 0;
    for (let i = 0; i < 60; i++) {
      const visitor = new Visitor(t.app);
      await visitor.visit('/');
      const first = (await ask(visitor)).body as SessionRecordingAnswer;
      expect((await ask(visitor)).body).toEqual(first);
      if (first.eligible) recorded += 1;
      else expect(first.reason).toBe('sample');
    }
    expect(recorded).toBeGreaterThan(5);
    expect(recorded).toBeLessThan(35);
  });

  test('bad browser facts are refused with the one error model', async () => {
    const visitor = new Visitor(t.app);
    for (const query of [
      'timeZone=America%2FChicago',
      'timeZone=x&cores=-1',
      `timeZone=${'a'.repeat(65)}&cores=4`,
    ]) {
      const answer = await ask(visitor, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toHaveProperty('code');
    }
  });

  test('pages carry the recorder loader only while recording is offered; its origin joins script-src', async () => {
    await save(OFFERED);
    const on = await t.app.inject({ method: 'GET', url: '/shop', headers: { host: 'localhost:3000' } });
    expect(on.body).toMatch(/<script defer src="\/assets\/tracker\/recorder\.[^"]+\.js"><\/script>/);
    expect(on.headers['content-security-policy']).toContain("script-src 'self' https://replay.example.com;");
    await save({ ...OFFERED, sessionRecordingExperiment: 'ENDED' });
    const off = await t.app.inject({ method: 'GET', url: '/shop', headers: { host: 'localhost:3000' } });
    expect(off.body).not.toContain('/assets/tracker/recorder.');
    expect(off.headers['content-security-policy']).toContain("script-src 'self';");
  });

  test("the owner's settings: the script address, the experiment's status and the sample are checked", async () => {
    const put = (json: unknown) => owner.request({ method: 'PUT', url: OWNER_ANALYTICS_API.settings, json });
    for (const [change, field] of [
      [{ sessionRecordingScriptUrl: 'http://replay.example.com/r.js' }, 'sessionRecordingScriptUrl'],
      [{ sessionRecordingScriptUrl: 'javascript:alert(1)' }, 'sessionRecordingScriptUrl'],
      [{ sessionRecordingScriptUrl: '//evil.example/r.js' }, 'sessionRecordingScriptUrl'],
      [{ sessionRecordingScriptUrl: 'https://*.example/x.js' }, 'sessionRecordingScriptUrl'],
      [
        { sessionRecordingScriptUrl: "https://replay.example.com/'</script>.js" },
        'sessionRecordingScriptUrl',
      ],
      [{ sessionRecordingExperiment: 'RUNNING' }, 'sessionRecordingExperiment'],
      [{ sessionRecordingSamplePercent: 101 }, 'sessionRecordingSamplePercent'],
      [{ sessionRecordingSamplePercent: 2.5 }, 'sessionRecordingSamplePercent'],
    ] as const) {
      const response = await put({ ...OFFERED, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json<ApiError>().fieldErrors, JSON.stringify(change)).toHaveProperty([field]);
    }
    const path = await put({ ...OFFERED, sessionRecordingScriptUrl: '/recorder.js' });
    expect(path.statusCode).toBe(200);
  });
});
