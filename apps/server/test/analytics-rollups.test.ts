import { ANALYTICS_EVENTS as E } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { beforeEach, describe, expect, test } from 'vitest';
import { foldBucket, MAX_BUCKETS_PER_RUN, rollUpSite } from '../src/modules/analytics-dashboard';
import { insertAnalyticsEvents } from './fixtures/create-analytics-events';
import { useTestApp, type TestApp } from './fixtures/create-test-app';

/**
 * The rollup job with a clock the test sets: finished hours and days are folded, the unfinished ones
 * are not, folding again replaces, and raw rows go after the retention but never before they are folded.
 */
const NOW = Date.parse('2026-03-10T12:30:00.000Z');
const HOUR = 60 * 60 * 1000;

describe.each(testEngines())('analytics rollups on %s', (engine) => {
  const t: TestApp = useTestApp(engine);

  beforeEach(async () => {
    for (const table of [
      'analytics_events',
      'performance_records',
      'analytics_rollups',
      'analytics_daily_visitors',
      'analytics_vitals_daily',
      'analytics_rollup_state',
    ] as const) {
      await t.db.kysely.deleteFrom(table).execute();
    }
    await insertAnalyticsEvents(t.db, t.websiteId, [
      { occurred_at: '2026-03-08T09:10:00.000Z', event: E.pageView, visitor_key: 'a', page_path: '/' },
      { occurred_at: '2026-03-08T09:20:00.000Z', event: E.pageView, visitor_key: 'a', page_path: '/' },
      {
        occurred_at: '2026-03-08T15:00:00.000Z',
        event: E.pageView,
        visitor_key: 'b',
        page_path: '/shop',
        referrer_host: 'google.com',
      },
      { occurred_at: '2026-03-08T15:05:00.000Z', event: E.purchase, visitor_key: 'b', value_cents: 2500 },
      { occurred_at: '2026-03-09T08:00:00.000Z', event: E.pageView, visitor_key: 'a', page_path: '/' },
      { occurred_at: '2026-03-10T10:15:00.000Z', event: E.pageView, visitor_key: 'c', page_path: '/' },
      { occurred_at: '2026-03-10T12:10:00.000Z', event: E.pageView, visitor_key: 'd', page_path: '/' },
    ]);
  });

  const totals = (granularity: string, bucket: string) =>
    t.db.kysely
      .selectFrom('analytics_rollups')
      .select(['event', 'events', 'visitors', 'value_cents'])
      .where('website_id', '=', t.websiteId)
      .where('granularity', '=', granularity)
      .where('bucket_start', '=', bucket)
      .where('dimension', '=', 'total')
      .orderBy('event')
      .execute();

  test('folds finished days and hours, not the unfinished hour or day', async () => {
    const outcome = await rollUpSite(t.db, t.websiteId, 90, NOW);
    expect(outcome).toMatchObject({ hours: 4, days: 2, purged: 0 });
    expect(await totals('day', '2026-03-08T00:00:00.000Z')).toEqual([
      { event: E.pageView, events: 3, visitors: 2, value_cents: 0 },
      { event: E.purchase, events: 1, visitors: 1, value_cents: 2500 },
    ]);
    expect(await totals('hour', '2026-03-10T10:00:00.000Z')).toEqual([
      { event: E.pageView, events: 1, visitors: 1, value_cents: 0 },
    ]);
    expect(await totals('hour', '2026-03-10T12:00:00.000Z')).toEqual([]);
    expect(await totals('day', '2026-03-10T00:00:00.000Z')).toEqual([]);
    const visitors = await t.db.kysely
      .selectFrom('analytics_daily_visitors')
      .select(['day', 'visitor_key'])
      .where('website_id', '=', t.websiteId)
      .orderBy('day')
      .orderBy('visitor_key')
      .execute();
    expect(visitors).toEqual([
      { day: '2026-03-08', visitor_key: 'a' },
      { day: '2026-03-08', visitor_key: 'b' },
      { day: '2026-03-09', visitor_key: 'a' },
    ]);
    const pages = await t.db.kysely
      .selectFrom('analytics_rollups')
      .select(['value', 'events'])
      .where('granularity', '=', 'day')
      .where('dimension', '=', 'page')
      .where('bucket_start', '=', '2026-03-08T00:00:00.000Z')
      .orderBy('value')
      .execute();
    expect(pages).toEqual([
      { value: '/', events: 2 },
      { value: '/shop', events: 1 },
    ]);
  });

  test('an hour later the next hour is folded; folding a bucket again replaces it, never doubles', async () => {
    await rollUpSite(t.db, t.websiteId, 90, NOW);
    expect(await rollUpSite(t.db, t.websiteId, 90, NOW)).toMatchObject({ hours: 0, days: 0 });
    expect(await rollUpSite(t.db, t.websiteId, 90, NOW + HOUR)).toMatchObject({ hours: 1, days: 0 });
    expect(await totals('hour', '2026-03-10T12:00:00.000Z')).toEqual([
      { event: E.pageView, events: 1, visitors: 1, value_cents: 0 },
    ]);
    await foldBucket(t.db, t.websiteId, 'day', Date.parse('2026-03-08T00:00:00.000Z'));
    await foldBucket(t.db, t.websiteId, 'day', Date.parse('2026-03-08T00:00:00.000Z'));
    expect((await totals('day', '2026-03-08T00:00:00.000Z'))[0]).toEqual({
      event: E.pageView,
      events: 3,
      visitors: 2,
      value_cents: 0,
    });
  });

  test('raw rows older than the retention are deleted once folded; the rollups keep the totals', async () => {
    const outcome = await rollUpSite(t.db, t.websiteId, 1, NOW);
    // Before 2026-03-09T12:30: the four events of the 8th and the one of the 9th's morning.
    expect(outcome.purged).toBe(5);
    const left = await t.db.kysely
      .selectFrom('analytics_events')
      .select('occurred_at')
      .where('website_id', '=', t.websiteId)
      .orderBy('occurred_at')
      .execute();
    expect(left.map((row) => row.occurred_at)).toEqual([
      '2026-03-10T10:15:00.000Z',
      '2026-03-10T12:10:00.000Z',
    ]);
    expect(await totals('day', '2026-03-08T00:00:00.000Z')).toHaveLength(2);
  });

  test('raw rows are never deleted before they are folded, whatever the retention', async () => {
    await t.db.kysely.deleteFrom('analytics_events').execute();
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    const count = MAX_BUCKETS_PER_RUN + 40;
    await insertAnalyticsEvents(
      t.db,
      t.websiteId,
      Array.from({ length: count }, (_, i) => ({
        occurred_at: new Date(start + i * HOUR + 60_000).toISOString(),
        event: E.pageView,
        visitor_key: `v${i}`,
      })),
    );
    const outcome = await rollUpSite(t.db, t.websiteId, 1, NOW);
    expect(outcome.hours).toBe(MAX_BUCKETS_PER_RUN);
    const left = await t.db.kysely
      .selectFrom('analytics_events')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(40);
    // The next run folds the rest, then the retention takes them.
    expect((await rollUpSite(t.db, t.websiteId, 1, NOW)).hours).toBe(40);
    const after = await t.db.kysely
      .selectFrom('analytics_events')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(0);
    // Hundreds of hourly buckets, each its own statement: on PostgreSQL under a loaded run this takes
    // far longer than the suite's 20 s default.
  }, 90_000);
});
