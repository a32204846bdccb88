import type { OwnerOrder } from '@plinth/contracts';

/** An owner's order as GET /config/api/orders/{id} answers it; parsed by the editor's checkedAnswer. */
export function ownerOrder(overrides: Partial<OwnerOrder> = {}): OwnerOrder {
  return {
    id: 'o1',
    cartId: 'c1',
    siteUserId: null,
    orderNumber: 1001,
    statusToken: 'a'.repeat(32),
    status: 'placed',
    email: 'ada@example.com',
    shippingAddress: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      line1: '12 Harbour Street',
      city: 'Oakland',
      region: 'CA',
      postalCode: '94607',
      country: 'US',
    },
    shippingOptionName: 'Standard shipping',
    couponCodes: ['WELCOME10'],
    lines: [
      {
        sku: 'SHIRT-S-SAND',
        productName: 'Linen Shirt',
        variantAttributes: { Size: 'S', Color: 'Sand' },
        quantity: 2,
        unitPriceCents: 6800,
        lineTotalCents: 13600,
        answers: [],
      },
    ],
    subtotalCents: 13600,
    discountCents: 1360,
    shippingCents: 0,
    taxCents: 887,
    grandTotalCents: 13127,
    giftCardCents: 0,
    currency: 'USD',
    testMode: true,
    trackingNumber: null,
    createdAt: '2026-05-01T10:00:00.000Z',
    paymentProvider: 'test',
    paymentReference: 'test_pay_1',
    paymentStatus: 'captured',
    fulfilledAt: null,
    cancelledAt: null,
    refundedAt: null,
    nothingToShip: false,
    ...overrides,
  };
}
