import type { Kysely } from 'kysely';
import { afterEach, describe, expect, test } from 'vitest';
import { down, up } from './migrations/0027-products-status';
import { newId, nowIso } from './id';
import { createTestDatabase, productRow, testEngines, type TestDatabase } from './test-database';

describe.each(testEngines())('migration 0027 (product status) on %s', (engine) => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    await handle?.drop();
    handle = undefined;
  });

  test('products that existed before it stay on sale: Active, with no publish time', async () => {
    handle = await createTestDatabase(engine);
    const db = handle.db.kysely;
    const raw = db as unknown as Kysely<unknown>;
    await down(raw);
    const websiteId = newId();
    const collectionId = newId();
    const now = nowIso();
    await db
      .insertInto('websites')
      .values({
        id: websiteId,
        title: 'S',
        currency: 'USD',
        language: 'en-US',
        settings: '{}',
        created_at: now,
      })
      .execute();
    await db
      .insertInto('collections')
      .values({
        id: collectionId,
        website_id: websiteId,
        url_id: 'shop',
        title: 'Shop',
        type: 13,
        position: 0,
        created_at: now,
      })
      .execute();
    // Before 0027 the table has neither column: insert what it had then.
    const {
      status: _s,
      publish_at: _p,
      ...before
    } = {
      ...productRow({ website_id: websiteId, collection_id: collectionId }),
      status: undefined,
      publish_at: undefined,
    };
    await raw
      .insertInto('products' as never)
      .values(before)
      .execute();
    await up(raw);

    const rows = await db.selectFrom('products').select(['status', 'publish_at']).execute();
    expect(rows).toEqual([{ status: 'active', publish_at: null }]);
  });
});
