import { newId, newToken, nowIso, writeTransaction, type CartRow } from '@plinth/db';
import { createTestDatabase, testEngines, type TestDatabase } from '@plinth/db/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedDemoSite } from '../../demo/seed';
import { insertCartWithEntry } from './first-adds';

describe.each(testEngines())('first adds written together on %s', (engine) => {
  let handle: TestDatabase;
  let websiteId: string;
  let variant: { id: string; product_id: string };
  let version: number;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    websiteId = await writeTransaction(handle.db, (trx) => seedDemoSite(trx, []));
    variant = await handle.db.kysely
      .selectFrom('variants')
      .innerJoin('products', 'products.id', 'variants.product_id')
      .where('products.website_id', '=', websiteId)
      .select(['variants.id', 'variants.product_id'])
      .executeTakeFirstOrThrow();
    const site = await handle.db.kysely
      .selectFrom('websites')
      .where('id', '=', websiteId)
      .select('catalog_version')
      .executeTakeFirstOrThrow();
    version = site.catalog_version;
  });
  afterAll(async () => (handle as TestDatabase | undefined)?.drop());

  function firstAdd(quantity: number, additionalFields: string | null) {
    const now = nowIso();
    const cart: CartRow = {
      id: newId(),
      website_id: websiteId,
      token: newToken(),
      is_purchased: 0,
      order_id: null,
      site_user_id: null,
      created_at: now,
      updated_at: now,
    };
    const entry = {
      id: newId(),
      website_id: websiteId,
      cart_id: cart.id,
      product_id: variant.product_id,
      variant_id: variant.id,
      quantity,
      additional_fields: additionalFields,
      position: 0,
      created_at: now,
    };
    return { cart, entry };
  }

  async function storedLine(cartId: string) {
    return handle.db.kysely
      .selectFrom('cart_entries')
      .innerJoin('carts', 'carts.id', 'cart_entries.cart_id')
      .where('carts.id', '=', cartId)
      .select([
        'carts.token',
        'carts.site_user_id',
        'cart_entries.quantity',
        'cart_entries.additional_fields',
        'cart_entries.position',
      ])
      .execute();
  }

  test('many first adds at once each get their own cart with exactly its line', async () => {
    const adds = Array.from({ length: 30 }, (_, i) =>
      firstAdd(i + 1, i % 3 === 0 ? `{"note":"${i}"}` : null),
    );
    const written = await Promise.all(
      adds.map(({ cart, entry }, i) =>
        insertCartWithEntry(handle.db, cart, entry, i % 2 === 0 ? version : null),
      ),
    );
    expect(written).toEqual(adds.map(() => true));
    for (const [i, { cart }] of adds.entries()) {
      expect(await storedLine(cart.id)).toEqual([
        {
          token: cart.token,
          site_user_id: null,
          quantity: i + 1,
          additional_fields: i % 3 === 0 ? `{"note":"${i}"}` : null,
          position: 0,
        },
      ]);
    }
  });

  test('an add made at a catalogue version that has moved on writes nothing, and the others still land', async () => {
    const current = Array.from({ length: 5 }, () => firstAdd(1, null));
    const stale = Array.from({ length: 3 }, () => firstAdd(1, null));
    const written = await Promise.all([
      ...current.map(({ cart, entry }) => insertCartWithEntry(handle.db, cart, entry, version)),
      ...stale.map(({ cart, entry }) => insertCartWithEntry(handle.db, cart, entry, version - 1)),
    ]);
    expect(written).toEqual([true, true, true, true, true, false, false, false]);
    for (const { cart } of current) expect(await storedLine(cart.id)).toHaveLength(1);
    for (const { cart } of stale) expect(await storedLine(cart.id)).toEqual([]);
  });

  test('one add that cannot be written fails alone; the rest of its batch lands', async () => {
    const good = Array.from({ length: 6 }, () => firstAdd(2, null));
    const bad = firstAdd(1, null);
    bad.entry.variant_id = newId(); // no such variant: the foreign key refuses the line
    const results = await Promise.allSettled([
      ...good.map(({ cart, entry }) => insertCartWithEntry(handle.db, cart, entry, null)),
      insertCartWithEntry(handle.db, bad.cart, bad.entry, null),
    ]);
    expect(results.slice(0, good.length).map((r) => r.status)).toEqual(good.map(() => 'fulfilled'));
    expect(results[good.length]?.status).toBe('rejected');
    for (const { cart } of good) expect(await storedLine(cart.id)).toHaveLength(1);
    expect(await storedLine(bad.cart.id)).toEqual([]);
    const orphan = await handle.db.kysely
      .selectFrom('carts')
      .where('id', '=', bad.cart.id)
      .select('id')
      .executeTakeFirst();
    expect(orphan).toBeUndefined();
  });
});
