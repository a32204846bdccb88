import { ORDER_STATUS } from '@plinth/contracts';
import { nowIso, writeTransaction, type Db, type Executor, type JobRow } from '@plinth/db';
import type { Jobs } from '../jobs';
import type { PaymentProvider } from '../payments';
import { findOrder, updateOrder } from './queries';
import { recordPaymentCaptured } from './service';

/** The job kind that settles an order's held payment; its payload is { websiteId, orderId }. */
export const PAYMENT_SETTLEMENT_JOB_KIND = 'order.settle-payment';

/**
 * How long after the order the job looks: the capture right after the commit has long happened unless
 * the process died in between (decision 0029), and a held payment is still well within a provider's
 * hold period.
 */
export const PAYMENT_SETTLEMENT_DELAY_MS = 10 * 60 * 1000;

interface SettlementPayload {
  websiteId: string;
  orderId: string;
}

/**
 * Queues, in the order's transaction (after its payment was authorized), the job that captures the
 * payment should the capture after the commit never happen. One per order.
 */
export async function queuePaymentSettlement(
  jobs: Pick<Jobs, 'enqueue' | 'queue'>,
  trx: Executor,
  payload: SettlementPayload,
): Promise<void> {
  await jobs.enqueue(
    {
      kind: PAYMENT_SETTLEMENT_JOB_KIND,
      payload,
      dedupeKey: `payment-settlement:${payload.orderId}`,
      websiteId: payload.websiteId,
      runAt: jobs.queue.now() + PAYMENT_SETTLEMENT_DELAY_MS,
    },
    trx,
  );
}

export type SettlementOutcome = 'captured' | 'voided' | 'nothing';

/**
 * Settles a payment still `authorized`: captured for an order that stands (placed or fulfilled; one
 * with nothing to ship is then fulfilled, decision 0063), voided for one that does not (cancelled or
 * refunded). Anything else was settled already, so running it again does nothing. The order is locked while the provider is asked (whose calls are idempotent), as a
 * cancel locks it, so the two never act on the same hold at once.
 */
export async function settlePayment(
  db: Db,
  payments: PaymentProvider,
  { websiteId, orderId }: SettlementPayload,
): Promise<SettlementOutcome> {
  return writeTransaction(db, async (trx) => {
    const order = await findOrder(trx, websiteId, orderId, { lock: true });
    if (!order || order.payment_status !== 'authorized' || order.payment_reference === null) return 'nothing';
    const stands =
      order.status === ORDER_STATUS.placed ||
      order.status === ORDER_STATUS.partiallyFulfilled ||
      order.status === ORDER_STATUS.fulfilled;
    if (stands) await payments.capture(order.payment_reference);
    else await payments.void(order.payment_reference);
    if (stands) {
      await recordPaymentCaptured(trx, order.id);
      return 'captured';
    }
    await updateOrder(trx, order.id, { payment_status: 'voided' }, nowIso());
    return 'voided';
  });
}

/** The job handler: a provider that fails throws, and the queue tries again with its backoff. */
export function paymentSettlementHandler(db: Db, payments: PaymentProvider) {
  return async (job: JobRow): Promise<void> => {
    await settlePayment(db, payments, JSON.parse(job.payload) as SettlementPayload);
  };
}
