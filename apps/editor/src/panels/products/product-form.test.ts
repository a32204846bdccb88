import type { ProductDetail } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { addOption, addOptionValue, removeOption, setOptionName, setOptionValue } from './option-edits';
import { emptyProductForm, formFromProduct, formToInput, type ProductForm } from './product-form';

const shirt: ProductDetail = {
  id: 'p1',
  collectionId: 'c1',
  title: 'Linen Shirt',
  urlId: 'linen-shirt',
  fullUrl: '/shop/p/linen-shirt',
  description: '<p>Soft.</p>',
  productType: 1,
  options: [{ name: 'Size', values: ['S', 'M'] }],
  variants: [
    {
      id: 'v1',
      sku: 'SH-S',
      attributes: { Size: 'S' },
      priceCents: 6800,
      salePriceCents: 0,
      onSale: false,
      unlimited: false,
      stock: 4,
      image: null,
    },
    {
      id: 'v2',
      sku: 'SH-M',
      attributes: { Size: 'M' },
      priceCents: 7000,
      salePriceCents: 5000,
      onSale: true,
      unlimited: false,
      stock: 0,
      image: null,
    },
  ],
  images: [{ url: '/assets/uploads/s/1.png', alt: 'Shirt', width: 800, height: 1000 }],
  isSubscribable: false,
  oneTimePurchase: false,
  additionalFieldsFormId: null,
  subscriptionPlan: null,
  useCustomAddButtonText: false,
  customAddButtonText: '',
  scarcityEnabled: false,
  scarcityText: null,
  customSoldOutText: null,
  seoTitle: '',
  seoDescription: '',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  tags: [],
  categories: [],
  status: 'active',
  publishAt: null,
  live: true,
};

function named(form: ProductForm) {
  return form.variants.map((v) => ({ id: v.id, attributes: v.attributes, price: v.price, stock: v.stock }));
}

describe('formFromProduct and formToInput', () => {
  test('prices show in major units and go back as cents', () => {
    const form = formFromProduct(shirt, 'USD');
    expect(form.variants.map((v) => [v.price, v.salePrice, v.stock])).toEqual([
      ['68.00', '', '4'],
      ['70.00', '50.00', '0'],
    ]);
    const { input, errors } = formToInput(form, 'USD');
    expect(errors).toEqual({});
    expect(input.variants.map((v) => [v.id, v.priceCents, v.salePriceCents, v.stock])).toEqual([
      ['v1', 6800, 0, 4],
      ['v2', 7000, 5000, 0],
    ]);
  });

  test('JPY prices have no decimals', () => {
    const form = formFromProduct(
      {
        ...shirt,
        variants: [{ ...shirt.variants[0]!, priceCents: 1200 }],
        options: [{ name: 'Size', values: ['S'] }],
      },
      'JPY',
    );
    expect(form.variants[0]?.price).toBe('1200');
    expect(formToInput(form, 'JPY').input.variants[0]?.priceCents).toBe(1200);
  });

  test('reports unreadable prices and stock at their field paths, with the shared rules', () => {
    const form = emptyProductForm('c1');
    form.variants[0] = { ...form.variants[0]!, price: 'abc', stock: '' };
    expect(formToInput(form, 'USD').errors).toEqual({
      title: 'Enter a title.',
      'variants.0.priceCents': 'Enter an amount such as 12.50.',
      'variants.0.stock': 'Enter the number in stock, or mark the variant unlimited.',
    });
  });

  test('digital products are always unlimited and need no stock', () => {
    const form = { ...emptyProductForm('c1'), title: 'E-book', productType: 2 };
    form.variants[0] = { ...form.variants[0]!, price: '9', stock: '' };
    const { input, errors } = formToInput(form, 'USD');
    expect(errors).toEqual({});
    expect(input.variants[0]?.unlimited).toBe(true);
  });

  test('an empty scarcity or sold-out text means the default (null)', () => {
    const { input } = formToInput(formFromProduct(shirt, 'USD'), 'USD');
    expect([input.scarcityText, input.customSoldOutText]).toEqual([null, null]);
  });
});

describe('editing options regenerates the variant grid', () => {
  test('adding an option and its values keeps each row in its first combination', () => {
    let form = formFromProduct(shirt, 'USD');
    form = addOption(form);
    form = setOptionName(form, 1, 'Color');
    expect(named(form).map((v) => v.id)).toEqual(['v1', 'v2']);
    form = addOptionValue(form, 1);
    form = setOptionValue(form, 1, 0, 'Sand');
    form = addOptionValue(form, 1);
    form = setOptionValue(form, 1, 1, 'Ink');
    expect(named(form)).toEqual([
      { id: 'v1', attributes: { Size: 'S', Color: 'Sand' }, price: '68.00', stock: '4' },
      { id: undefined, attributes: { Size: 'S', Color: 'Ink' }, price: '68.00', stock: '0' },
      { id: 'v2', attributes: { Size: 'M', Color: 'Sand' }, price: '70.00', stock: '0' },
      { id: undefined, attributes: { Size: 'M', Color: 'Ink' }, price: '70.00', stock: '0' },
    ]);
  });

  test('renaming a value keeps its rows, and removing the option collapses the grid', () => {
    let form = formFromProduct(shirt, 'USD');
    form = setOptionValue(form, 0, 0, 'Small');
    expect(named(form).map((v) => [v.id, v.attributes.Size])).toEqual([
      ['v1', 'Small'],
      ['v2', 'M'],
    ]);
    form = removeOption(form, 0);
    expect(named(form)).toEqual([{ id: 'v1', attributes: {}, price: '68.00', stock: '4' }]);
  });

  test('a new product is a Draft; Scheduled needs a time, sent as ISO 8601', () => {
    const form = emptyProductForm('c1');
    expect(form.status).toBe('draft');
    const scheduled = { ...form, title: 'Scarf', status: 'scheduled' as const, publishAt: '' };
    expect(formToInput(scheduled, 'USD').errors.publishAt).toBe('Choose when the product goes live.');
    const timed = formToInput({ ...scheduled, publishAt: '2031-06-01T09:30' }, 'USD');
    expect(timed.errors.publishAt).toBeUndefined();
    expect(timed.input).toMatchObject({
      status: 'scheduled',
      publishAt: new Date('2031-06-01T09:30').toISOString(),
    });
    expect(formToInput({ ...scheduled, status: 'active' }, 'USD').input).toMatchObject({
      status: 'active',
      publishAt: null,
    });
  });
});
