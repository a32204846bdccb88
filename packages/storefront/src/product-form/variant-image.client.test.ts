// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createVariant } from '@plinth/contracts/testing';
import { dispatchVariantChange } from '../events';
import { showImage } from './product-image.client';
import { swapImagesOnVariantChange } from './variant-image.client';

const sand = { url: '/files/sand.jpg', alt: 'Sand shirt', width: 800, height: 1000 };

afterEach(() => {
  document.body.innerHTML = '';
});

describe('showImage', () => {
  test('rewrites every srcset candidate to the new file', () => {
    const img = document.createElement('img');
    img.setAttribute('src', '/files/ink.jpg?format=1000w');
    img.setAttribute('srcset', '/files/ink.jpg?format=500w 500w, /files/ink.jpg?format=1000w 1000w');
    showImage(img, sand);
    expect(img.getAttribute('srcset')).toBe(
      '/files/sand.jpg?format=500w 500w, /files/sand.jpg?format=1000w 1000w',
    );
    expect(img.getAttribute('src')).toBe('/files/sand.jpg');
    expect(img.alt).toBe('Sand shirt');
  });
});

describe('swapImagesOnVariantChange', () => {
  test('swaps only this product image, and only when the variant has its own image', async () => {
    document.body.innerHTML =
      '<img data-product-image="item-1" src="/files/ink.jpg" alt="Ink"><img data-product-image="item-2" src="/files/other.jpg" alt="Other">';
    const stop = swapImagesOnVariantChange();
    dispatchVariantChange({ itemId: 'item-1', variant: createVariant({ image: null }) });
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/files/ink.jpg');
    dispatchVariantChange({ itemId: 'item-1', variant: createVariant({ image: sand }) });
    stop();
    const [first, second] = document.querySelectorAll('img');
    await vi.waitFor(() => expect(first?.getAttribute('src')).toBe('/files/sand.jpg'));
    expect(second?.getAttribute('src')).toBe('/files/other.jpg');
  });
});

describe('product thumbnails (issue 13 part 3)', () => {
  const navy = { url: '/files/navy.jpg', alt: 'Linen Shirt in Navy', width: 800, height: 1000 };
  const page = () => {
    document.body.innerHTML = `
      <img data-product-image="item-1" src="/files/sand.jpg" alt="Linen Shirt in Sand" width="800" height="1000">
      <button type="button" data-thumb-of="item-1" aria-current="true"><img src="/files/sand.jpg" alt="Linen Shirt in Sand" width="800" height="1000"></button>
      <button type="button" data-thumb-of="item-1"><img src="/files/navy.jpg" alt="Linen Shirt in Navy" width="800" height="1000"></button>`;
    const [main, ...thumbs] = [
      document.querySelector<HTMLImageElement>('img[data-product-image]')!,
      ...document.querySelectorAll<HTMLButtonElement>('[data-thumb-of]'),
    ];
    return { main, thumbs, current: () => thumbs.map((t) => t.getAttribute('aria-current')) };
  };

  test('pressing a thumbnail shows its picture in the main image and makes it the current one', async () => {
    const { main, thumbs, current } = page();
    const stop = swapImagesOnVariantChange();
    thumbs[1]?.querySelector('img')?.click();
    stop();
    await vi.waitFor(() => expect(main.getAttribute('src')).toBe('/files/navy.jpg'));
    expect(main.alt).toBe('Linen Shirt in Navy');
    expect(current()).toEqual([null, 'true']);
  });

  test('the current thumbnail follows the chosen colour', async () => {
    const { main, current } = page();
    const stop = swapImagesOnVariantChange();
    dispatchVariantChange({ itemId: 'item-1', variant: createVariant({ image: navy }) });
    await vi.waitFor(() => expect(current()).toEqual([null, 'true']));
    dispatchVariantChange({
      itemId: 'item-1',
      variant: createVariant({ image: { ...navy, url: '/files/sand.jpg', alt: 'Linen Shirt in Sand' } }),
    });
    stop();
    await vi.waitFor(() => expect(current()).toEqual(['true', null]));
    expect(main.getAttribute('src')).toBe('/files/sand.jpg');
  });
});
