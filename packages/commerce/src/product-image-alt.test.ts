import { describe, expect, test } from 'vitest';
import { createShirtWithOptions } from '@plinth/contracts/testing';
import type { ProductImage, ProductView } from '@plinth/contracts';
import { nameImagesByVariant } from './product-image-alt';

const TEMPLATE = '{title} in {variant}';
const picture = (color: string, alt = 'Linen Shirt'): ProductImage => ({
  url: `/files/${color.toLowerCase()}.jpg`,
  alt,
  width: 800,
  height: 1000,
});

/** The test kit's shirt (sizes S and M, colours Sand and Ink), one picture per colour. */
function shirt(alts: Record<string, string> = {}): ProductView {
  const product = createShirtWithOptions({ title: 'Linen Shirt' });
  return {
    ...product,
    images: [picture('Sand', alts.Sand), picture('Ink', alts.Ink)],
    variants: product.variants.map((variant) => ({
      ...variant,
      image: picture(variant.attributes.Color ?? '', alts[variant.attributes.Color ?? '']),
    })),
  };
}

describe('nameImagesByVariant', () => {
  test('names each colour picture after its colour, in the images and on every variant', () => {
    const named = nameImagesByVariant(shirt(), TEMPLATE);
    expect(named.images.map((image) => image.alt)).toEqual(['Linen Shirt in Sand', 'Linen Shirt in Ink']);
    expect(named.variants.map((variant) => [variant.sku, variant.image?.alt])).toEqual([
      ['SH-S-Sand', 'Linen Shirt in Sand'],
      ['SH-S-Ink', 'Linen Shirt in Ink'],
      ['SH-M-Sand', 'Linen Shirt in Sand'],
      ['SH-M-Ink', 'Linen Shirt in Ink'],
    ]);
  });

  test('keeps an alt text the owner wrote, and names an empty one', () => {
    const named = nameImagesByVariant(shirt({ Sand: 'Folded on a chair', Ink: '' }), TEMPLATE);
    expect(named.images.map((image) => image.alt)).toEqual(['Folded on a chair', 'Linen Shirt in Ink']);
  });

  test("a variant's copy of a product image reads as that image, whatever alt the copy carries", () => {
    const product = shirt();
    const copies = {
      ...product,
      variants: product.variants.map((v) => ({
        ...v,
        image: picture(v.attributes.Color ?? '', `Linen Shirt, ${v.attributes.Size} ${v.attributes.Color}`),
      })),
    };
    const named = nameImagesByVariant(copies, TEMPLATE);
    expect(named.variants.map((variant) => variant.image?.alt)).toEqual([
      'Linen Shirt in Sand',
      'Linen Shirt in Ink',
      'Linen Shirt in Sand',
      'Linen Shirt in Ink',
    ]);
  });

  test('leaves pictures alone that no variant, or every variant, shows', () => {
    const product = shirt();
    const shared = { ...product, variants: product.variants.map((v) => ({ ...v, image: picture('Sand') })) };
    expect(nameImagesByVariant(shared, TEMPLATE).images.map((image) => image.alt)).toEqual([
      'Linen Shirt',
      'Linen Shirt',
    ]);
  });
});
