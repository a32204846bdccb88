import { ANALYTICS_EVENTS as E, OWNER_ANALYTICS_API } from '@plinth/contracts';
import { analyticsOverviewSchema, webVitalsReportSchema } from '@plinth/contracts/schemas';
import { testEngines } from '@plinth/db/test';
import { beforeAll, describe, expect, test } from 'vitest';
import { rollUpSite } from '../src/modules/analytics-dashboard';
import { insertAnalyticsEvents, insertPerformanceRecords } from './fixtures/create-analytics-events';
import {
  demoProduct,
  signedInOwner,
  useTestApp,
  type TestApp,
  type Visitor,
} from './fixtures/create-test-app';

/**
 * The owner's dashboards over seeded rows, with the app's clock set: the same figures whether the days
 * are folded or still raw, comparison with the previous period, vitals at p75, live visitors, CSV.
 */
const NOW = Date.parse('2026-03-10T12:30:00.000Z');
const RANGE = '?from=2026-03-08&to=2026-03-10';

describe.each(testEngines())('analytics dashboards on %s', (engine) => {
  const t: TestApp = useTestApp(engine, {}, { now: () => NOW });
  let owner: Visitor;
  let productId: string;

  beforeAll(async () => {
    owner = await signedInOwner(t.app);
    productId = (await demoProduct(t.db, 'linen-shirt')).id;
    const at = (iso: string) => `2026-03-${iso}.000Z`;
    await insertAnalyticsEvents(t.db, t.websiteId, [
      { occurred_at: at('01T10:00:00'), event: E.pageView, visitor_key: 'old', page_path: '/' },
      {
        occurred_at: at('08T09:10:00'),
        event: E.pageView,
        visitor_key: 'a',
        page_path: '/',
        device: 'desktop',
      },
      {
        occurred_at: at('08T09:20:00'),
        event: E.pageView,
        visitor_key: 'a',
        page_path: '/shop',
        device: 'desktop',
      },
      {
        occurred_at: at('08T15:00:00'),
        event: E.pageView,
        visitor_key: 'b',
        page_path: '/shop',
        referrer_host: '=HYPERLINK("x")',
        utm_source: 'newsletter',
        device: 'phone',
        browser: 'Safari',
      },
      { occurred_at: at('08T15:01:00'), event: E.productView, visitor_key: 'b', item_id: productId },
      {
        occurred_at: at('08T15:02:00'),
        event: E.addToCart,
        visitor_key: 'b',
        item_id: productId,
        value_cents: 2500,
      },
      { occurred_at: at('08T15:03:00'), event: E.checkoutStarted, visitor_key: 'b' },
      {
        occurred_at: at('08T15:04:00'),
        event: E.purchase,
        visitor_key: 'b',
        item_id: productId,
        value_cents: 2500,
      },
      { occurred_at: at('08T15:04:00'), event: E.purchase, visitor_key: 'b', value_cents: 2500 },
      { occurred_at: at('09T08:00:00'), event: E.search, visitor_key: 'a', data: { query: ' Linen ' } },
      { occurred_at: at('09T08:01:00'), event: E.search, visitor_key: 'a', data: { query: 'linen' } },
      {
        occurred_at: at('09T08:02:00'),
        event: E.censusFormRender,
        visitor_key: 'a',
        data: { form_id: 'f1' },
      },
      {
        occurred_at: at('09T08:03:00'),
        event: E.censusFormRender,
        visitor_key: 'c',
        data: { form_id: 'f1' },
      },
      { occurred_at: at('09T08:04:00'), event: E.formSubmission, visitor_key: 'c', data: { form_id: 'f1' } },
      { occurred_at: at('10T10:15:00'), event: E.pageView, visitor_key: 'a', page_path: '/' },
      { occurred_at: at('10T12:27:00'), event: E.pageView, visitor_key: 'live', page_path: '/' },
    ]);
    await insertPerformanceRecords(
      t.db,
      t.websiteId,
      [1000, 2000, 3000, 5000].map((lcp, i) => ({
        occurred_at: at(`0${8 + (i % 2)}T10:00:00`),
        page_path: '/',
        lcp,
        cls: 0.3,
      })),
    );
  });

  const overview = async (query = RANGE) => {
    const response = await owner.get(`${OWNER_ANALYTICS_API.overview}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return analyticsOverviewSchema.parse(response.json());
  };

  test('totals, series, top lists, funnel, products, searches and forms; the same before and after folding', async () => {
    const raw = await overview();
    expect(raw.totals).toEqual({
      visitors: 4,
      pageViews: 5,
      orders: 2,
      revenueCents: 5000,
      conversionRate: 0.5,
    });
    expect(raw.series.map((p) => [p.day, p.visitors, p.pageViews, p.orders])).toEqual([
      ['2026-03-08', 2, 3, 2],
      ['2026-03-09', 2, 0, 0],
      ['2026-03-10', 2, 2, 0],
    ]);
    expect(raw.pages).toEqual([
      { value: '/', views: 3, visitors: 3 },
      { value: '/shop', views: 2, visitors: 2 },
    ]);
    expect(raw.utmSources.find((row) => row.value === 'newsletter')).toEqual({
      value: 'newsletter',
      views: 1,
      visitors: 1,
    });
    expect(raw.funnel.map((s) => s.count)).toEqual([1, 1, 1, 2]);
    expect(raw.products).toEqual([
      { itemId: productId, name: 'Linen Shirt', views: 1, addToCarts: 1, purchases: 1, revenueCents: 2500 },
    ]);
    expect(raw.searchTerms).toEqual([{ term: 'linen', count: 2 }]);
    expect(raw.forms).toEqual([
      { formId: 'f1', name: 'f1', renders: 2, submissions: 1, conversionRate: 0.5 },
    ]);
    expect(raw.previousRange).toEqual({ from: '2026-03-05', to: '2026-03-07' });
    expect(raw.previousTotals?.pageViews).toBe(0);

    await rollUpSite(t.db, t.websiteId, 90, NOW);
    expect(await overview()).toEqual(raw);
  });

  test('the previous period is compared, and left out with compare=false', async () => {
    const answer = await overview('?from=2026-03-08&to=2026-03-10');
    const wider = await overview('?from=2026-03-04&to=2026-03-06');
    expect(wider.previousTotals?.pageViews).toBe(1);
    expect(answer.previousSeries).toHaveLength(3);
    const plain = await overview(`${RANGE}&compare=false`);
    expect(plain.previousTotals).toBeNull();
    expect(plain.previousSeries).toBeNull();
  });

  test('web vitals at p75 per page and device, with their rating', async () => {
    const response = await owner.get(`${OWNER_ANALYTICS_API.vitals}${RANGE}`);
    expect(response.statusCode, response.body).toBe(200);
    const report = webVitalsReportSchema.parse(response.json());
    expect(report.rows).toEqual([
      {
        pagePath: '/',
        device: 'desktop',
        samples: 4,
        lcp: { p75: 3000, rating: 'needs-improvement' },
        cls: { p75: 0.3, rating: 'poor' },
        inp: null,
        fcp: null,
        ttfb: null,
      },
    ]);
  });

  test('live visitors are those of the last five minutes', async () => {
    const response = await owner.get(OWNER_ANALYTICS_API.live);
    expect(response.json()).toEqual({ visitors: 1 });
  });

  test('CSV export of a report, formulas neutralised', async () => {
    const response = await owner.get(`${OWNER_ANALYTICS_API.exportCsv}${RANGE}&report=referrers`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(
      'analytics-referrers-2026-03-08-2026-03-10.csv',
    );
    expect(response.body).toContain(`"'=HYPERLINK(""x"")","1","1"`);
    const traffic = await owner.get(`${OWNER_ANALYTICS_API.exportCsv}${RANGE}&report=traffic`);
    expect(traffic.body.split('\r\n')[1]).toBe('"2026-03-08","2","3","2","5000"');
  });

  test('a range backwards, too long or not a day is refused naming the field', async () => {
    const backwards = await owner.get(`${OWNER_ANALYTICS_API.overview}?from=2026-03-10&to=2026-03-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      code: 'INVALID_REQUEST',
      fieldErrors: { from: 'must not be after to' },
    });
    const long = await owner.get(`${OWNER_ANALYTICS_API.overview}?from=2024-01-01&to=2026-03-01`);
    expect(long.statusCode).toBe(400);
    const notADay = await owner.get(`${OWNER_ANALYTICS_API.vitals}?from=2026-02-30`);
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json()).toMatchObject({ fieldErrors: { from: expect.any(String) as unknown } });
  });
});
