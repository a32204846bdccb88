import { describe, expect, test } from 'vitest';
import { pageSlug, slugify, SLUG_PATTERN } from './page-slug';

describe('page slugs', () => {
  test('turns a name into lower-case words joined by hyphens', () => {
    expect(slugify('  Summer Sale: Linen & Clay! ')).toBe('summer-sale-linen-and-clay');
    expect(slugify('Café Crème')).toBe('cafe-creme');
    expect(SLUG_PATTERN.test(slugify('A -- B __ C'))).toBe(true);
  });

  test('uses the fallback when the name gives fewer than 3 characters', () => {
    expect(pageSlug('Hi', [], 'page')).toBe('page');
    expect(pageSlug('!!', [], 'product')).toBe('product');
    expect(pageSlug('Tea', [], 'page')).toBe('tea');
  });

  test('adds the first free -N suffix to a duplicate', () => {
    expect(pageSlug('Shop', ['shop'])).toBe('shop-1');
    expect(pageSlug('Shop', ['shop', 'shop-1', 'shop-2'])).toBe('shop-3');
    expect(pageSlug('x', ['page'], 'page')).toBe('page-1');
  });

  test('keeps a long slug within 200 characters, suffix included', () => {
    const long = 'word '.repeat(100);
    expect(pageSlug(long).length).toBeLessThanOrEqual(200);
    expect(pageSlug(long, [pageSlug(long)]).endsWith('-1')).toBe(true);
    expect(pageSlug(long, [pageSlug(long)]).length).toBeLessThanOrEqual(200);
  });
});
