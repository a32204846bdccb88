import { afterEach, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase, productRow, testEngines, type TestDatabase } from './test-database';
import { migrateToLatest } from './migrate';
import { writeTransaction } from './dialect';
import { newId, nowIso } from './id';

describe.each(testEngines())('migrations on %s', (engine) => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    await handle?.drop();
    handle = undefined;
  });

  test('creates every table and a second run applies nothing', async () => {
    handle = await createTestDatabase(engine);
    expect(await migrateToLatest(handle.db)).toEqual([]);
    const count = await handle.db.kysely
      .selectFrom('cart_entries')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  test('a failed write transaction leaves nothing behind', async () => {
    handle = await createTestDatabase(engine);
    const { db } = handle;
    await expect(
      writeTransaction(db, async (trx) => {
        await trx
          .insertInto('websites')
          .values({
            id: newId(),
            title: 'Gone',
            currency: 'USD',
            language: 'en-US',
            settings: '{}',
            created_at: nowIso(),
          })
          .execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await db.kysely.selectFrom('websites').selectAll().execute();
    expect(rows).toEqual([]);
  });
});

describe.each(testEngines())('catalog version on %s', (engine) => {
  test('goes up when a product or variant of the site changes, and only for that site', async () => {
    const handle = await createTestDatabase(engine);
    const { db } = handle;
    try {
      const now = nowIso();
      const site = (id: string) => ({
        id,
        title: id,
        currency: 'USD',
        language: 'en-US',
        settings: '{}',
        created_at: now,
      });
      await db.kysely
        .insertInto('websites')
        .values([site('site-a'), site('site-b')])
        .execute();
      const version = async (id: string) =>
        (
          await db.kysely
            .selectFrom('websites')
            .select('catalog_version')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).catalog_version;
      await db.kysely
        .insertInto('collections')
        .values({
          id: 'c1',
          website_id: 'site-a',
          url_id: 'shop',
          title: 'Shop',
          type: 13,
          position: 0,
          created_at: now,
        })
        .execute();
      const afterCollection = await version('site-a');
      expect(afterCollection).toBeGreaterThan(0);
      await db.kysely
        .insertInto('products')
        .values(
          productRow({ id: 'p1', website_id: 'site-a', collection_id: 'c1', url_id: 'mug', title: 'Mug' }),
        )
        .execute();
      await db.kysely
        .insertInto('variants')
        .values({
          id: 'v1',
          website_id: 'site-a',
          product_id: 'p1',
          sku: 'MUG',
          attributes: '{}',
          price_cents: 100,
          sale_price_cents: 0,
          on_sale: 0,
          unlimited: 0,
          stock_qty: 5,
          image: null,
          position: 0,
        })
        .execute();
      const beforeStock = await version('site-a');
      await db.kysely.updateTable('variants').set({ stock_qty: 4 }).where('id', '=', 'v1').execute();
      expect(await version('site-a')).toBeGreaterThan(beforeStock);
      const beforeDelete = await version('site-a');
      await db.kysely.deleteFrom('variants').where('id', '=', 'v1').execute();
      expect(await version('site-a')).toBeGreaterThan(beforeDelete);
      expect(await version('site-b')).toBe(0);
    } finally {
      await handle.drop();
    }
  });
});
