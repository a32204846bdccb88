import { expect, test } from 'vitest';
import { isZeroQuantity } from './cart-rules';

test.each(['0', ' 0 ', '00', '0.0', '-0', '.0'])('"%s" is a quantity of 0: the line goes', (raw) => {
  expect(isZeroQuantity(raw)).toBe(true);
});

test.each(['', '1', '10', '0.5', 'abc', '+', '.', '0x0'])('"%s" is not 0', (raw) => {
  expect(isZeroQuantity(raw)).toBe(false);
});
