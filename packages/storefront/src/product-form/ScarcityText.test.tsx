// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { createProduct, createVariant } from '@plinth/contracts/testing';
import { ScarcityText } from './ScarcityText';

afterEach(cleanup);

const scarce = (qtyInStock: number, customSoldOutText: string | null = null) => {
  const variant = createVariant({ qtyInStock });
  const product = createProduct({
    variants: [variant],
    scarcity: {
      scarcityEnabled: true,
      scarcityText: 'Only {qty} left in stock',
      scarcityShownByDefault: true,
      customSoldOutText,
    },
  });
  return { product, variant };
};

const textAt = (qtyInStock: number, threshold: number) => {
  const { product, variant } = scarce(qtyInStock);
  const { container } = render(<ScarcityText product={product} variant={variant} threshold={threshold} />);
  const text = container.textContent;
  cleanup();
  return text;
};

describe('ScarcityText and the low-stock threshold', () => {
  test('20 in stock at the default threshold of 5 says nothing; 3 says "Only 3 left in stock"', () => {
    expect(textAt(20, 5)).toBe('');
    expect(textAt(3, 5)).toBe('Only 3 left in stock');
  });

  test('shows at the threshold and not one above it', () => {
    expect(textAt(5, 5)).toBe('Only 5 left in stock');
    expect(textAt(6, 5)).toBe('');
    expect(textAt(20, 20)).toBe('Only 20 left in stock');
  });

  test("a sold-out variant still shows the product's own sold-out text, whatever the threshold", () => {
    const { product, variant } = scarce(0, 'Gone until spring');
    const { container } = render(<ScarcityText product={product} variant={variant} threshold={1} />);
    expect(container.textContent).toBe('Gone until spring');
  });

  test('says nothing when the owner has not enabled scarcity, even at 1 left', () => {
    const variant = createVariant({ qtyInStock: 1 });
    const product = createProduct({ variants: [variant] });
    const { container } = render(<ScarcityText product={product} variant={variant} threshold={5} />);
    expect(container.textContent).toBe('');
  });
});
