import { testEngines } from '@plinth/db/test';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { createTestApp, demoProduct, Visitor, type TestApp } from './fixtures/create-test-app';
import { createShopper } from './fixtures/site-user-visitor';

/**
 * The visitor is resolved once per request (plugins/visitor.ts): the customer's session is looked up at
 * most once, and not at all without the session cookie.
 */
describe.each(testEngines())('request visitor on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimit: { max: 10_000, windowMs: 10_000 } });
  });
  afterAll(async () => (t as TestApp | undefined)?.close());
  afterEach(() => vi.restoreAllMocks());

  /** Counts the statements that read a customer session while `run` runs. */
  async function sessionLookups(run: () => Promise<unknown>): Promise<number> {
    const executor = t.app.db.kysely.getExecutor();
    const spy = vi.spyOn(executor, 'executeQuery');
    await run();
    const sqls = spy.mock.calls.map(([query]) => query.sql);
    spy.mockRestore();
    return sqls.filter((sql) => /from\s+"?site_user_sessions"?/i.test(sql)).length;
  }

  test('a signed-in account page looks the session up once (pill and account state share it)', async () => {
    const v = new Visitor(t.app);
    await v.visit('/account/login');
    await createShopper(v);
    let status = 0;
    const lookups = await sessionLookups(async () => {
      status = (await v.get('/account')).statusCode;
    });
    expect(status).toBe(200);
    expect(lookups).toBe(1);
  });

  test('a signed-in add to cart looks the session up once', async () => {
    const v = new Visitor(t.app);
    await v.visit('/account/login');
    await createShopper(v);
    const mug = await demoProduct(t.db, 'ceramic-mug');
    let status = 0;
    const lookups = await sessionLookups(async () => {
      const response = await v.addToCart({
        itemId: mug.id,
        sku: mug.sku(),
        quantity: 1,
        additionalFields: null,
      });
      status = response.statusCode;
    });
    expect(status).toBe(200);
    expect(lookups).toBe(1);
  });

  test('a signed-out product page never reads the sessions table', async () => {
    let status = 0;
    const lookups = await sessionLookups(async () => {
      status = (await new Visitor(t.app).get('/shop/p/linen-shirt')).statusCode;
    });
    expect(status).toBe(200);
    expect(lookups).toBe(0);
  });
});
