import { describe, expect, test } from 'vitest';
import { collectIslandAssets, type Manifest } from './manifest.server';

const manifest: Manifest = {
  '_react-1.js': { file: 'assets/react-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_react-1.js'], css: ['assets/shared-1.css'] },
  'src/entries/product-form.client.tsx': {
    file: 'assets/product-form-1.js',
    imports: ['_shared-1.js', '_react-1.js'],
  },
  'src/entries/cart-pill.client.tsx': { file: 'assets/cart-pill-1.js', imports: ['_shared-1.js'] },
};

describe('collectIslandAssets', () => {
  test('lists entry scripts, CSS from imported chunks and preloads, once each, under /assets/islands/', () => {
    expect(collectIslandAssets(manifest, ['product-form', 'cart-pill'])).toEqual({
      scripts: ['/assets/islands/assets/product-form-1.js', '/assets/islands/assets/cart-pill-1.js'],
      styles: ['/assets/islands/assets/shared-1.css'],
      modulePreloads: ['/assets/islands/assets/shared-1.js', '/assets/islands/assets/react-1.js'],
    });
  });

  test('an island missing from the manifest asks for a build', () => {
    expect(() => collectIslandAssets(manifest, ['cart-page'])).toThrow(/npm run build/);
  });
});
