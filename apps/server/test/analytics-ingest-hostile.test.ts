import { ANALYTICS_API, ANALYTICS_LIMITS, type ApiError } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { beacon, CHROME, eventRows, pageView } from './fixtures/analytics-events';
import { useTestApp } from './fixtures/create-test-app';

/**
 * Issue 12 part 4: hostile input to the ingest. Every refusal is the one error model (a code and a
 * message, per-field errors where a field is at fault) and stores nothing; a script in a string is
 * stored as text, never echoed.
 */
const event = (eventSchemaName: string, content: unknown) => ({
  eventSchemaName,
  eventContent: typeof content === 'string' ? content : JSON.stringify(content),
});

describe.each(testEngines())('analytics ingest refuses hostile input (%s)', (engine) => {
  const t = useTestApp(engine);

  async function refused(body: unknown, headers: Record<string, string> = {}) {
    const before = (await eventRows(t)).length;
    const response = await beacon(t, body, headers);
    expect((await eventRows(t)).length, 'nothing stored').toBe(before);
    const error = response.json<ApiError>();
    expect(typeof error.code).toBe('string');
    expect(typeof error.message).toBe('string');
    return { status: response.statusCode, error };
  }

  test('a body over the cap is refused with 413 before it is read', async () => {
    const huge = 'x'.repeat(ANALYTICS_LIMITS.bodyBytes + 1);
    const { status } = await refused(event('PageView', { page_path: huge }));
    expect(status).toBe(413);
  });

  test('eventContent over its cap, and a string field over its cap, are 400 on that field', async () => {
    const long = await refused(event('PageView', 'x'.repeat(ANALYTICS_LIMITS.eventContentChars + 1)));
    expect(long.status).toBe(400);
    expect(long.error.fieldErrors).toHaveProperty(['eventContent']);
    const path = await refused(
      event('PageView', pageView({ page_path: '/'.repeat(ANALYTICS_LIMITS.pathChars + 1) })),
    );
    expect(path.status).toBe(400);
    expect(path.error).toMatchObject({ code: 'ANALYTICS_INVALID' });
    expect(path.error.fieldErrors).toHaveProperty(['eventContent.page_path']);
  });

  test('wrong types and out-of-range numbers are 400 naming each field', async () => {
    const { status, error } = await refused(
      event(
        'AddToCart',
        pageView({ browser_width: 'wide', timestamp: -1, quantity: 0, currency_code: 'dollars' }),
      ),
    );
    expect(status).toBe(400);
    expect(Object.keys(error.fieldErrors ?? {}).sort()).toEqual(
      [
        'eventContent.browser_width',
        'eventContent.currency_code',
        'eventContent.quantity',
        'eventContent.timestamp',
      ].sort(),
    );
  });

  test('content nested deeper than an event ever is, and a deep body, are refused', async () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 40; i++) deep = { a: deep };
    const inner = await refused(event('PageView', { page_path: '/', nested: deep }));
    expect(inner.status).toBe(400);
    expect(inner.error.message).toContain('nests more than');
    let outer: unknown = [];
    for (let i = 0; i < 100; i++) outer = [outer];
    const response = await t.app.inject({
      method: 'POST',
      url: ANALYTICS_API.performanceRecords,
      headers: { host: 'localhost:3000', 'user-agent': CHROME, 'content-type': 'application/json' },
      payload: JSON.stringify(outer),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().code).toBe('INPUT_TOO_DEEP');
  });

  test('unknown fields, unknown schema names and the server-only Purchase are refused', async () => {
    const extra = await refused(event('PageView', pageView({ is_admin: true })));
    expect(extra.status).toBe(400);
    const proto = await refused(event('PageView', '{"__proto__":{"polluted":true},"page_path":"/"}'));
    expect(proto.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const unknown = await refused(event('DropTables', pageView()));
    expect(unknown).toMatchObject({ status: 400, error: { code: 'ANALYTICS_SCHEMA_UNKNOWN' } });
    const purchase = await refused(event('Purchase', pageView()));
    expect(purchase).toMatchObject({ status: 400, error: { code: 'ANALYTICS_SCHEMA_UNKNOWN' } });
    const outerExtra = await refused({ ...event('PageView', pageView()), sneaky: 1 });
    expect(outerExtra.status).toBe(400);
  });

  test('text that is not JSON, and NUL hidden in JSON escapes, are 400 (never a 500)', async () => {
    expect((await refused('{not json')).status).toBe(400);
    expect((await refused(event('PageView', '{"page_path": '))).status).toBe(400);
    const nul = await refused(event('PageView', '{"page_path":"/a\\u0000b"}'));
    expect(nul.status).toBe(400);
    expect(nul.error.message).toContain('NUL');
  });

  test('a script in a string is stored as inert text and never echoed back', async () => {
    const script = '<script>alert(document.cookie)</script>';
    const response = await beacon(
      t,
      event('Search', pageView({ page_path: `/search/${script}`, query: script })),
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true });
    const [row] = await eventRows(t, 'Search');
    expect(row?.page_path).toBe(`/search/${script}`);
    expect(JSON.parse(row?.data ?? '{}')).toMatchObject({ query: script });
    const invalid = await beacon(t, event('Search', pageView({ query: script, browser_width: script })));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).not.toContain('<script>');
  });

  test('a page of another site is refused by its Origin or Sec-Fetch-Site', async () => {
    const body = event('PageView', pageView());
    const origin = await refused(body, { origin: 'https://evil.example' });
    expect(origin).toMatchObject({ status: 403, error: { code: 'ANALYTICS_CROSS_SITE' } });
    const fetchSite = await refused(body, { 'sec-fetch-site': 'cross-site' });
    expect(fetchSite.status).toBe(403);
    const same = await beacon(t, body, { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' });
    expect(same.statusCode).toBe(202);
  });

  test('the older tracker: an unknown event name or data that is not the schema is 400', async () => {
    const post = (form: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: ANALYTICS_API.censusRecordHit,
        headers: {
          host: 'localhost:3000',
          'user-agent': CHROME,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams(form).toString(),
      });
    expect((await post({ event: 'Nope', data: '{}' })).statusCode).toBe(400);
    expect((await post({ event: 'PageView', data: '[1,2]' })).statusCode).toBe(400);
    expect((await post({ event: 'PageView', data: '{"recordType":"x"}' })).statusCode).toBe(400);
    expect((await post({ event: 'PageView', data: '{}', extra: 'x' })).statusCode).toBe(400);
  });
});
