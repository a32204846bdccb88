import { describe, expect, test } from 'vitest';
import { imageVariants, variantWidths } from './image-variants';

describe('image variants', () => {
  test('seed widths up to and including the original, never wider', () => {
    expect(variantWidths(99)).toEqual([]);
    expect(variantWidths(500)).toEqual([100, 300, 500]);
    expect(variantWidths(6000)).toEqual([100, 300, 500, 750, 1000, 1500, 2500]);
  });

  test('a JPEG gets WebP copies and JPEG fallbacks; a WebP only WebP; a GIF and other URLs none', () => {
    expect(imageVariants('/assets/uploads/s1/f1.jpg', 'image/jpeg', 320)).toEqual([
      { width: 100, url: '/assets/uploads/s1/f1-100w.webp', contentType: 'image/webp' },
      { width: 300, url: '/assets/uploads/s1/f1-300w.webp', contentType: 'image/webp' },
      { width: 100, url: '/assets/uploads/s1/f1-100w.jpg', contentType: 'image/jpeg' },
      { width: 300, url: '/assets/uploads/s1/f1-300w.jpg', contentType: 'image/jpeg' },
    ]);
    expect(imageVariants('/assets/uploads/s1/f1.webp', 'image/webp', 320).map((v) => v.url)).toEqual([
      '/assets/uploads/s1/f1-100w.webp',
      '/assets/uploads/s1/f1-300w.webp',
    ]);
    expect(imageVariants('/assets/uploads/s1/f1.gif', 'image/gif', 320)).toEqual([]);
    expect(imageVariants('https://cdn.example/f1.jpg', 'image/jpeg', 320)).toEqual([]);
  });
});
