import { createProduct, createVariant } from '@plinth/contracts/testing';
import { describe, expect, test } from 'vitest';
import { productJsonLd } from './product-json-ld';

const ORIGIN = 'https://shop.example';

describe('product JSON-LD', () => {
  test('one variant is one Offer: the sale price in the currency digits, its SKU, the product URL', () => {
    const product = createProduct({
      title: 'Mug',
      fullUrl: '/shop/p/mug',
      description: '<p>Glazed &amp; fired.</p>',
      images: [{ url: '/uploads/mug.png', alt: 'Mug', width: 10, height: 10 }],
      variants: [createVariant({ sku: 'MUG', price: 2400, salePrice: 1800, onSale: true })],
    });
    expect(productJsonLd(product, { origin: ORIGIN, currency: 'USD', metaDescription: 'x' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Mug',
      image: ['https://shop.example/uploads/mug.png'],
      description: 'Glazed & fired.',
      sku: 'MUG',
      url: 'https://shop.example/shop/p/mug',
      offers: {
        '@type': 'Offer',
        sku: 'MUG',
        price: '18.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/shop/p/mug',
      },
    });
  });

  test('an Offer per variant, each in or out of stock; yen have no decimals; variant images join', () => {
    const product = createProduct({
      variants: [
        createVariant({ sku: 'A', price: 1200, qtyInStock: 0 }),
        createVariant({ sku: 'B', price: 1500, qtyInStock: 0, unlimited: true }),
        createVariant({
          sku: 'C',
          price: 1500,
          qtyInStock: 2,
          image: { url: '/uploads/c.png', alt: '', width: 1, height: 1 },
        }),
      ],
    });
    const ld = productJsonLd(product, { origin: ORIGIN, currency: 'JPY', metaDescription: '' });
    expect(ld.image).toEqual(['https://shop.example/uploads/c.png']);
    expect(Array.isArray(ld.offers) && ld.offers.map((o) => [o.sku, o.price, o.availability])).toEqual([
      ['A', '1200', 'https://schema.org/OutOfStock'],
      ['B', '1500', 'https://schema.org/InStock'],
      ['C', '1500', 'https://schema.org/InStock'],
    ]);
  });

  test('digital products are always in stock; with no image or description the fields fall back', () => {
    const product = createProduct({
      productType: 2,
      description: '',
      variants: [createVariant({ qtyInStock: 0 })],
    });
    const ld = productJsonLd(product, {
      origin: ORIGIN,
      currency: 'USD',
      metaDescription: 'From the SEO field',
    });
    expect(ld.image).toBeUndefined();
    expect(ld.description).toBe('From the SEO field');
    expect(ld.offers).toMatchObject({ availability: 'https://schema.org/InStock' });
  });
});
