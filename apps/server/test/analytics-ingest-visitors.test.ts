import { ANALYTICS_API } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { updateStoredSettings } from '../src/modules/sites';
import { beacon, CHROME, eventRows, pageView } from './fixtures/analytics-events';
import { useTestApp } from './fixtures/create-test-app';

/**
 * Issue 12 parts 2 (server half) and 4: who an event is counted for. Cookieless events get the
 * daily-salted hash of address and agent whatever analytics id they carry; a site set to cookieless
 * forces it; bots are answered 204 and never stored.
 */
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe.each(testEngines())('analytics visitors (%s)', (engine) => {
  const t = useTestApp(engine);
  const send = (content: Record<string, unknown>, address: string, userAgent = CHROME) =>
    t.app.inject({
      method: 'POST',
      url: ANALYTICS_API.clankerEvents,
      remoteAddress: address,
      headers: { host: 'localhost:3000', 'user-agent': userAgent, 'content-type': 'text/plain' },
      payload: JSON.stringify({
        eventSchemaName: 'PageView',
        eventContent: JSON.stringify(pageView(content)),
      }),
    });

  test('a cookieless event is keyed by the salted hash, its analytics and marketing ids dropped', async () => {
    const marked = { cookieless: true, marketing_id: 'mid-1', page_path: '/cookieless' };
    expect((await send({ ...marked, analytics_id: 'tracked-1' }, '198.51.100.1')).statusCode).toBe(202);
    expect((await send({ ...marked, analytics_id: 'tracked-2' }, '198.51.100.1')).statusCode).toBe(202);
    expect((await send(marked, '198.51.100.2')).statusCode).toBe(202);
    expect((await send(marked, '198.51.100.1', FIREFOX)).statusCode).toBe(202);
    const rows = (await eventRows(t, 'PageView')).filter((r) => r.page_path === '/cookieless');
    expect(rows).toHaveLength(4);
    const [a, b, c, d] = rows.map((r) => r.visitor_key);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toBe(a);
    expect(new Set([a, c, d]).size).toBe(3);
    for (const row of rows) {
      expect(row.cookieless).toBe(1);
      expect(row.data).not.toContain('tracked-');
      expect(row.data).not.toContain('mid-1');
      expect(row.data).not.toContain('198.51.100');
    }
  });

  test("the site's cookieless mode overrides an event that claims cookies", async () => {
    await updateStoredSettings(t.db, t.websiteId, (settings) => ({
      ...settings,
      analytics: { mode: 'cookieless' },
    }));
    await t.app.sites.invalidate(t.websiteId);
    try {
      expect(
        (await send({ analytics_id: 'tracked-3', page_path: '/forced' }, '198.51.100.3')).statusCode,
      ).toBe(202);
      const [row] = (await eventRows(t, 'PageView')).filter((r) => r.page_path === '/forced');
      expect(row?.cookieless).toBe(1);
      expect(row?.visitor_key).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await updateStoredSettings(t.db, t.websiteId, (settings) => ({
        ...settings,
        analytics: { mode: 'cookies' },
      }));
      await t.app.sites.invalidate(t.websiteId);
    }
    expect(
      (await send({ analytics_id: 'tracked-4', page_path: '/cookies' }, '198.51.100.3')).statusCode,
    ).toBe(202);
    const [row] = (await eventRows(t, 'PageView')).filter((r) => r.page_path === '/cookies');
    expect(row).toMatchObject({ cookieless: 0, visitor_key: 'tracked-4' });
  });

  test('crawlers, headless browsers and scripts are answered 204 and not stored', async () => {
    const before = (await eventRows(t)).length;
    for (const bot of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'curl/8.5.0',
      '',
    ]) {
      const response = await beacon(
        t,
        { eventSchemaName: 'PageView', eventContent: '{}' },
        { 'user-agent': bot },
      );
      expect(response.statusCode, bot).toBe(204);
    }
    expect((await eventRows(t)).length).toBe(before);
  });

  test('the country comes only from the configured trusted header', async () => {
    const response = await beacon(
      t,
      { eventSchemaName: 'PageView', eventContent: JSON.stringify(pageView({ page_path: '/country' })) },
      { 'cf-ipcountry': 'DE' },
    );
    expect(response.statusCode).toBe(202);
    const [row] = (await eventRows(t, 'PageView')).filter((r) => r.page_path === '/country');
    expect(row?.country).toBe('');
  });
});

describe.each(testEngines())('analytics country header (%s)', (engine) => {
  const t = useTestApp(engine, { analytics: { perClientPerMinute: 600, countryHeader: 'cf-ipcountry' } });

  test('with ANALYTICS_COUNTRY_HEADER set, its two-letter code is kept and unknown values are not', async () => {
    for (const [country, path] of [
      ['de', '/de'],
      ['XX', '/xx'],
      ['<b>', '/bad'],
    ]) {
      const content = JSON.stringify(pageView({ page_path: path }));
      const answer = await beacon(
        t,
        { eventSchemaName: 'PageView', eventContent: content },
        { 'cf-ipcountry': country ?? '' },
      );
      expect(answer.statusCode).toBe(202);
    }
    const rows = await eventRows(t, 'PageView');
    expect(Object.fromEntries(rows.map((r) => [r.page_path, r.country]))).toEqual({
      '/de': 'DE',
      '/xx': '',
      '/bad': '',
    });
  });
});
