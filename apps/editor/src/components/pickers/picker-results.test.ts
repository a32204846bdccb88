import { describe, expect, test } from 'vitest';
import { filterCollections, nextActiveIndex, productCountText, resultCountText } from './picker-results';

describe('the picker list keys', () => {
  test('the arrows step through the results and stop at the ends', () => {
    expect(nextActiveIndex('ArrowDown', false, -1, 3)).toBe(0);
    expect(nextActiveIndex('ArrowDown', false, 2, 3)).toBe(2);
    expect(nextActiveIndex('ArrowUp', false, -1, 3)).toBe(2);
    expect(nextActiveIndex('ArrowUp', false, 0, 3)).toBe(0);
  });

  test('Page Up and Down jump five; Ctrl+Home and Ctrl+End go to the ends; Home alone is the text box’s', () => {
    expect(nextActiveIndex('PageDown', false, 1, 30)).toBe(6);
    expect(nextActiveIndex('PageUp', false, 3, 30)).toBe(0);
    expect(nextActiveIndex('End', true, 3, 30)).toBe(29);
    expect(nextActiveIndex('Home', true, 3, 30)).toBe(0);
    expect(nextActiveIndex('Home', false, 3, 30)).toBeNull();
    expect(nextActiveIndex('a', false, 3, 30)).toBeNull();
    expect(nextActiveIndex('ArrowDown', false, 0, 0)).toBeNull();
  });
});

describe('picker texts', () => {
  test('counts', () => {
    expect(productCountText(1)).toBe('1 product');
    expect(productCountText(0)).toBe('0 products');
    expect(resultCountText(1, 1)).toBe('1 result');
    expect(resultCountText(20, 45)).toBe('Showing 20 of 45 results');
    expect(resultCountText(45, 45)).toBe('45 results');
  });

  test('collections match their title or address, ignoring case and accents', () => {
    const choices = [
      { id: '1', title: 'Crème', urlId: 'creme', productCount: 0 },
      { id: '2', title: 'Shop', urlId: 'store', productCount: 0 },
    ];
    expect(filterCollections(choices, ' CREME ').map((c) => c.id)).toEqual(['1']);
    expect(filterCollections(choices, 'stor').map((c) => c.id)).toEqual(['2']);
    expect(filterCollections(choices, '')).toHaveLength(2);
  });
});
