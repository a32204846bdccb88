import type { ApiError, ProductBulkResult, ProductDetail, ProductList } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { signedInOwner, useTestApp, Visitor } from './fixtures/create-test-app';
import { orderBody, placeOrder, shopperWithCart } from './fixtures/checkout';
import { demoCollectionId, productInput } from './fixtures/create-test-product';

const HOUR = 60 * 60 * 1000;

/**
 * Product status (issue 13 part 5, decision 0049): drafts and products scheduled for later are not on
 * the storefront, in the cart API or at checkout; owners still list and edit them; bulk actions.
 */
describe.each(testEngines())('product status on %s', (engine) => {
  let clock = Date.parse('2026-05-01T10:00:00Z');
  const t = useTestApp(engine, { rateLimit: { max: 10_000, windowMs: 10_000 } }, { now: () => clock });
  let ownerSession: Visitor | undefined;
  const owner = async () => (ownerSession ??= await signedInOwner(t.app));
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, json?: unknown) =>
    (await owner()).request({ method, url, json });

  /** A product created through the API; `status` left out unless given. */
  async function create(fields: { status?: 'draft' | 'active' | 'scheduled'; publishAt?: string }) {
    const input = productInput(await demoCollectionId(t.db, t.websiteId));
    delete input.status;
    const response = await call('POST', '/config/api/products', { ...input, ...fields });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ProductDetail>();
  }
  const shopHtml = async () => (await new Visitor(t.app).get('/shop')).body;

  test('a new product is a Draft: its page is not found, the shop and the stock API leave it out', async () => {
    const draft = await create({});
    expect(draft).toMatchObject({ status: 'draft', publishAt: null, live: false });
    const visitor = new Visitor(t.app);
    expect((await visitor.get(draft.fullUrl)).statusCode).toBe(404);
    expect((await visitor.get(`${draft.fullUrl}?format=json`)).statusCode).toBe(404);
    expect(await shopHtml()).not.toContain(draft.title);
    expect(await shopHtml()).toContain('Linen Shirt');
    expect((await visitor.get(`/api/commerce/inventory/stock/?itemId=${draft.id}`)).statusCode).toBe(404);
    // The owner still reads it, and previews its page (never cached, not for search engines).
    expect((await call('GET', `/config/api/products/${draft.id}`)).json()).toMatchObject({ status: 'draft' });
    const preview = await (await owner()).get(`/config/products/${draft.id}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain(draft.title);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex');
    expect((await visitor.get(`/config/products/${draft.id}/preview`)).statusCode).toBe(401);
  });

  test('the cart API refuses a Draft as it refuses an unknown product', async () => {
    const draft = await create({});
    const visitor = new Visitor(t.app);
    await visitor.visit();
    const variant = draft.variants[0];
    const refused = await visitor.addToCart({ itemId: draft.id, sku: variant?.sku, quantity: 1 });
    const unknown = await visitor.addToCart({ itemId: '000000000000000000000000', sku: 'X', quantity: 1 });
    expect(refused.statusCode).toBe(404);
    expect(refused.json<ApiError>()).toEqual(unknown.json<ApiError>());
  });

  test('Active shows the product; back to Draft hides it again, and checkout refuses it in a cart', async () => {
    const product = await create({ status: 'active' });
    expect(product.live).toBe(true);
    expect((await new Visitor(t.app).get(product.fullUrl)).statusCode).toBe(200);
    expect(await shopHtml()).toContain(product.title);

    const { shopper, cartId } = await shopperWithCart(t.app, t.db, [{ urlId: product.urlId }]);
    const input = { ...productInput(product.collectionId), title: product.title, urlId: product.urlId };
    const variants = product.variants.map(({ id, sku, attributes }) => ({
      ...input.variants.find((v) => JSON.stringify(v.attributes) === JSON.stringify(attributes)),
      id,
      sku,
    }));
    // A replace without a status keeps it...
    const { status: _omitted, ...withoutStatus } = { ...input, variants };
    const kept = await call('PUT', `/config/api/products/${product.id}`, withoutStatus);
    expect(kept.json<ProductDetail>().status).toBe('active');
    // ...one with Draft takes the product off the store.
    const drafted = await call('PUT', `/config/api/products/${product.id}`, {
      ...input,
      variants,
      status: 'draft',
    });
    expect(drafted.json<ProductDetail>()).toMatchObject({ status: 'draft', live: false });
    expect((await new Visitor(t.app).get(product.fullUrl)).statusCode).toBe(404);
    expect(await shopHtml()).not.toContain(product.title);
    const order = await placeOrder(shopper, orderBody(cartId));
    expect(order.statusCode).toBe(409);
    expect(order.json<ApiError>().message).toBe(`Sorry, ${product.title} (S, Sand) is no longer available.`);
  });

  test('a line whose product went back to Draft cannot change quantity, but can still be removed', async () => {
    const product = await create({ status: 'active' });
    const visitor = new Visitor(t.app);
    await visitor.visit();
    const added = await visitor.addToCart({ itemId: product.id, sku: product.variants[0]?.sku, quantity: 1 });
    expect(added.statusCode, added.body).toBe(200);
    const entryId = added.json<{ newlyAdded: { id: string } }>().newlyAdded.id;
    await call('POST', '/config/api/products/bulk-status', { ids: [product.id], status: 'draft' });
    const url = `/api/commerce/shopping-cart/entries/${entryId}`;
    const change = await visitor.request({ method: 'PUT', url: `${url}/quantity`, json: { quantity: 2 } });
    expect(change.statusCode).toBe(404);
    expect((await visitor.request({ method: 'DELETE', url })).statusCode).toBe(200);
  });

  test('Scheduled needs a time; the product shows on cached pages once its time comes, not before', async () => {
    const missing = await call('POST', '/config/api/products', {
      ...productInput(await demoCollectionId(t.db, t.websiteId)),
      status: 'scheduled',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ApiError>()).toMatchObject({
      fieldErrors: { publishAt: 'Choose when the product goes live.' },
    });

    const at = new Date(clock + HOUR);
    // A browser's offset is kept as the same instant, stored in UTC.
    const local = `${at.toISOString().slice(0, 19)}+00:00`;
    const scheduled = await create({ status: 'scheduled', publishAt: local });
    expect(scheduled).toMatchObject({ status: 'scheduled', publishAt: at.toISOString(), live: false });
    // Cached before the time: not there.
    expect(await shopHtml()).not.toContain(scheduled.title);
    expect((await new Visitor(t.app).get(scheduled.fullUrl)).statusCode).toBe(404);
    expect(await shopHtml()).not.toContain(scheduled.title);

    clock += HOUR;
    expect(await shopHtml()).toContain(scheduled.title);
    expect((await new Visitor(t.app).get(scheduled.fullUrl)).statusCode).toBe(200);
    const listed = (await call('GET', '/config/api/products?status=active')).json<ProductList>();
    expect(listed.products.find((p) => p.id === scheduled.id)).toMatchObject({
      status: 'scheduled',
      live: true,
    });
  });

  test('the list filters by status, type and stock, and the demo products are Active', async () => {
    const draft = await create({});
    const titles = async (query: string) =>
      (await call('GET', `/config/api/products?${query}`)).json<ProductList>().products.map((p) => p.title);
    expect(await titles('status=draft')).toContain(draft.title);
    const active = await titles('status=active');
    expect(active).toEqual(expect.arrayContaining(['Linen Shirt', 'Ceramic Mug', 'Gift Card']));
    expect(active).not.toContain(draft.title);
    expect(await titles('type=4')).toEqual(['Gift Card']);
    expect(await titles('stock=out&status=active')).toEqual(['Concert Poster']);
    // Vintage Lamp has one left: low, and in stock too.
    expect(await titles('stock=low')).toContain('Vintage Lamp');
    expect(await titles('stock=in-stock')).toContain('Vintage Lamp');
    expect(await titles('stock=in-stock')).not.toContain('Concert Poster');
    expect(await titles('q=linen&status=active')).toEqual(['Linen Shirt']);
    expect((await call('GET', '/config/api/products?status=live')).statusCode).toBe(400);
  });

  test('bulk status and bulk delete report each product; one the site lacks does not stop the others', async () => {
    const a = await create({});
    const b = await create({});
    const gone = '0000000000000000000000ab';
    const set = await call('POST', '/config/api/products/bulk-status', {
      ids: [a.id, gone, b.id],
      status: 'active',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<ProductBulkResult>().results).toEqual([
      { id: a.id, ok: true, message: null },
      { id: gone, ok: false, message: 'This product no longer exists.' },
      { id: b.id, ok: true, message: null },
    ]);
    expect(await shopHtml()).toContain(a.title);
    expect(await shopHtml()).toContain(b.title);

    const noTime = await call('POST', '/config/api/products/bulk-status', {
      ids: [a.id],
      status: 'scheduled',
    });
    expect(noTime.statusCode).toBe(400);
    expect(noTime.json<ApiError>()).toMatchObject({
      fieldErrors: { publishAt: 'Choose when the product goes live.' },
    });

    const deleted = await call('POST', '/config/api/products/bulk-delete', { ids: [a.id, gone] });
    expect(deleted.json<ProductBulkResult>().results).toEqual([
      { id: a.id, ok: true, message: null },
      { id: gone, ok: false, message: 'This product no longer exists.' },
    ]);
    expect((await call('GET', `/config/api/products/${a.id}`)).statusCode).toBe(404);
    expect(await shopHtml()).not.toContain(a.title);

    const none = await call('POST', '/config/api/products/bulk-delete', { ids: [] });
    expect(none.json<ApiError>()).toMatchObject({ fieldErrors: { ids: 'Select at least one product.' } });
  });
});
