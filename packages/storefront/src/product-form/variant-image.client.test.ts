// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest';
import { createVariant } from '@plinth/contracts/testing';
import { dispatchVariantChange } from '../events';
import { showImage, swapImagesOnVariantChange } from './variant-image.client';

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
  test('swaps only this product image, and only when the variant has its own image', () => {
    document.body.innerHTML =
      '<img data-product-image="item-1" src="/files/ink.jpg" alt="Ink"><img data-product-image="item-2" src="/files/other.jpg" alt="Other">';
    const stop = swapImagesOnVariantChange();
    dispatchVariantChange({ itemId: 'item-1', variant: createVariant({ image: null }) });
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/files/ink.jpg');
    dispatchVariantChange({ itemId: 'item-1', variant: createVariant({ image: sand }) });
    stop();
    const [first, second] = document.querySelectorAll('img');
    expect(first?.getAttribute('src')).toBe('/files/sand.jpg');
    expect(second?.getAttribute('src')).toBe('/files/other.jpg');
  });
});
