import { describe, expect, test } from 'vitest';
import { effectiveProductStatus, isProductLive } from './product-status';

const NOW = Date.parse('2026-05-01T10:00:00.000Z');

describe('isProductLive', () => {
  test('an active product is live and a draft is not', () => {
    expect(isProductLive({ status: 'active', publish_at: null }, NOW)).toBe(true);
    expect(isProductLive({ status: 'draft', publish_at: '2020-01-01T00:00:00.000Z' }, NOW)).toBe(false);
  });

  test('a scheduled product is live from its time on, not a millisecond before', () => {
    const at = { status: 'scheduled', publish_at: '2026-05-01T10:00:00.000Z' };
    expect(isProductLive(at, NOW - 1)).toBe(false);
    expect(isProductLive(at, NOW)).toBe(true);
    expect(effectiveProductStatus(at, NOW - 1)).toBe('scheduled');
    expect(effectiveProductStatus(at, NOW)).toBe('active');
  });

  test('a schedule without a readable time, or a status this build does not know, stays hidden', () => {
    expect(isProductLive({ status: 'scheduled', publish_at: null }, NOW)).toBe(false);
    expect(isProductLive({ status: 'scheduled', publish_at: 'soon' }, NOW)).toBe(false);
    expect(isProductLive({ status: 'archived', publish_at: null }, NOW)).toBe(false);
    expect(effectiveProductStatus({ status: 'archived', publish_at: null }, NOW)).toBe('draft');
  });
});
