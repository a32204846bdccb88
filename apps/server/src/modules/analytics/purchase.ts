import { ANALYTICS_EVENTS } from '@plinth/contracts';
import { analyticsEventRow, newId, type Executor } from '@plinth/db';
import type { OrderNotifier } from '../orders';
import { insertEvents } from './queries';

/** The dedupe key of an order's Purchase event: the unique index makes its write idempotent. */
export const purchaseDedupeKey = (orderId: string) => `purchase:${orderId}`;

/**
 * Wraps the order notifier so that every placed order (checkout, and each subscription renewal) also
 * writes its Purchase analytics event, in the order's own transaction: it commits or rolls back with
 * the order, and a retried or replayed placement finds the key taken and adds nothing.
 */
export function withPurchaseEvents(notifier: OrderNotifier): OrderNotifier {
  return {
    ...notifier,
    orderPlaced: async (trx, order, context) => {
      await recordPurchase(trx, {
        websiteId: context.site.id,
        orderId: order.id,
        orderNumber: order.orderNumber,
        valueCents: order.grandTotalCents,
        currency: order.currency,
        testMode: order.testMode,
      });
      await notifier.orderPlaced(trx, order, context);
    },
  };
}

export async function recordPurchase(
  trx: Executor,
  purchase: {
    websiteId: string;
    orderId: string;
    orderNumber: number;
    valueCents: number;
    currency: string;
    testMode: boolean;
  },
): Promise<void> {
  await insertEvents(trx, [
    analyticsEventRow({
      id: newId(),
      website_id: purchase.websiteId,
      occurred_at: new Date().toISOString(),
      event: ANALYTICS_EVENTS.purchase,
      value_cents: purchase.valueCents,
      currency: purchase.currency,
      data: JSON.stringify({
        order_id: purchase.orderId,
        order_number: purchase.orderNumber,
        test_mode: purchase.testMode,
      }),
      dedupe_key: purchaseDedupeKey(purchase.orderId),
    }),
  ]);
}
