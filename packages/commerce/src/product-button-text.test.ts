import { describe, expect, test } from 'vitest';
import { productButtonText, type ButtonTextSource } from './product-button-text';

const plain: ButtonTextSource = {
  isSubscribable: false,
  useCustomAddButtonText: false,
  customAddButtonText: '',
};

describe('productButtonText', () => {
  test('says "Add To Cart" for an ordinary item', () => {
    expect(productButtonText(plain)).toBe('Add To Cart');
  });

  test('says "Subscribe" for a subscribable item', () => {
    expect(productButtonText({ ...plain, isSubscribable: true })).toBe('Subscribe');
  });

  test("the owner's custom text wins, trimmed, over both defaults", () => {
    const custom = { ...plain, useCustomAddButtonText: true, customAddButtonText: '  Buy a bag  ' };
    expect(productButtonText(custom)).toBe('Buy a bag');
    expect(productButtonText({ ...custom, isSubscribable: true })).toBe('Buy a bag');
  });

  test('ignores custom text that is turned off or blank', () => {
    expect(productButtonText({ ...plain, customAddButtonText: 'Buy now' })).toBe('Add To Cart');
    const blank = { ...plain, useCustomAddButtonText: true, customAddButtonText: '   ' };
    expect(productButtonText(blank)).toBe('Add To Cart');
    expect(productButtonText({ ...blank, isSubscribable: true })).toBe('Subscribe');
  });
});
