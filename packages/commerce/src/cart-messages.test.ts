import { expect, test } from 'vitest';
import { formatCartMessage } from './cart-messages';

// Issue 13 part 4 quotes the row message; the catalogue must produce it word for word.
test('the stock limit reads "Only 3 available. Your quantity is now 3."', () => {
  expect(formatCartMessage('quantityLimited', { available: 3 })).toBe(
    'Only 3 available. Your quantity is now 3.',
  );
});

test('a removal names the line: "Linen Shirt was removed from your cart."', () => {
  expect(formatCartMessage('removedFromCart', { productName: 'Linen Shirt' })).toBe(
    'Linen Shirt was removed from your cart.',
  );
});
