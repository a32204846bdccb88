import { describe, expect, test } from 'vitest';
import { linePaidCents } from './refund';
import { refundBalance } from './refund-view';

const order = {
  status: 'placed',
  grand_total_cents: 10_000,
  gift_card_cents: 3_000,
  payment_status: 'captured',
  refunded_cents: 0,
};

describe('refundBalance (decision 0065)', () => {
  test('a partial refund may return only what the card paid; everything left includes the gift cards', () => {
    expect(refundBalance(order, [])).toEqual({
      refundableCents: 10_000,
      partialRefundableCents: 7_000,
      giftCardLeftCents: 3_000,
    });
    const afterPartial = refundBalance({ ...order, refunded_cents: 2_000 }, [
      { cardCents: 2_000, giftCardCents: 0 },
    ]);
    expect(afterPartial).toEqual({
      refundableCents: 8_000,
      partialRefundableCents: 5_000,
      giftCardLeftCents: 3_000,
    });
  });

  test('a held payment allows only a full refund; a cancelled or refunded order none', () => {
    expect(refundBalance({ ...order, payment_status: 'authorized' }, []).partialRefundableCents).toBe(0);
    expect(refundBalance({ ...order, status: 'cancelled' }, []).refundableCents).toBe(0);
    expect(refundBalance({ ...order, status: 'refunded', refunded_cents: 10_000 }, []).refundableCents).toBe(
      0,
    );
  });
});

describe('linePaidCents', () => {
  test('the price less its share of the discount, rounded to the cent', () => {
    const discounted = { subtotal_cents: 13_600, discount_cents: 1_360 };
    expect(linePaidCents(discounted, { unit_price_cents: 6_800 }, 1)).toBe(6_120);
    expect(linePaidCents({ subtotal_cents: 300, discount_cents: 100 }, { unit_price_cents: 100 }, 1)).toBe(
      67,
    );
    // A discount larger than the subtotal (free shipping folded in) never makes a refund negative.
    expect(linePaidCents({ subtotal_cents: 500, discount_cents: 900 }, { unit_price_cents: 500 }, 1)).toBe(0);
  });
});
