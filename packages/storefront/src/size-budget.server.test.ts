import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { Manifest } from './manifest.server';
import { filesBeforeInteraction, formatTable, measurePages, type PageBudget } from './size-budget.server';

const manifest: Manifest = {
  'src/entries/cart-pill.client.tsx': { file: 'assets/cart-pill.js', imports: ['_react.js', '_shared.js'] },
  'src/entries/product-form.client.tsx': {
    file: 'assets/product-form.js',
    imports: ['_react.js', '_shared.js'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
};

/** Random bytes do not compress, so the gzip size is about the raw size. */
const bytes = (n: number): Buffer => randomBytes(n);

describe('the storefront size budget', () => {
  test('a page loads its island entries and their static imports, each once; dynamic imports wait', () => {
    // The manifest lists dynamic imports apart (dynamicImports); they load on use, not with the page.
    const withLazy = {
      ...manifest,
      'src/entries/product-form.client.tsx': {
        file: 'assets/product-form.js',
        imports: ['_react.js', '_shared.js'],
        dynamicImports: ['_zoom.js'],
      },
      '_zoom.js': { file: 'assets/zoom.js' },
    } as Manifest;
    expect(filesBeforeInteraction(withLazy, ['cart-pill', 'product-form']).sort()).toEqual([
      'assets/cart-pill.js',
      'assets/product-form.js',
      'assets/react.js',
      'assets/shared.js',
    ]);
  });

  test('a page over its budget is marked over, one under it is not', () => {
    const sizes: Record<string, number> = {
      'assets/cart-pill.js': 1000,
      'assets/product-form.js': 2000,
      'assets/react.js': 60_000,
      'assets/shared.js': 10_000,
    };
    const budgets: PageBudget[] = [
      { page: 'product', kind: 'product', maxGzipBytes: 70_000 },
      { page: 'error', kind: 'status', maxGzipBytes: 90_000 },
    ];
    const [product, error] = measurePages(manifest, (file) => bytes(sizes[file] ?? 0), budgets);
    expect(product?.files).toHaveLength(4);
    expect(product?.gzipBytes).toBeGreaterThan(70_000);
    expect(product?.over).toBe(true);
    expect(error?.over).toBe(false);
    expect(formatTable([product!, error!])).toMatch(/product .*OVER BUDGET/);
  });

  test('a missing chunk is an error naming the build, not a page of size zero', () => {
    expect(() => filesBeforeInteraction({}, ['cart-pill'])).toThrow(/npm run build/);
  });
});
