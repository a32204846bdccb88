import { nowIso, type Executor } from '@plinth/db';
import { findOrderByPaymentReference, markFulfilledIfNothingToShip, updateOrder } from './queries';

/** What a provider's webhook says happened to a payment, outside Plinth's own calls (decision 0033). */
export type ProviderPaymentChange = 'captured' | 'voided' | 'refunded' | null;

/** Which payment statuses each change may follow: a webhook never moves a payment backwards. */
const FROM: Record<Exclude<ProviderPaymentChange, null>, readonly string[]> = {
  captured: ['authorized'],
  voided: ['authorized'],
  // Partial refunds made here (decision 0065), then the rest at the provider.
  refunded: ['captured', 'partly_refunded'],
};

/**
 * Records on the order of `reference` what its provider reports, in the caller's transaction: a hold
 * captured (Plinth's capture, or the settlement job's, confirmed; or one taken in the provider's
 * dashboard), a hold cancelled (expired, or cancelled there), a payment refunded in full there. The
 * order is locked, as capture, cancel and settlement lock it. Nothing changes when the payment is
 * already there (Plinth got there first) or the change does not follow from where it is. The order's
 * own status is the owner's: a refund made at the provider does not cancel it.
 */
export async function recordProviderPayment(
  trx: Executor,
  provider: string,
  reference: string,
  change: ProviderPaymentChange,
): Promise<{ orderId: string | null; applied: boolean }> {
  const order = await findOrderByPaymentReference(trx, provider, reference, { lock: change !== null });
  if (!order) return { orderId: null, applied: false };
  if (change === null || !FROM[change].includes(order.payment_status))
    return { orderId: order.id, applied: false };
  const now = nowIso();
  await updateOrder(
    trx,
    order.id,
    { payment_status: change, ...(change === 'captured' ? { captured_at: now } : {}) },
    now,
  );
  // Paid: an order with nothing to ship needs nothing more from the owner (decision 0063).
  if (change === 'captured') await markFulfilledIfNothingToShip(trx, order.id, now);
  return { orderId: order.id, applied: true };
}
