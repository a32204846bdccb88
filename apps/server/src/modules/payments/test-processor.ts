import { formatCheckoutMessage } from '@plinth/commerce';
import { newId } from '@plinth/db';
import type { AuthorizationRequest, AuthorizationResult, PaymentProvider } from './payment-provider';

/** Stripe's well-known test numbers: the first always succeeds, the second is always declined. */
export const TEST_CARD = { succeeds: '4242424242424242', declined: '4000000000000002' } as const;

export type TestPaymentStatus = 'authorized' | 'captured' | 'voided' | 'refunded';

export interface TestPayment {
  reference: string;
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  status: TestPaymentStatus;
  refundedCents: number;
}

export interface TestProcessor extends PaymentProvider {
  /** Every authorization made, in order (declined attempts hold nothing and are not listed). */
  payments(): TestPayment[];
  /** What has really been taken: captured minus refunded, in minor units. */
  chargedCents(): number;
}

/**
 * A saved test card is the test number itself behind a prefix: test numbers are public, and the token
 * must outlive this process (the processor's state does not). `test_card_4000000000000002` is a card
 * saved and later declined, which tests use for a renewal that cannot be paid.
 */
const SAVED_CARD_PREFIX = 'test_card_';

/**
 * The built-in payment processor (the default with no payment keys configured): no money moves, but it
 * keeps the same rules a real one does. Card 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
 * declined ("Your card was declined."), any other number is refused with a hint at the test card.
 * State lives in this process only; orders record what it answered.
 */
export function createTestProcessor(): TestProcessor {
  const byKey = new Map<string, TestPayment>();
  const byReference = new Map<string, TestPayment>();
  const refundKeys = new Set<string>();

  function get(reference: string): TestPayment {
    const payment = byReference.get(reference);
    if (!payment) throw new Error(`Unknown test payment ${reference}`);
    return payment;
  }

  /**
   * A hold this process does not know was made by an earlier one (the state lived in its memory): a
   * restarted server settling it must not fail for ever. Adopted as an authorization of nothing.
   */
  function getOrAdopt(reference: string): TestPayment {
    if (!byReference.has(reference) && reference.startsWith('test_')) {
      const adopted: TestPayment = {
        reference,
        idempotencyKey: `adopted:${reference}`,
        amountCents: 0,
        currency: 'XXX',
        status: 'authorized',
        refundedCents: 0,
      };
      byReference.set(reference, adopted);
    }
    return get(reference);
  }

  async function authorize(
    idempotencyKey: string,
    request: Pick<AuthorizationRequest, 'amountCents' | 'currency'>,
    cardNumber: string,
  ): Promise<AuthorizationResult> {
    const earlier = byKey.get(idempotencyKey);
    const number = cardNumber.replace(/\D/g, '');
    const card = { brand: testCardBrand(number), last4: number.slice(-4) };
    if (earlier && earlier.status !== 'voided') return { ok: true, reference: earlier.reference, card };
    if (number === TEST_CARD.declined) {
      return { ok: false, field: 'card.number', message: formatCheckoutMessage('cardDeclined') };
    }
    if (number !== TEST_CARD.succeeds) {
      return { ok: false, field: 'card.number', message: formatCheckoutMessage('testCardOnly') };
    }
    const payment: TestPayment = {
      reference: `test_${newId()}`,
      idempotencyKey: idempotencyKey,
      amountCents: request.amountCents,
      currency: request.currency,
      status: 'authorized',
      refundedCents: 0,
    };
    byKey.set(idempotencyKey, payment);
    byReference.set(payment.reference, payment);
    return { ok: true, reference: payment.reference, card };
  }

  return {
    name: 'test',
    testMode: true,

    authorize: (request) => authorize(request.idempotencyKey, request, request.card.number),

    async saveCard({ card }) {
      const number = card.number.replace(/\D/g, '');
      return { token: `${SAVED_CARD_PREFIX}${number}`, last4: number.slice(-4) };
    },

    async authorizeSaved(request) {
      const number = request.cardToken.startsWith(SAVED_CARD_PREFIX)
        ? request.cardToken.slice(SAVED_CARD_PREFIX.length)
        : '';
      return authorize(request.idempotencyKey, request, number);
    },

    async capture(reference) {
      const payment = getOrAdopt(reference);
      if (payment.status === 'authorized') payment.status = 'captured';
      else if (payment.status !== 'captured') throw new Error(`Cannot capture a ${payment.status} payment`);
    },

    async void(reference) {
      const payment = getOrAdopt(reference);
      if (payment.status === 'authorized') payment.status = 'voided';
      else if (payment.status !== 'voided') throw new Error(`Cannot void a ${payment.status} payment`);
    },

    async refund(reference, amountCents, refundKey) {
      const payment = get(reference);
      if (payment.status === 'authorized') {
        payment.status = 'voided';
        return null;
      }
      if (payment.status === 'voided' || payment.status === 'refunded') return null;
      // A retry of one refund (same key) returns nothing more, as a real provider's idempotency does.
      const key = `${reference}:${refundKey ?? `all:${amountCents}`}`;
      if (refundKeys.has(key)) return null;
      refundKeys.add(key);
      payment.refundedCents = Math.min(payment.amountCents, payment.refundedCents + amountCents);
      if (payment.refundedCents === payment.amountCents) payment.status = 'refunded';
      return null;
    },

    payments: () => [...byReference.values()].map((p) => ({ ...p })),
    chargedCents: () =>
      [...byReference.values()]
        .filter((p) => p.status === 'captured' || p.status === 'refunded')
        .reduce((sum, p) => sum + p.amountCents - p.refundedCents, 0),
  };
}

/** The network a test card number belongs to, by its leading digits (only Visa's 4242… succeeds). */
function testCardBrand(number: string): string | null {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65)/.test(number)) return 'discover';
  return null;
}
