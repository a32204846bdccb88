import type { ProductDetail, ProductList } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Visitor } from './fixtures/create-test-app';
import { productInput } from './fixtures/create-test-product';
import { createStoreOwnerApp, type StoreOwnerApp } from './fixtures/create-store-owner';

/** PUT /config/api/products/:id, and what the storefront shows after it. */
describe.each(testEngines())('owner product updates on %s', (engine) => {
  let t: StoreOwnerApp;
  beforeAll(async () => {
    t = await createStoreOwnerApp(engine);
  });
  afterAll(async () => (t as StoreOwnerApp | undefined)?.close());

  async function create(overrides: Parameters<typeof productInput>[1] = {}): Promise<ProductDetail> {
    const response = await t.call('POST', '/config/api/products', productInput(t.collectionId, overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ProductDetail>();
  }

  function asInput(product: ProductDetail) {
    const { id: _id, fullUrl: _url, updatedAt: _u, createdAt: _c, ...input } = product;
    return input;
  }

  test('replaces a product: variants matched by id are updated, new ones created, missing ones deleted', async () => {
    const product = await create();
    const [first, second] = product.variants;
    const input = {
      ...asInput(product),
      options: [
        { name: 'Size', values: ['S', 'M', 'L'] },
        { name: 'Color', values: ['Sand', 'Navy'] },
      ],
      variants: [
        { ...first!, priceCents: 5000 },
        { ...second!, stock: 0 },
        { attributes: { Size: 'L', Color: 'Sand' }, priceCents: 5200, stock: 2 },
      ],
    };
    const response = await t.call('PUT', `/config/api/products/${product.id}`, input);
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<ProductDetail>();
    expect(updated.variants.map((v) => v.id).slice(0, 2)).toEqual([first?.id, second?.id]);
    expect(updated.variants).toHaveLength(3);
    expect(updated.variants[0]).toMatchObject({ priceCents: 5000, sku: first?.sku });
    expect(updated.variants[1]).toMatchObject({ stock: 0 });
    expect(updated.variants[2]).toMatchObject({ attributes: { Size: 'L', Color: 'Sand' }, priceCents: 5200 });
    expect(updated.updatedAt >= product.updatedAt).toBe(true);
  });

  test('lets two variants of a product swap SKUs', async () => {
    const product = await create();
    const [a, b, ...rest] = product.variants;
    const response = await t.call('PUT', `/config/api/products/${product.id}`, {
      ...asInput(product),
      variants: [{ ...a!, sku: b!.sku }, { ...b!, sku: a!.sku }, ...rest],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response
        .json<ProductDetail>()
        .variants.slice(0, 2)
        .map((v) => v.sku),
    ).toEqual([b?.sku, a?.sku]);
  });

  test('refuses a variant id that is not one of the product’s', async () => {
    const product = await create();
    const other = await create();
    const response = await t.call('PUT', `/config/api/products/${product.id}`, {
      ...asInput(product),
      variants: [{ ...other.variants[0]!, sku: 'OTHER-ID' }, ...product.variants.slice(1)],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fieldErrors: { 'variants.0.id': 'This variant no longer exists. Reload the product and try again.' },
    });
  });

  test('keeps images the product already had when it is saved again', async () => {
    const list = (await t.call('GET', '/config/api/products?q=ceramic mug')).json<ProductList>();
    const mug = (await t.call('GET', `/config/api/products/${list.products[0]?.id}`)).json<ProductDetail>();
    const response = await t.call('PUT', `/config/api/products/${mug.id}`, {
      ...asInput(mug),
      images: mug.images.map((image) => ({ ...image, alt: 'A speckled mug' })),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ProductDetail>().images[0]).toMatchObject({
      url: '/assets/demo/ceramic-mug.svg',
      alt: 'A speckled mug',
    });
  });

  test('after a PUT the product page shows the new title and price', async () => {
    const product = await create({ title: 'Sea Scarf' });
    const visitor = new Visitor(t.app);
    expect((await visitor.get(product.fullUrl)).body).toContain('$45.00');
    const response = await t.call('PUT', `/config/api/products/${product.id}`, {
      ...asInput(product),
      title: 'Sea Scarf, Heavy',
      variants: product.variants.map((v) => ({ ...v, priceCents: 5900 })),
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = await visitor.get(product.fullUrl);
    expect(page.body).toContain('Sea Scarf, Heavy');
    expect(page.body).toContain('$59.00');
    expect(page.body).not.toContain('$45.00');
  });

  test('setting every variant’s stock to 0 makes the product page show sold out', async () => {
    const product = await create({ title: 'Dune Scarf' });
    const visitor = new Visitor(t.app);
    expect(
      (await visitor.get(`${product.fullUrl}?format=json`)).json<{ item: { soldOut: boolean } }>().item
        .soldOut,
    ).toBe(false);
    await t.call('PUT', `/config/api/products/${product.id}`, {
      ...asInput(product),
      variants: product.variants.map((v) => ({ ...v, stock: 0 })),
    });
    const context = (await visitor.get(`${product.fullUrl}?format=json`)).json<{
      item: { soldOut: boolean };
    }>();
    expect(context.item.soldOut).toBe(true);
    expect((await visitor.get(product.fullUrl)).body).toContain('sold-out');
  });

  test('answers 404 when replacing or deleting a product that does not exist', async () => {
    const missing = '/config/api/products/bbbbbbbbbbbbbbbbbbbbbbbb';
    expect((await t.call('PUT', missing, productInput(t.collectionId))).statusCode).toBe(404);
    expect((await t.call('DELETE', missing)).statusCode).toBe(404);
  });
});
