import {
  SITE_ROLE,
  type ProductDetail,
  type ProductList,
  type ShoppingCart,
  type UploadedFile,
} from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addTestMember, signedInOwner, Visitor } from './fixtures/create-test-app';
import { createPng, fileUpload } from './fixtures/create-test-images';
import { productInput } from './fixtures/create-test-product';
import { createStoreOwnerApp, type StoreOwnerApp } from './fixtures/create-store-owner';

describe.each(testEngines())('owner products API on %s', (engine) => {
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

  test('lists the demo products in store order with price, stock and status, and the store pages', async () => {
    const response = await t.call('GET', '/config/api/products');
    expect(response.statusCode).toBe(200);
    const list = response.json<ProductList>();
    expect(list.collections).toEqual([{ id: t.collectionId, title: 'Shop', urlId: 'shop' }]);
    expect(list.products[0]).toMatchObject({
      title: 'Linen Shirt',
      urlId: 'linen-shirt',
      fullUrl: '/shop/p/linen-shirt',
      productType: 1,
      collectionId: t.collectionId,
      priceCents: 6800,
      originalPriceCents: null,
      variantCount: 6,
      stock: 83,
      soldOut: false,
      onSale: false,
      image: expect.objectContaining({ url: '/assets/demo/linen-shirt-sand.svg' }) as unknown,
    });
    const byTitle = new Map(list.products.map((p) => [p.title, p]));
    expect(byTitle.get('Ceramic Mug')).toMatchObject({
      priceCents: 1800,
      originalPriceCents: 2400,
      onSale: true,
    });
    expect(byTitle.get('Concert Poster')).toMatchObject({ soldOut: true, stock: 0 });
    expect(byTitle.get('Sticker Pack')).toMatchObject({ stock: null, soldOut: false });
  });

  test('filters the list by title or SKU, ignoring case, and by store page', async () => {
    const titles = async (query: string) =>
      (await t.call('GET', `/config/api/products?${query}`)).json<ProductList>().products.map((p) => p.title);
    expect(await titles('q=LINEN')).toEqual(['Linen Shirt']);
    expect(await titles('q=mug-cer')).toEqual(['Ceramic Mug']);
    expect(await titles('q=%25')).toEqual([]);
    expect(await titles(`collectionId=${t.collectionId}&q=lamp`)).toEqual(['Vintage Lamp']);
    expect(await titles('collectionId=nosuchpage')).toEqual([]);
  });

  test('reads a product with its options, variants, images and texts', async () => {
    const list = (await t.call('GET', '/config/api/products?q=linen')).json<ProductList>();
    const response = await t.call('GET', `/config/api/products/${list.products[0]?.id}`);
    expect(response.statusCode).toBe(200);
    const product = response.json<ProductDetail>();
    expect(product).toMatchObject({
      title: 'Linen Shirt',
      fullUrl: '/shop/p/linen-shirt',
      options: [
        { name: 'Size', values: ['S', 'M', 'L'] },
        { name: 'Color', values: ['Sand', 'Navy'] },
      ],
      isSubscribable: false,
      subscriptionPlan: null,
      useCustomAddButtonText: false,
      customAddButtonText: '',
      scarcityEnabled: true,
      scarcityText: null,
      customSoldOutText: null,
    });
    expect(product.variants).toContainEqual(
      expect.objectContaining({
        sku: 'SHIRT-LINEN-SAND-M',
        attributes: { Size: 'M', Color: 'Sand' },
        priceCents: 6800,
        salePriceCents: 0,
        onSale: false,
        unlimited: false,
        stock: 3,
      }),
    );
    expect(product.images).toHaveLength(2);
  });

  test('answers 404 PRODUCT_NOT_FOUND for an unknown product', async () => {
    const response = await t.call('GET', '/config/api/products/aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'PRODUCT_NOT_FOUND',
      message: 'This product no longer exists.',
    });
  });

  test('creates a product that the storefront shows at its URL at once', async () => {
    const product = await create({ title: 'Harbour Scarf', urlId: '' });
    expect(product).toMatchObject({
      title: 'Harbour Scarf',
      urlId: 'harbour-scarf',
      fullUrl: '/shop/p/harbour-scarf',
    });
    expect(product.variants).toHaveLength(4);
    expect(product.variants[0]).toMatchObject({
      attributes: { Size: 'S', Color: 'Sand' },
      priceCents: 4500,
      stock: 5,
    });
    const page = await new Visitor(t.app).get(product.fullUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Harbour Scarf');
    expect(page.body).toContain('$45.00');
    const list = (await t.call('GET', '/config/api/products')).json<ProductList>();
    expect(list.products.at(-1)?.title).toBe('Harbour Scarf');
  });

  test('makes a URL from the title with a free -N suffix, but refuses a chosen URL that is taken (409)', async () => {
    expect((await create({ title: 'Ceramic Mug', urlId: '' })).urlId).toBe('ceramic-mug-1');
    expect((await create({ title: 'Ceramic Mug', urlId: '' })).urlId).toBe('ceramic-mug-2');
    expect((await create({ title: 'A', urlId: '' })).urlId).toMatch(/^product(-\d+)?$/);
    const taken = await t.call(
      'POST',
      '/config/api/products',
      productInput(t.collectionId, { urlId: 'vintage-lamp' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'PRODUCT_URL_TAKEN',
      fieldErrors: { urlId: 'Another product on this store page already uses that URL.' },
    });
  });

  test('makes up SKUs for variants sent without one', async () => {
    const input = productInput(t.collectionId, { title: 'Field Cap' });
    const product = await create({
      title: 'Field Cap',
      variants: input.variants.map(({ sku: _sku, ...variant }) => variant),
    });
    expect(product.variants.map((v) => v.sku)).toEqual([
      'FIELD-CAP-S-SAND',
      'FIELD-CAP-S-NAVY',
      'FIELD-CAP-M-SAND',
      'FIELD-CAP-M-NAVY',
    ]);
    const again = await create({
      title: 'Field Cap',
      variants: input.variants.slice(0, 1).map(({ sku: _sku, ...variant }) => variant),
    });
    expect(again.variants[0]?.sku).toBe('FIELD-CAP-S-SAND-2');
  });

  test('refuses a SKU another product uses with 409 "That SKU is already used by another product."', async () => {
    const input = productInput(t.collectionId);
    input.variants[1] = { ...input.variants[1]!, sku: 'MUG-CERAMIC' };
    const response = await t.call('POST', '/config/api/products', input);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'PRODUCT_SKU_TAKEN',
      message: 'That SKU is already used by another product.',
      fieldErrors: { 'variants.1.sku': 'That SKU is already used by another product.' },
    });
  });

  test('products created at once with one SKU: one is created, the others get the 409, never a 500', async () => {
    const sku = `RACE-${Date.now()}`;
    const withSku = () => {
      const input = productInput(t.collectionId, { options: [] });
      input.variants = [{ ...input.variants[0]!, attributes: {}, sku }];
      return t.call('POST', '/config/api/products', input);
    };
    const statuses = (await Promise.all([withSku(), withSku(), withSku(), withSku()]))
      .map((r) => r.statusCode)
      .sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
  });

  test('sanitises the description: <script> and onerror= are removed, formatting and safe links kept', async () => {
    const product = await create({
      description:
        '<h2 style="color:red">Care</h2><p onclick="steal()">Wash <strong>cold</strong>.</p>' +
        '<script>alert(1)</script><img src=x onerror=alert(1)>' +
        '<a href="javascript:alert(1)">bad</a> <a href="https://example.com/care" title="Guide">guide</a>',
    });
    expect(product.description).toBe(
      '<h2>Care</h2><p>Wash <strong>cold</strong>.</p><a>bad</a> <a href="https://example.com/care" title="Guide">guide</a>',
    );
    expect(product.description).not.toMatch(/script|onerror|onclick|style/);
  });

  test('uses an uploaded image of this site, with the size taken from the upload', async () => {
    const upload = await t.owner.request({
      method: 'POST',
      url: '/config/api/files',
      raw: fileUpload(createPng(6, 4), 'front.png', 'image/png'),
    });
    const { url } = upload.json<UploadedFile>();
    const input = productInput(t.collectionId);
    input.variants[0] = { ...input.variants[0]!, image: { url, alt: 'Sand, small' } };
    const product = await create({
      images: [{ url, alt: 'Front', width: 999, height: 999 }],
      variants: input.variants,
    });
    expect(product.images).toEqual([{ url, alt: 'Front', width: 6, height: 4 }]);
    expect(product.variants[0]?.image).toEqual({ url, alt: 'Sand, small', width: 6, height: 4 });
    expect((await new Visitor(t.app).get(product.fullUrl)).body).toContain(url);
  });

  test('refuses images that are not uploads of this site', async () => {
    const response = await t.call(
      'POST',
      '/config/api/products',
      productInput(t.collectionId, {
        images: [
          { url: '/assets/demo/ceramic-mug.svg', alt: '' },
          { url: 'https://elsewhere.example/cat.png', alt: '' },
          { url: '/assets/uploads/0123456789abcdef01234567/0123456789abcdef01234567.png', alt: '' },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    const message = 'This image is not one of this site’s uploads. Upload it again.';
    expect(response.json()).toMatchObject({
      code: 'PRODUCT_INVALID',
      fieldErrors: { 'images.0.url': message, 'images.1.url': message, 'images.2.url': message },
    });
  });

  test('deletes a product: its page is gone and carts holding it lose it', async () => {
    const product = await create({ title: 'Brief Scarf' });
    const shopper = new Visitor(t.app);
    await shopper.visit();
    const added = await shopper.addToCart({ itemId: product.id, sku: product.variants[0]?.sku, quantity: 1 });
    expect(added.statusCode, added.body).toBe(200);
    expect((await t.call('DELETE', `/config/api/products/${product.id}`)).statusCode).toBe(204);
    expect((await shopper.get(product.fullUrl)).statusCode).toBe(404);
    const cart = (await shopper.get('/api/commerce/shopping-cart')).json<ShoppingCart>();
    expect(cart.entries).toEqual([]);
    expect((await t.call('GET', `/config/api/products/${product.id}`)).statusCode).toBe(404);
  });

  test('needs a session (401), lets a viewer read but not write (403), and needs the crumb on writes', async () => {
    const stranger = new Visitor(t.app);
    expect((await stranger.get('/config/api/products')).statusCode).toBe(401);
    const viewer = await signedInOwner(t.app, await viewerCredentials());
    expect((await viewer.get('/config/api/products')).statusCode).toBe(200);
    const write = await viewer.request({
      method: 'POST',
      url: '/config/api/products',
      json: productInput(t.collectionId),
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: 'AUTH_PERMISSION_DENIED', permission: 'store.edit' });
    const noCrumb = await t.owner.request({
      method: 'POST',
      url: '/config/api/products',
      json: productInput(t.collectionId),
      crumb: 'omit',
    });
    expect(noCrumb.statusCode).toBe(403);
    expect(noCrumb.json()).toMatchObject({ code: 'CRUMB_FAIL' });
  });

  async function viewerCredentials() {
    const credentials = { email: `viewer-${engine}@example.com`, password: 'viewer password 1' };
    await addTestMember(t.db, { ...credentials, role: SITE_ROLE.VIEWER });
    return credentials;
  }
});
