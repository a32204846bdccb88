import type { StripeWebhookEvent, StripeWebhookResponse } from '@plinth/contracts';
import { nowIso, writeTransaction, type Db } from '@plinth/db';
import { recordProviderPayment, type ProviderPaymentChange } from '../orders';
import { findPaymentEvent, insertPaymentEventIfNew, updatePaymentEvent } from './queries';

export type PaymentEventOutcome = StripeWebhookResponse['outcome'];

/** The payment (PaymentIntent) an event is about, and what it says happened to it; null: not ours. */
function readStripeEvent(
  event: StripeWebhookEvent,
): { reference: string; change: ProviderPaymentChange } | null {
  const object = event.data.object;
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { reference: object.id, change: 'captured' };
    case 'payment_intent.canceled':
      return { reference: object.id, change: 'voided' };
    case 'payment_intent.payment_failed':
      // A refusal at authorization rolled its order back; one after it changes nothing we hold.
      return { reference: object.id, change: null };
    case 'charge.refunded': {
      if (typeof object.payment_intent !== 'string') return null;
      const full = object.amount !== undefined && (object.amount_refunded ?? 0) >= object.amount;
      return { reference: object.payment_intent, change: full ? 'refunded' : null };
    }
    default:
      return null;
  }
}

/**
 * One verified Stripe event (decision 0033), processed once by its id: the event row and the change to
 * its order are written in one transaction, so a delivery repeated (Stripe retries until it hears 2xx)
 * or arriving twice at once finds the row and changes nothing. Types Plinth does not use are answered
 * and not stored.
 */
export async function handleStripeEvent(db: Db, event: StripeWebhookEvent): Promise<StripeWebhookResponse> {
  const read = readStripeEvent(event);
  if (!read) return { received: true, duplicate: false, outcome: 'ignored' };
  return writeTransaction(db, async (trx) => {
    const inserted = await insertPaymentEventIfNew(trx, {
      id: event.id,
      provider: 'stripe',
      type: event.type,
      payment_reference: read.reference.slice(0, 64),
      order_id: null,
      outcome: 'recorded',
      received_at: nowIso(),
    });
    if (!inserted) {
      const earlier = await findPaymentEvent(trx, event.id);
      return {
        received: true,
        duplicate: true,
        outcome: (earlier?.outcome ?? 'recorded') as PaymentEventOutcome,
      };
    }
    const { orderId, applied } = await recordProviderPayment(trx, 'stripe', read.reference, read.change);
    const outcome: PaymentEventOutcome = applied ? 'applied' : 'recorded';
    await updatePaymentEvent(trx, event.id, { order_id: orderId, outcome });
    return { received: true, duplicate: false, outcome };
  });
}
