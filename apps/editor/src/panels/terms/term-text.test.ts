import type { TermWithCount } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { filterTerms, inTreeOrder, oneAtATime, usesText } from './term-text';

const term = (id: string, name: string, parentId: string | null = null): TermWithCount => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  kind: 'category',
  parentId,
  itemCount: 0,
  productCount: 1,
});

describe('tag and category manager text', () => {
  test('counts items and products in words', () => {
    expect(usesText({ itemCount: 1, productCount: 2 })).toBe('1 item, 2 products');
  });

  test('says the seed message for one edit at a time', () => {
    expect(oneAtATime('category')).toBe('You may only edit one category at a time');
  });

  test('filters by name or slug, ignoring case', () => {
    const terms = [term('a', 'Home Goods'), term('b', 'Apparel')];
    expect(filterTerms(terms, '  home ').map((t) => t.id)).toEqual(['a']);
    expect(filterTerms(terms, '').map((t) => t.id)).toEqual(['a', 'b']);
  });

  test('puts subcategories after their parent', () => {
    const terms = [term('k', 'Kitchen', 'h'), term('a', 'Apparel'), term('h', 'Home')];
    expect(inTreeOrder(terms).map((t) => t.id)).toEqual(['a', 'h', 'k']);
  });
});
