import { PRODUCT_TYPE, type ProductDetail, type ProductInput, type ApiError } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { productInput } from './fixtures/create-test-product';
import { createStoreOwnerApp, type StoreOwnerApp } from './fixtures/create-store-owner';

type Variant = ProductInput['variants'][number];

describe.each(testEngines())('owner product validation on %s', (engine) => {
  let t: StoreOwnerApp;
  beforeAll(async () => {
    t = await createStoreOwnerApp(engine);
  });
  afterAll(async () => (t as StoreOwnerApp | undefined)?.close());

  /** Posts the input and returns the 400's fieldErrors (failing when the answer is not a 400). */
  async function fieldErrors(input: unknown): Promise<Record<string, string>> {
    const response = await t.call('POST', '/config/api/products', input);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<ApiError>();
    expect(body.code).toBe('PRODUCT_INVALID');
    expect(body.message).not.toBe('');
    return body.fieldErrors ?? {};
  }

  function input(overrides: Partial<ProductInput> = {}): ProductInput {
    return productInput(t.collectionId, overrides);
  }

  function oneVariant(variant: Partial<Variant>, overrides: Partial<ProductInput> = {}): ProductInput {
    return input({
      options: [],
      variants: [{ attributes: {}, priceCents: 1000, stock: 1, ...variant }],
      ...overrides,
    });
  }

  test('reports every bad field at once, each under its path', async () => {
    const errors = await fieldErrors(
      input({ title: '   ', productType: 9, customAddButtonText: '', useCustomAddButtonText: true }),
    );
    expect(errors).toMatchObject({
      title: 'Enter a title.',
      productType: 'Choose physical, digital, service or gift card.',
      customAddButtonText: 'Enter the button text.',
    });
  });

  test('answers a single problem with its own message', async () => {
    const response = await t.call('POST', '/config/api/products', input({ title: 'x'.repeat(201) }));
    expect(response.json()).toEqual({
      code: 'PRODUCT_INVALID',
      message: 'The title can be at most 200 characters.',
      fieldErrors: { title: 'The title can be at most 200 characters.' },
    });
  });

  test('refuses paywall products (type 5), which cannot be created here', async () => {
    expect(await fieldErrors(input({ productType: PRODUCT_TYPE.PAYWALL }))).toEqual({
      productType: 'Paywall products cannot be created or edited here.',
    });
  });

  test('needs a store page of this site and a URL that is a slug', async () => {
    expect(await fieldErrors(input({ collectionId: 'nosuchcollection' }))).toEqual({
      collectionId: 'Choose a store page for this product.',
    });
    expect(await fieldErrors(input({ urlId: 'Linen Shirt!' }))).toEqual({
      urlId: 'Use lower-case letters, numbers and single hyphens only, e.g. linen-shirt.',
    });
  });

  test('allows at most 6 options, with names and values unique and non-empty', async () => {
    const seven = Array.from({ length: 7 }, (_, i) => ({ name: `O${i}`, values: ['a'] }));
    expect(await fieldErrors(input({ options: seven }))).toMatchObject({
      options: 'A product can have at most 6 options.',
    });
    const errors = await fieldErrors(
      input({
        options: [
          { name: 'Size', values: ['S', 's', ''] },
          { name: 'size', values: [] },
          { name: ' ', values: ['x'] },
        ],
        variants: [],
      }),
    );
    expect(errors).toMatchObject({
      'options.0.values.1': 'Each value of an option must be different.',
      'options.0.values.2': 'Enter a value.',
      'options.1.name': 'Each option needs its own name.',
      'options.1.values': 'Add at least one value.',
      'options.2.name': 'Enter an option name.',
      variants: 'Add at least one variant.',
    });
  });

  test('needs each variant to give every option exactly one of its values, with no two alike', async () => {
    const base = input();
    const [a, b, c, d] = base.variants;
    const errors = await fieldErrors({
      ...base,
      variants: [
        { ...a!, attributes: { Size: 'S' } },
        { ...b!, attributes: { Size: 'XL', Color: 'Navy' } },
        { ...c!, attributes: { Size: 'M', Color: 'Sand', Fit: 'Slim' } },
        { ...d!, attributes: { Size: 'M', Color: 'Sand' } },
      ],
    });
    expect(errors).toEqual({
      'variants.0.attributes.Color': 'Choose a value for Color.',
      'variants.1.attributes.Size': 'XL is not a value of Size.',
      'variants.2.attributes.Fit': 'Fit is not one of this product’s options.',
      'variants.3.attributes': 'Another variant already has these options.',
    });
  });

  test('allows at most 250 variants, and a product without options only one', async () => {
    const many = Array.from({ length: 251 }, (_, i) => ({
      attributes: { N: String(i) },
      priceCents: 100,
      stock: 1,
    }));
    const values = many.map((_, i) => String(i));
    expect(await fieldErrors(input({ options: [{ name: 'N', values }], variants: many }))).toMatchObject({
      variants: 'A product can have at most 250 variants.',
    });
    expect(
      await fieldErrors(
        input({
          options: [],
          variants: [
            { attributes: {}, priceCents: 1, stock: 1 },
            { attributes: {}, priceCents: 2, stock: 1 },
          ],
        }),
      ),
    ).toEqual({ 'variants.1.attributes': 'Another variant already has these options.' });
  });

  test('needs prices in whole cents from 0 to 99,999,999 and a sale price between 0 and the price', async () => {
    expect(await fieldErrors(oneVariant({ priceCents: -1 }))).toEqual({
      'variants.0.priceCents': 'A price cannot be negative.',
    });
    expect(await fieldErrors(oneVariant({ priceCents: 12.5 }))).toEqual({
      'variants.0.priceCents': 'Prices are whole numbers of cents.',
    });
    expect(await fieldErrors(oneVariant({ priceCents: 100_000_000 }))).toEqual({
      'variants.0.priceCents': 'That price is too high.',
    });
    const sale = 'A sale price must be more than 0 and less than the price.';
    expect(await fieldErrors(oneVariant({ onSale: true, salePriceCents: 1000 }))).toEqual({
      'variants.0.salePriceCents': sale,
    });
    expect(await fieldErrors(oneVariant({ onSale: true, salePriceCents: 0 }))).toEqual({
      'variants.0.salePriceCents': sale,
    });
    const ok = await t.call(
      'POST',
      '/config/api/products',
      oneVariant({ onSale: true, salePriceCents: 999, priceCents: 99_999_999 }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });

  test('needs a whole stock count from 0 to 1,000,000 unless the variant is unlimited', async () => {
    expect(await fieldErrors(oneVariant({ stock: null }))).toEqual({
      'variants.0.stock': 'Enter the number in stock, or mark the variant unlimited.',
    });
    for (const stock of [-1, 1.5, 1_000_001]) {
      expect(await fieldErrors(oneVariant({ stock }))).toEqual({
        'variants.0.stock': 'Stock must be a whole number from 0 to 1,000,000.',
      });
    }
    const unlimited = await t.call(
      'POST',
      '/config/api/products',
      oneVariant({ stock: null, unlimited: true }),
    );
    expect(unlimited.statusCode, unlimited.body).toBe(201);
    expect(unlimited.json<ProductDetail>().variants[0]).toMatchObject({ unlimited: true, stock: 0 });
  });

  test('keeps digital products and gift cards unlimited whatever is sent', async () => {
    for (const productType of [PRODUCT_TYPE.DIGITAL, PRODUCT_TYPE.GIFT_CARD]) {
      const response = await t.call(
        'POST',
        '/config/api/products',
        oneVariant({ unlimited: false, stock: null }, { productType }),
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<ProductDetail>().variants[0]).toMatchObject({ unlimited: true });
    }
  });

  test('needs each variant’s SKU to be its own and at most 100 characters', async () => {
    const base = input();
    const same = base.variants.map((v) => ({ ...v, sku: 'SAME-SKU' }));
    expect(await fieldErrors({ ...base, variants: same })).toMatchObject({
      'variants.1.sku': 'Each variant needs its own SKU.',
    });
    expect(await fieldErrors(oneVariant({ sku: 'S'.repeat(101) }))).toEqual({
      'variants.0.sku': 'A SKU can be at most 100 characters.',
    });
  });

  test('subscriptions: only physical and service products, with a billing period of 1 to 52 units', async () => {
    const plan = { billingPeriod: { value: 1, unit: 'MONTH' as const }, numBillingCycles: 0 };
    expect(
      await fieldErrors(
        oneVariant({}, { productType: PRODUCT_TYPE.DIGITAL, isSubscribable: true, subscriptionPlan: plan }),
      ),
    ).toEqual({
      isSubscribable: 'Only physical and service products can be subscribed.',
    });
    expect(await fieldErrors(oneVariant({}, { isSubscribable: true, subscriptionPlan: null }))).toEqual({
      subscriptionPlan: 'Choose how often the subscription bills.',
    });
    const badPlan = { billingPeriod: { value: 53, unit: 'DAY' }, numBillingCycles: -1 };
    expect(
      await fieldErrors(oneVariant({}, { isSubscribable: true, subscriptionPlan: badPlan as never })),
    ).toEqual({
      'subscriptionPlan.billingPeriod.value': 'Bill every 1 to 52 weeks, months or years.',
      'subscriptionPlan.billingPeriod.unit': 'Bill every 1 to 52 weeks, months or years.',
      'subscriptionPlan.numBillingCycles':
        'The number of payments must be a whole number, 0 meaning until cancelled.',
    });
    const service = await t.call(
      'POST',
      '/config/api/products',
      oneVariant(
        {},
        {
          productType: PRODUCT_TYPE.SERVICE,
          isSubscribable: true,
          subscriptionPlan: { ...plan, numBillingCycles: 12 },
        },
      ),
    );
    expect(service.statusCode, service.body).toBe(201);
    expect(service.json<ProductDetail>()).toMatchObject({
      isSubscribable: true,
      subscriptionPlan: { numBillingCycles: 12 },
    });
  });

  test('custom add-button text: required when on, at most 50 characters', async () => {
    expect(
      await fieldErrors(
        oneVariant({}, { useCustomAddButtonText: true, customAddButtonText: 'x'.repeat(51) }),
      ),
    ).toEqual({
      customAddButtonText: 'Button text can be at most 50 characters.',
    });
    const on = await t.call(
      'POST',
      '/config/api/products',
      oneVariant({}, { useCustomAddButtonText: true, customAddButtonText: 'Book a slot' }),
    );
    expect(on.json<ProductDetail>()).toMatchObject({
      useCustomAddButtonText: true,
      customAddButtonText: 'Book a slot',
    });
  });

  test('a description over 20,000 characters and more than 20 images are refused', async () => {
    expect(await fieldErrors(input({ description: 'x'.repeat(20_001) }))).toEqual({
      description: 'The description can be at most 20,000 characters.',
    });
    const images = Array.from({ length: 21 }, () => ({ url: '/assets/demo/ceramic-mug.svg', alt: '' }));
    expect(await fieldErrors(input({ images }))).toEqual({ images: 'A product can have at most 20 images.' });
  });

  test('a body that is not a product at all is a 400 with a form-level error, never a 500', async () => {
    for (const body of [[], 'text', { variants: 'many' }]) {
      const response = await t.call('POST', '/config/api/products', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'PRODUCT_INVALID' });
    }
  });
});
