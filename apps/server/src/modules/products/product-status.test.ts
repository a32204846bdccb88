import type { ProductListItem } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { matchesListFilter, statusColumns } from './product-status';

describe('statusColumns', () => {
  test('a new product without a status is a draft; a replaced one keeps what it had', () => {
    expect(statusColumns({}, null)).toEqual({ status: 'draft', publish_at: null });
    const scheduled = { status: 'scheduled', publish_at: '2031-06-01T08:30:00.000Z' };
    expect(statusColumns({}, scheduled)).toEqual(scheduled);
    expect(statusColumns({}, { status: 'active', publish_at: null })).toEqual({
      status: 'active',
      publish_at: null,
    });
  });

  test('Scheduled stores its time as UTC; the other statuses drop a time', () => {
    expect(statusColumns({ status: 'scheduled', publishAt: '2031-06-01T09:30:00+01:00' }, null)).toEqual({
      status: 'scheduled',
      publish_at: '2031-06-01T08:30:00.000Z',
    });
    expect(statusColumns({ status: 'active', publishAt: '2031-06-01T09:30:00Z' }, null)).toEqual({
      status: 'active',
      publish_at: null,
    });
  });
});

describe('matchesListFilter', () => {
  const NOW = Date.parse('2026-05-01T10:00:00Z');
  const item = (fields: Partial<ProductListItem>) =>
    ({
      productType: 1,
      status: 'active',
      publishAt: null,
      soldOut: false,
      stock: 10,
      ...fields,
    }) as ProductListItem;

  test('status is what the editor shows: a scheduled product whose time has come is active', () => {
    const due = item({ status: 'scheduled', publishAt: '2026-05-01T09:00:00.000Z' });
    const later = item({ status: 'scheduled', publishAt: '2026-05-01T11:00:00.000Z' });
    expect(matchesListFilter(due, { status: 'active' }, NOW, 5)).toBe(true);
    expect(matchesListFilter(due, { status: 'scheduled' }, NOW, 5)).toBe(false);
    expect(matchesListFilter(later, { status: 'scheduled' }, NOW, 5)).toBe(true);
  });

  test('stock: out is sold out, low is 1 to the threshold in all, in stock is anything not sold out', () => {
    const low = item({ stock: 5 });
    const out = item({ stock: 0, soldOut: true });
    const unlimited = item({ stock: null });
    expect(matchesListFilter(low, { stock: 'low' }, NOW, 5)).toBe(true);
    expect(matchesListFilter(item({ stock: 6 }), { stock: 'low' }, NOW, 5)).toBe(false);
    expect(matchesListFilter(out, { stock: 'low' }, NOW, 5)).toBe(false);
    expect(matchesListFilter(out, { stock: 'out' }, NOW, 5)).toBe(true);
    expect(matchesListFilter(unlimited, { stock: 'in-stock' }, NOW, 5)).toBe(true);
    expect(matchesListFilter(unlimited, { stock: 'low' }, NOW, 5)).toBe(false);
    expect(matchesListFilter(low, { type: 2 }, NOW, 5)).toBe(false);
    // The store's own threshold decides: with 2, five units are not low.
    expect(matchesListFilter(low, { stock: 'low' }, NOW, 2)).toBe(false);
    expect(matchesListFilter(item({ stock: 2 }), { stock: 'low' }, NOW, 2)).toBe(true);
  });
});
