import { expect, test } from 'vitest';
import { addedToCartText, cartCountLabel, cartCountText, cartLinkLabel, isCartPillShown } from './cart-pill';

test('shows no number and hides the pill while the cart is empty', () => {
  expect(cartCountText(0)).toBe('');
  expect(isCartPillShown(0)).toBe(false);
  expect(isCartPillShown(1)).toBe(true);
});

test('shows the count up to 100 and "100+" above it', () => {
  expect(cartCountText(1)).toBe('1');
  expect(cartCountText(100)).toBe('100');
  expect(cartCountText(101)).toBe('100+');
});

test.each([
  [0, 'Cart'],
  [1, 'One item in cart'],
  [2, '2 items in cart'],
  [100, '100 items in cart'],
  [101, 'More than 100 items in cart'],
])('labels a cart of %d as "%s"', (quantity, label) => {
  expect(cartCountLabel(quantity)).toBe(label);
});

test.each([
  [0, 'Cart'],
  [1, 'Cart, one item in cart'],
  [2, 'Cart, 2 items in cart'],
  [101, 'Cart, more than 100 items in cart'],
])('names the header link of a cart of %d "%s", starting with its visible word', (quantity, name) => {
  expect(cartLinkLabel(quantity)).toBe(name);
});

test('announces the added product by name', () => {
  expect(addedToCartText('Linen Shirt')).toBe('Linen Shirt was added to your cart.');
});
