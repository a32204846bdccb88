import { describe, expect, test } from 'vitest';
import { createTestProcessor, TEST_CARD } from './test-processor';

const request = (number: string, idempotencyKey = 'cart-1:1000') => ({
  idempotencyKey,
  amountCents: 1000,
  currency: 'USD',
  card: { number, expiry: '12/34', securityCode: '123' },
  description: 'Order #1001',
});

describe('test payment processor', () => {
  test('4242… is authorized once per key, and only a capture takes the money', async () => {
    const processor = createTestProcessor();
    const first = await processor.authorize(request(TEST_CARD.succeeds));
    const again = await processor.authorize(request(TEST_CARD.succeeds));
    expect(first).toEqual(again);
    expect(processor.payments()).toHaveLength(1);
    expect(processor.chargedCents()).toBe(0);
    if (!first.ok) throw new Error('expected an authorization');
    await processor.capture(first.reference);
    await processor.capture(first.reference);
    expect(processor.chargedCents()).toBe(1000);
    await processor.refund(first.reference, 1000);
    await processor.refund(first.reference, 1000);
    expect(processor.chargedCents()).toBe(0);
  });

  test('4000 0000 0000 0002 is declined on the card number and holds nothing', async () => {
    const processor = createTestProcessor();
    expect(await processor.authorize(request('4000 0000 0000 0002'))).toEqual({
      ok: false,
      field: 'card.number',
      message: 'Your card was declined.',
    });
    expect(await processor.authorize(request('5555555555554444'))).toMatchObject({ ok: false });
    expect(processor.payments()).toEqual([]);
  });

  test('a voided hold is released, and the same key may then authorize anew', async () => {
    const processor = createTestProcessor();
    const first = await processor.authorize(request(TEST_CARD.succeeds));
    if (!first.ok) throw new Error('expected an authorization');
    await processor.void(first.reference);
    const second = await processor.authorize(request(TEST_CARD.succeeds));
    expect(second).toMatchObject({ ok: true });
    expect(second).not.toEqual(first);
    await expect(processor.capture(first.reference)).rejects.toThrow(/voided/);
  });

  test('a hold made by an earlier process (unknown here) can still be captured or voided, moving nothing', async () => {
    const processor = createTestProcessor();
    await processor.capture('test_from-before-a-restart');
    await processor.capture('test_from-before-a-restart');
    await processor.void('test_another-one');
    expect(processor.chargedCents()).toBe(0);
    expect(processor.payments().map((p) => [p.reference, p.status])).toEqual([
      ['test_from-before-a-restart', 'captured'],
      ['test_another-one', 'voided'],
    ]);
    await expect(processor.capture('not-a-test-reference')).rejects.toThrow(/Unknown/);
  });
});
