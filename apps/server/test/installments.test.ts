import type { ApiError } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { beforeAll, describe, expect, test } from 'vitest';
import { demoProduct, signedInOwner, useTestApp, Visitor } from './fixtures/create-test-app';
import { shopperWithCart } from './fixtures/checkout';

describe.each(testEngines())('installment messaging on %s', (engine) => {
  const t = useTestApp(engine);
  let owner: Visitor;
  beforeAll(async () => {
    owner = await signedInOwner(t.app);
  });

  const url = '/api/v1/commerce-preferences/installments';
  const put = (json: unknown) => owner.request({ method: 'PUT', url, json });

  /** The island props of a page, from its JSON context (`?format=json` carries no islands): the HTML. */
  const pill = (html: string) => /<p class="plinth-installments"[^]*?<\/p>/.exec(html)?.[0] ?? null;

  test('off by default, with Afterpay’s usual limits and 4 installments', async () => {
    expect((await owner.get(url)).json()).toEqual({
      enabled: false,
      country: 'US',
      minimumCents: 100,
      maximumCents: 200000,
      numInstallments: 4,
      websiteId: t.websiteId,
    });
    expect(pill((await new Visitor(t.app).get('/shop/p/linen-shirt')).body)).toBeNull();
  });

  test('the owner’s limits are checked: a number of installments, a known country, the minimum below the maximum', async () => {
    const bad = await put({ numInstallments: 1, country: 'DE' });
    expect(bad.statusCode).toBe(400);
    const fieldErrors = bad.json<ApiError>().fieldErrors ?? {};
    expect(fieldErrors.numInstallments).toBe('must be 2 or more');
    expect(fieldErrors.country).toBeTruthy();
    const crossed = await put({ minimumCents: 5000, maximumCents: 5000 });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json<ApiError>().fieldErrors).toEqual({ maximumCents: 'must be more than the minimum' });
    expect((await owner.get(url)).json()).toMatchObject({ enabled: false, minimumCents: 100 });
  });

  test('a shopper cannot change them', async () => {
    const shopper = new Visitor(t.app);
    await shopper.visit();
    const response = await shopper.request({ method: 'PUT', url, json: { enabled: true } });
    expect(response.statusCode).toBe(401);
  });

  describe('turned on ($10.00 to $100.00)', () => {
    beforeAll(async () => {
      const response = await put({ enabled: true, minimumCents: 1000, maximumCents: 10000 });
      expect(response.statusCode, response.body).toBe(200);
    });

    test('the product page offers the one-line wording for a physical product', async () => {
      const html = (await new Visitor(t.app).get('/shop/p/linen-shirt')).body;
      const text = pill(html);
      expect(text).toContain('or 4 interest-free payments of $17.00 with');
      expect(text).toContain('Afterpay');
      expect(text).toContain('href="/installments/info/en_US"');
    });

    test('a product below the minimum says which orders qualify; non-physical products show nothing', async () => {
      const stickers = pill((await new Visitor(t.app).get('/shop/p/sticker-pack')).body);
      expect(stickers).toContain('available for orders over $10.00');
      expect(pill((await new Visitor(t.app).get('/shop/p/field-guide')).body)).toBeNull();
      expect(pill((await new Visitor(t.app).get('/shop/p/design-consultation')).body)).toBeNull();
    });

    test('the cart page: the subtotal against the limits, and nothing once a non-physical item is in', async () => {
      const shirt = { urlId: 'linen-shirt', attributes: { Size: 'S', Color: 'Sand' } };
      const one = await shopperWithCart(t.app, t.db, [shirt]);
      expect(pill((await one.shopper.get('/cart')).body)).toContain('4 interest-free payments of $17.00');
      const two = await shopperWithCart(t.app, t.db, [{ ...shirt, quantity: 2 }]);
      expect(pill((await two.shopper.get('/cart')).body)).toContain('available for orders up to $100.00');
      const mixed = await shopperWithCart(t.app, t.db, [shirt, { urlId: 'field-guide' }]);
      expect(pill((await mixed.shopper.get('/cart')).body)).toBeNull();
      const empty = new Visitor(t.app);
      expect(pill((await empty.get('/cart')).body)).toBeNull();
    });

    test('a UK store: Clearpay, with its own info page', async () => {
      expect((await put({ country: 'GB' })).statusCode).toBe(200);
      try {
        const text = pill((await new Visitor(t.app).get('/shop/p/linen-shirt')).body);
        expect(text).toContain('Clearpay');
        expect(text).toContain('href="/installments/info/en_GB"');
      } finally {
        await put({ country: 'US' });
      }
    });

    test('the cart page sends the item types its island needs, and the product form its settings', async () => {
      const shirt = await demoProduct(t.db, 'linen-shirt');
      const { shopper } = await shopperWithCart(t.app, t.db, [
        { urlId: 'linen-shirt', attributes: { Size: 'S', Color: 'Sand' } },
      ]);
      const html = (await shopper.get('/cart')).body;
      expect(html).toContain(`"productTypes":{"${shirt.id}":1}`);
    });
  });

  describe('the info page, served here per locale', () => {
    test.each([
      ['en_US', 'Afterpay', 'lang="en-US"'],
      ['en_GB', 'Clearpay', 'lang="en-GB"'],
      ['fr_CA', 'Payez en plusieurs fois avec Afterpay', 'lang="fr-CA"'],
      ['en_AU', 'Afterpay', 'lang="en-AU"'],
    ])('%s', async (locale, text, lang) => {
      const response = await new Visitor(t.app).get(`/installments/info/${locale}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain(text);
      expect(response.body).toContain(lang);
      expect(response.body).toContain('<article class="plinth-installment-info"');
      // Nothing on it is fetched from elsewhere.
      expect(response.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    });

    test.each(['de_DE', 'fr_US', 'en_gb', 'x'.repeat(17)])('%s is not found', async (locale) => {
      const response = await new Visitor(t.app).get(`/installments/info/${locale}`);
      expect([400, 404]).toContain(response.statusCode);
    });
  });
});
