import { DEFAULT_ANALYTICS_SETTINGS, OWNER_ANALYTICS_API } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { beforeAll, describe, expect, test } from 'vitest';
import { analyticsSettingsOf } from '../src/modules/analytics-settings';
import { signedInOwner, useTestApp, type TestApp, type Visitor } from './fixtures/create-test-app';

/** The owner's analytics settings (issue 12 part 2): read, replaced whole, checked per field. */
describe.each(testEngines())('analytics settings on %s', (engine) => {
  const t: TestApp = useTestApp(engine);
  let owner: Visitor;
  beforeAll(async () => {
    owner = await signedInOwner(t.app);
  });

  const put = (json: unknown) => owner.request({ method: 'PUT', url: OWNER_ANALYTICS_API.settings, json });

  test('a site never saved reads the defaults', async () => {
    const response = await owner.get(OWNER_ANALYTICS_API.settings);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_ANALYTICS_SETTINGS);
  });

  test('saving cookieless is kept, and the cached site sees it at once', async () => {
    const before = await t.app.sites.byId(t.websiteId);
    const value = {
      ...DEFAULT_ANALYTICS_SETTINGS,
      mode: 'cookieless',
      cookieBanner: true,
      rawRetentionDays: 30,
    };
    const response = await put(value);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(value);
    expect((await owner.get(OWNER_ANALYTICS_API.settings)).json()).toEqual(value);
    const after = await t.app.sites.byId(t.websiteId);
    expect(after && analyticsSettingsOf(after)).toEqual(value);
    expect(after?.fingerprint).not.toBe(before?.fingerprint);
  });

  test('a retention out of bounds, an unknown mode or an unknown field is refused naming the field', async () => {
    const zero = await put({ ...DEFAULT_ANALYTICS_SETTINGS, rawRetentionDays: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({
      code: 'INVALID_REQUEST',
      fieldErrors: { rawRetentionDays: 'Keep raw events at least 1 day' },
    });
    const half = await put({ ...DEFAULT_ANALYTICS_SETTINGS, rawRetentionDays: 1.5 });
    expect(half.json()).toMatchObject({
      fieldErrors: { rawRetentionDays: 'Retention must be a whole number of days' },
    });
    const mode = await put({ ...DEFAULT_ANALYTICS_SETTINGS, mode: 'spy' });
    expect(mode.json()).toMatchObject({ fieldErrors: { mode: expect.any(String) as unknown } });
    const extra = await put({ ...DEFAULT_ANALYTICS_SETTINGS, trackEverything: true });
    expect(extra.statusCode).toBe(400);
  });

  test('a write without the crumb is refused before the body is read', async () => {
    const response = await owner.request({
      method: 'PUT',
      url: OWNER_ANALYTICS_API.settings,
      json: { nonsense: true },
      crumb: 'omit',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CRUMB_FAIL' });
  });
});
