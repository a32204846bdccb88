import { testEngines } from '@plinth/db/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, Visitor, type TestApp } from './fixtures/create-test-app';

describe.each(testEngines())('storefront caches belong to their app on %s', (engine) => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestApp(engine), createTestApp(engine)]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  test('pages rendered by one app fill its caches alone, and closing the app empties them', async () => {
    expect((await new Visitor(first.app).get('/shop')).statusCode).toBe(200);
    const caches = first.app;
    expect(caches.pageCache.pages.size).toBeGreaterThan(0);
    expect(caches.catalogCache.size).toBeGreaterThan(0);
    expect(caches.navigationCache.size).toBeGreaterThan(0);
    expect(second.app.pageCache.pages.size).toBe(0);
    expect(second.app.catalogCache.size).toBe(0);
    expect(second.app.navigationCache.size).toBe(0);

    await first.app.close();
    expect(caches.pageCache.pages.size).toBe(0);
    expect(caches.catalogCache.size).toBe(0);
    expect(caches.navigationCache.size).toBe(0);
  });
});
