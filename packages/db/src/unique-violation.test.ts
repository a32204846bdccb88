import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isUniqueViolation } from './dialect';
import { newId, nowIso } from './id';
import type { NewProduct, NewVariant } from './schema';
import { createTestDatabase, productRow, testEngines, type TestDatabase } from './test-database';

const SKU_CONSTRAINT = {
  constraint: 'variants_website_sku',
  table: 'variants',
  columns: ['website_id', 'sku'],
};
const URL_CONSTRAINT = {
  constraint: 'products_collection_url',
  table: 'products',
  columns: ['collection_id', 'url_id'],
};

describe.each(testEngines())('isUniqueViolation on %s', (engine) => {
  let handle: TestDatabase;
  const ids = { website: newId(), collection: newId(), product: newId() };
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    const db = handle.db.kysely;
    const now = nowIso();
    await db
      .insertInto('websites')
      .values({
        id: ids.website,
        title: 'T',
        currency: 'USD',
        language: 'en',
        settings: '{}',
        created_at: now,
      })
      .execute();
    await db
      .insertInto('collections')
      .values({
        id: ids.collection,
        website_id: ids.website,
        url_id: 'shop',
        title: 'Shop',
        type: 13,
        position: 0,
        created_at: now,
      })
      .execute();
    await db.insertInto('products').values(product(ids.product, 'mug')).execute();
    await db.insertInto('variants').values(variant(ids.product, 'SKU-1')).execute();
  });
  afterAll(async () => (handle as TestDatabase | undefined)?.drop());

  function product(id: string, urlId: string): NewProduct {
    return productRow({
      id,
      website_id: ids.website,
      collection_id: ids.collection,
      url_id: urlId,
      title: 'P',
    });
  }

  function variant(productId: string, sku: string): NewVariant {
    return {
      id: newId(),
      website_id: ids.website,
      product_id: productId,
      sku,
      attributes: '{}',
      price_cents: 100,
      sale_price_cents: 0,
      on_sale: 0,
      unlimited: 0,
      stock_qty: 1,
      image: null,
      position: 0,
    };
  }

  async function errorOf(write: () => Promise<unknown>): Promise<unknown> {
    try {
      await write();
    } catch (error) {
      return error;
    }
    throw new Error('the write succeeded');
  }

  test('names a duplicate SKU in the site as a variants_website_sku violation, and only that', async () => {
    const error = await errorOf(() =>
      handle.db.kysely.insertInto('variants').values(variant(ids.product, 'SKU-1')).execute(),
    );
    expect(isUniqueViolation(error, SKU_CONSTRAINT)).toBe(true);
    expect(isUniqueViolation(error, URL_CONSTRAINT)).toBe(false);
  });

  test('names a duplicate product URL in a store page as a products_collection_url violation', async () => {
    const error = await errorOf(() =>
      handle.db.kysely.insertInto('products').values(product(newId(), 'mug')).execute(),
    );
    expect(isUniqueViolation(error, URL_CONSTRAINT)).toBe(true);
    expect(isUniqueViolation(error, SKU_CONSTRAINT)).toBe(false);
  });

  test('is false for other errors', async () => {
    const error = await errorOf(() =>
      handle.db.kysely
        .insertInto('variants')
        .values({ ...variant(ids.product, 'SKU-2'), product_id: 'missing' })
        .execute(),
    );
    expect(isUniqueViolation(error, SKU_CONSTRAINT)).toBe(false);
    expect(
      isUniqueViolation(
        new Error('UNIQUE constraint failed: variants.website_id, variants.sku'),
        SKU_CONSTRAINT,
      ),
    ).toBe(false);
    expect(isUniqueViolation(null, SKU_CONSTRAINT)).toBe(false);
  });
});
