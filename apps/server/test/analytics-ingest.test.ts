import { ANALYTICS_API, ANALYTICS_LIMITS, type ApiError } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { beacon, CHROME, eventRows, pageView } from './fixtures/analytics-events';
import { useTestApp, Visitor } from './fixtures/create-test-app';

/**
 * Issue 12 part 4: the ingest endpoints store what they accept (202) and nothing else; hostile input
 * (oversized, deep, wrong types, unknown names, scripts) is refused with the one error model or stored
 * inert. The cookieless hash and the bot filter: analytics-ingest-visitors.test.ts.
 */
describe.each(testEngines())('analytics ingest (%s)', (engine) => {
  const t = useTestApp(engine);

  test('a page view sent as a text/plain beacon is stored with the columns the dashboards group by', async () => {
    const response = await beacon(t, {
      eventSchemaName: 'PageView',
      eventContent: JSON.stringify(pageView()),
    });
    expect(response.statusCode, response.body).toBe(202);
    const [row] = await eventRows(t, 'PageView');
    expect(row).toMatchObject({
      visitor_key: 'visitor-1',
      session_id: 'session-1',
      cookieless: 0,
      page_path: '/shop',
      referrer_host: 'www.example.org',
      utm_source: 'newsletter',
      device: 'desktop',
      browser: 'Chrome',
      country: '',
      dedupe_key: null,
    });
    expect(JSON.parse(row?.data ?? '{}')).toMatchObject({
      source_environment: 'prod',
      page_host: 'localhost:3000',
    });
  });

  test('add to cart carries its value (unit price times quantity) and its product', async () => {
    const content = pageView({
      product_page: 'pdp',
      product_id: 'p-1',
      product_name: 'Linen Shirt',
      sku: 'SQ-1',
      quantity: 2,
      unit_price: 4500,
      currency_code: 'USD',
    });
    const response = await beacon(
      t,
      { eventSchemaName: 'AddToCart', eventContent: JSON.stringify(content) },
      {
        'content-type': 'application/json',
      },
    );
    expect(response.statusCode, response.body).toBe(202);
    const [row] = await eventRows(t, 'AddToCart');
    expect(row).toMatchObject({ item_id: 'p-1', value_cents: 9000, currency: 'USD' });
  });

  test('the older tracker posts a form with the crumb; without it the answer is the crumb failure', async () => {
    const visitor = new Visitor(t.app);
    await visitor.visit();
    const form = {
      crumb: visitor.cookies.get('crumb') ?? '',
      event: 'PageView',
      data: JSON.stringify({ websiteId: t.websiteId, pagePath: '/about', visitorCookie: 'legacy-visitor' }),
    };
    const headers = { 'user-agent': CHROME };
    const ok = await visitor.request({
      method: 'POST',
      url: ANALYTICS_API.recordEvent,
      form,
      headers,
      crumb: 'omit',
    });
    expect(ok.statusCode, ok.body).toBe(202);
    const refused = await visitor.request({
      method: 'POST',
      url: ANALYTICS_API.recordEvent,
      form: { ...form, crumb: 'x'.repeat(44) },
      headers,
      crumb: 'omit',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiError>()).toMatchObject({ code: 'CRUMB_FAIL', crumbFail: true });
    const rows = (await eventRows(t, 'PageView')).filter((r) => r.page_path === '/about');
    expect(rows.map((r) => r.visitor_key)).toEqual(['legacy-visitor']);
  });

  test('the census calls and RecordHit are stored as their events', async () => {
    const post = (url: string, payload: unknown, type = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { host: 'localhost:3000', 'user-agent': CHROME, 'content-type': type },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
    const hit = new URLSearchParams({
      event: 'ProductView',
      data: JSON.stringify({ itemId: 'i-9' }),
      ss_cvr: 'cvr-1',
    });
    const answers = [
      await post(ANALYTICS_API.censusButtonClick, {
        visitorCookie: 'v-2',
        blockId: 'b-1',
        buttonText: 'Shop now',
      }),
      await post(ANALYTICS_API.censusButtonRender, { visitorCookie: 'v-2', blockId: 'b-1' }),
      await post(ANALYTICS_API.censusOverlay, { overlayId: 'o-1', action: 'dismiss' }),
      await post(ANALYTICS_API.censusQuickView('item-7'), { url: 'http://localhost:3000/shop' }),
      await post(ANALYTICS_API.censusRecordHit, hit.toString(), 'application/x-www-form-urlencoded'),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202, 202]);
    expect((await eventRows(t, 'ButtonClick'))[0]).toMatchObject({ visitor_key: 'v-2' });
    expect(await eventRows(t, 'ButtonRender')).toHaveLength(1);
    expect(await eventRows(t, 'Overlay')).toHaveLength(1);
    expect((await eventRows(t, 'QuickView'))[0]).toMatchObject({ item_id: 'item-7', page_path: '/shop' });
    expect((await eventRows(t, 'ProductView'))[0]).toMatchObject({ item_id: 'i-9', visitor_key: 'cvr-1' });
  });

  test('performance records: one row per page load, the vitals in their columns', async () => {
    const event = (pageLoadId: string) => ({
      app: 'storefront',
      event: 'load',
      pageLoadId,
      ts: 1_764_000_000_000,
      raw: true,
      data: {
        action: 'load',
        actor: 'user',
        owner: 'web_performance',
        source: 'web',
        object_type: 'website',
        schema: 'Performance',
        environment: 'prod',
        website_id: t.websiteId,
        page_path: '/shop?x=1',
        largest_contentful_paint_ms: 1200,
        cumulative_layout_shift: 0.02,
        time_to_first_byte_ms: 90,
        domain_lookup_ms: 3,
        encoded_body_size_bytes: 12000,
      },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: ANALYTICS_API.performanceRecords,
      headers: { host: 'localhost:3000', 'user-agent': CHROME, 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify([event('load-1'), event('load-2')]),
    });
    expect(response.statusCode, response.body).toBe(202);
    const rows = await t.db.kysely
      .selectFrom('performance_records')
      .selectAll()
      .where('website_id', '=', t.websiteId)
      .orderBy('page_load_id')
      .execute();
    expect(rows.map((r) => [r.page_load_id, r.page_path, r.lcp, r.cls, r.inp])).toEqual([
      ['load-1', '/shop', 1200, 0.02, null],
      ['load-2', '/shop', 1200, 0.02, null],
    ]);
    expect(JSON.parse(rows[0]?.timings ?? '{}')).toMatchObject({
      domain_lookup_ms: 3,
      encoded_body_size_bytes: 12000,
    });
    expect(rows[0]?.ttfb).toBe(90);
  });

  test('validate mode answers valid or the field errors, and stores nothing', async () => {
    const before = (await eventRows(t)).length;
    const validate = (schemaName: string, eventContent: string) =>
      t.app.inject({
        method: 'POST',
        url: ANALYTICS_API.clankerValidate(schemaName),
        headers: { host: 'localhost:3000', 'user-agent': CHROME },
        payload: { eventContent },
      });
    const ok = await validate('PageView', JSON.stringify(pageView()));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ valid: true });
    const bad = await validate('PageView', JSON.stringify(pageView({ browser_width: 'wide' })));
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiError>()).toMatchObject({ code: 'ANALYTICS_INVALID' });
    expect(bad.json<ApiError>().fieldErrors).toHaveProperty(['eventContent.browser_width']);
    const unknown = await validate('NoSuchEvent', '{}');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiError>().code).toBe('ANALYTICS_SCHEMA_UNKNOWN');
    expect((await eventRows(t)).length).toBe(before);
  });

  test('GET fullstory/getId answers one id per visitor session', async () => {
    const visitor = new Visitor(t.app);
    const first = await visitor.get(ANALYTICS_API.fullstoryId);
    const again = await visitor.get(ANALYTICS_API.fullstoryId);
    const other = await new Visitor(t.app).get(ANALYTICS_API.fullstoryId);
    expect(first.body).toMatch(/^[0-9a-f]{32}$/);
    expect(again.body).toBe(first.body);
    expect(other.body).not.toBe(first.body);
  });

  test(`a client over ${ANALYTICS_LIMITS.perClientPerMinute} events a minute gets 429 with Retry-After`, async () => {
    const body = { eventSchemaName: 'Search', eventContent: JSON.stringify({ query: 'mug' }) };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: ANALYTICS_API.clankerEvents,
        remoteAddress: '203.0.113.9',
        headers: { host: 'localhost:3000', 'user-agent': CHROME, 'content-type': 'application/json' },
        payload: body,
      });
    const statuses: number[] = [];
    for (let i = 0; i <= ANALYTICS_LIMITS.perClientPerMinute; i++) statuses.push((await send()).statusCode);
    expect(statuses.filter((s) => s === 202)).toHaveLength(ANALYTICS_LIMITS.perClientPerMinute);
    const last = await send();
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
    expect(last.json<ApiError>().code).toBe('RATE_LIMITED');
  });

  test("the tracker's own shapes pass: seed 001's page-view fields, the product object, checkout's cart", async () => {
    const send = (eventSchemaName: string, fields: Record<string, unknown>) =>
      beacon(t, { eventSchemaName, eventContent: JSON.stringify(pageView(fields)) });
    const page = await send('PageView', {
      websiteId: t.websiteId,
      memberAccountId: '',
      website_locale: 'en-US',
      member_locale: '',
      templateId: 'default',
      variantId: '',
      pageHash: '',
      pagePath: '/shop',
    });
    expect(page.statusCode, page.body).toBe(202);
    const add = await send('AddToCart', {
      product_page: 'plp',
      product_id: 'p-tracker',
      quantity: 1,
      unit_price: 500,
      currency_code: 'USD',
      product: {
        item_id: 'p-tracker',
        item_type: 'PHYSICAL',
        item_title: 'Sticker Pack',
        item_collection_id: 'shop',
        item_collection_name: 'shop',
      },
    });
    expect(add.statusCode, add.body).toBe(202);
    const checkout = await send('CheckoutStarted', {
      cart_id: 'cart-1',
      num_items_in_cart: 1,
      product_types_list: ['PHYSICAL'],
      purchase_type_list: ['one_time'],
      cart_value: 500,
      currency_code: 'USD',
    });
    expect(checkout.statusCode, checkout.body).toBe(202);
    const data = async (event: string) => (await eventRows(t, event)).map((row) => row.data);
    expect((await data('PageView')).some((d) => d.includes('"templateId":"default"'))).toBe(true);
    expect((await eventRows(t, 'AddToCart')).map((row) => row.item_id)).toContain('p-tracker');
    expect((await data('CheckoutStarted')).some((d) => d.includes('"num_items_in_cart":1'))).toBe(true);
  });
});
