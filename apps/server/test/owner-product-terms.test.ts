import type { ApiError, ProductDetail, ProductList, TermListAnswer } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { signedInOwner, useTestApp, type Visitor } from './fixtures/create-test-app';
import { demoCollectionId, productInput } from './fixtures/create-test-product';

/** Products' tags and categories through the owner product API (the terms module stores them). */
describe.each(testEngines())('product tags and categories on %s', (engine) => {
  const t = useTestApp(engine);
  let ownerSession: Visitor | undefined;
  const owner = async () => (ownerSession ??= await signedInOwner(t.app));
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, json?: unknown) =>
    (await owner()).request({ method, url, json });

  async function create(overrides: Record<string, unknown>): Promise<ProductDetail> {
    const input = productInput(await demoCollectionId(t.db, t.websiteId), overrides);
    const response = await call('POST', '/config/api/products', input);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ProductDetail>();
  }

  test('creates a product with tags and categories by name, new ones created, order kept', async () => {
    const product = await create({ tags: ['Winter', 'Wool'], categories: ['Accessories', 'Apparel'] });
    expect(product.tags).toEqual(['Winter', 'Wool']);
    expect(product.categories).toEqual(['Accessories', 'Apparel']);
    const again = (await call('GET', `/config/api/products/${product.id}`)).json<ProductDetail>();
    expect(again.categories).toEqual(['Accessories', 'Apparel']);
    const categories = (await call('GET', '/config/api/terms?kind=category')).json<TermListAnswer>();
    expect(categories.terms.find((c) => c.slug === 'accessories')?.productCount).toBe(1);
  });

  test('a replace without tags keeps them; with an empty list clears them', async () => {
    const product = await create({ tags: ['Keep me'] });
    const input = productInput(product.collectionId, { title: product.title });
    const kept = await call('PUT', `/config/api/products/${product.id}`, input);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<ProductDetail>().tags).toEqual(['Keep me']);
    const cleared = await call('PUT', `/config/api/products/${product.id}`, { ...input, tags: [] });
    expect(cleared.json<ProductDetail>().tags).toEqual([]);
  });

  test('a category over 25 characters is a field error of the product, and nothing is saved', async () => {
    const input = productInput(await demoCollectionId(t.db, t.websiteId), {
      categories: ['c'.repeat(26)],
      tags: ['t'.repeat(51)],
    });
    const response = await call('POST', '/config/api/products', input);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>()).toMatchObject({
      code: 'PRODUCT_INVALID',
      fieldErrors: {
        'tags.0': 'A tag name may be at most 50 characters',
        'categories.0': 'A category name may be at most 25 characters',
      },
    });
    const list = (
      await call('GET', `/config/api/products?q=${encodeURIComponent(input.title)}`)
    ).json<ProductList>();
    expect(list.products).toEqual([]);
  });

  test('the list filters by tag and by category (a top category includes its subcategories)', async () => {
    const byTag = (await call('GET', '/config/api/products?tag=gift-idea')).json<ProductList>();
    expect(byTag.products.map((p) => p.urlId).sort()).toEqual(['ceramic-mug', 'gift-card', 'sticker-pack']);
    expect(byTag.products.every((p) => p.tags.includes('Gift idea'))).toBe(true);
    const home = (await call('GET', '/config/api/products?category=home-and-living')).json<ProductList>();
    expect(home.products.map((p) => p.urlId).sort()).toEqual(['ceramic-mug', 'coffee-beans', 'vintage-lamp']);
    expect(home.categories.find((c) => c.slug === 'kitchen')?.parentId).toBe(
      home.categories.find((c) => c.slug === 'home-and-living')?.id,
    );
    expect(home.tags.map((x) => x.slug)).toContain('gift-idea');
    const none = (await call('GET', '/config/api/products?category=no-such')).json<ProductList>();
    expect(none.products).toEqual([]);
  });

  test('deleting a product removes its assignments (one by one and in bulk)', async () => {
    const one = await create({ tags: ['Doomed tag'] });
    const two = await create({ tags: ['Doomed tag'] });
    const count = async () =>
      (await call('GET', '/config/api/terms?kind=tag'))
        .json<TermListAnswer>()
        .terms.find((x) => x.slug === 'doomed-tag')?.productCount;
    expect(await count()).toBe(2);
    expect((await call('DELETE', `/config/api/products/${one.id}`)).statusCode).toBe(204);
    expect(await count()).toBe(1);
    const bulk = await call('POST', '/config/api/products/bulk-delete', { ids: [two.id] });
    expect(bulk.statusCode).toBe(200);
    expect(await count()).toBe(0);
    const rows = await t.db.kysely
      .selectFrom('term_assignments')
      .select('subject_id')
      .where('subject_id', 'in', [one.id, two.id])
      .execute();
    expect(rows).toEqual([]);
  });
});
