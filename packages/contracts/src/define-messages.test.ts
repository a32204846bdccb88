import { describe, expect, test } from 'vitest';
import { defineMessages, fillPlaceholders } from './define-messages';

describe('defineMessages', () => {
  const catalogue = defineMessages({ left: 'Only {qty} left of {name}.', plain: 'Saved.' } as const);

  test('fills every placeholder with its param, numbers included', () => {
    expect(catalogue.format('left', { qty: 3, name: 'Linen Shirt' })).toBe('Only 3 left of Linen Shirt.');
    expect(catalogue.format('plain')).toBe('Saved.');
    expect(catalogue.messages.plain).toBe('Saved.');
  });

  test('a placeholder without a param stays visible, and params are own keys only', () => {
    expect(catalogue.format('left', { qty: 0 })).toBe('Only 0 left of {name}.');
    expect(fillPlaceholders('{toString}', {})).toBe('{toString}');
  });
});
