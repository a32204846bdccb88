import { CHECKOUT_PAGE, PERMISSION, type OwnerOrder } from '@plinth/contracts';
import type { Executor } from '@plinth/db';
import {
  orderCancelledTemplate,
  orderConfirmationTemplate,
  orderRefundedTemplate,
  orderShippedTemplate,
  shipmentSentTemplate,
  type EmailTemplate,
  type Mail,
  type OrderEmailData,
  type QueueEmailInput,
} from '../email';
import { orderEmailExtras } from './order-email-extras';
import type { OrderEventContext, OrderNotifier } from './order-notifier';
import { ownerOrderNotices } from './order-owner-notice';

/**
 * The dedupe keys (and so the Message-IDs) of an order's emails: each at most once per order (an order
 * is cancelled once: the status changes allow no second time), and one per refund (decision 0065).
 */
export const orderEmailKey = {
  confirmation: (orderId: string) => `order-confirmation:${orderId}`,
  shipped: (orderId: string) => `order-shipped:${orderId}`,
  /** Each shipment of an order shipped in parts (decision 0067). */
  shipment: (shipmentId: string) => `shipment:${shipmentId}`,
  cancelled: (orderId: string) => `order-cancelled:${orderId}`,
  refunded: (refundId: string) => `refund:${refundId}`,
};

/** The order status page (211) of an order, absolute. */
export function orderStatusUrl(origin: string, statusToken: string): string {
  return `${origin}${CHECKOUT_PAGE.orderStatusPrefix}${statusToken}`;
}

/**
 * The default notifier: the confirmation email when an order is placed, the shipping email when it is
 * fulfilled (or one per shipment of an order shipped in parts), a notice when it is cancelled or refunded, each to the order's email, queued in the
 * order's transaction (docs/jobs-and-email.md); and, for a placed order, the owner's new-order email
 * (order-owner-notice.ts). The worker is woken by the caller once that transaction has committed.
 */
export function createOrderEmailNotifier(mail: Pick<Mail, 'queue' | 'prepare' | 'queueAll'>): OrderNotifier {
  async function input(
    trx: Executor,
    order: OwnerOrder,
    context: OrderEventContext,
    template: EmailTemplate<OrderEmailData>,
    dedupeKey: string,
    refund?: OrderEmailData['refund'],
  ): Promise<QueueEmailInput<OrderEmailData>> {
    return {
      websiteId: context.site.id,
      siteName: context.site.title,
      dedupeKey,
      template,
      data: {
        order,
        statusUrl: orderStatusUrl(context.origin, order.statusToken),
        ...(await orderEmailExtras(trx, order, context)),
        ...(refund ? { refund } : {}),
        ...(context.subscriptionUrl ? { subscriptionUrl: context.subscriptionUrl } : {}),
      },
      to: order.email,
      readPermission: PERMISSION.ordersView,
    };
  }
  async function queue(...args: Parameters<typeof input>): Promise<void> {
    await mail.queue(args[0], await input(...args));
  }
  return {
    // The shopper's confirmation and the owner's notices in one go: two statements for all of them.
    orderPlaced: async (trx, order, context) => {
      const confirmation = await input(
        trx,
        order,
        context,
        orderConfirmationTemplate,
        orderEmailKey.confirmation(order.id),
      );
      const notices = await ownerOrderNotices(mail, trx, order, context);
      await mail.queueAll(trx, [mail.prepare(confirmation), ...notices]);
    },
    orderFulfilled: (trx, order, context) =>
      queue(trx, order, context, orderShippedTemplate, orderEmailKey.shipped(order.id)),
    shipmentSent: async (trx, order, shipmentId, context) => {
      await mail.queue(trx, {
        websiteId: context.site.id,
        siteName: context.site.title,
        dedupeKey: orderEmailKey.shipment(shipmentId),
        template: shipmentSentTemplate,
        data: {
          order,
          shipmentId,
          statusUrl: orderStatusUrl(context.origin, order.statusToken),
          ...(await orderEmailExtras(trx, order, context)),
        },
        to: order.email,
        readPermission: PERMISSION.ordersView,
      });
    },
    orderCancelled: (trx, order, context) =>
      queue(trx, order, context, orderCancelledTemplate, orderEmailKey.cancelled(order.id)),
    orderRefunded: (trx, order, context, refund) =>
      queue(trx, order, context, orderRefundedTemplate, orderEmailKey.refunded(refund.id), {
        amountCents: refund.amountCents,
        cardCents: refund.cardCents,
        giftCardCents: refund.giftCardCents,
        full: refund.full,
        lines: refund.lines.flatMap((refunded) => {
          const line = order.lines.find((l) => l.id === refunded.lineId);
          return line
            ? [
                {
                  lineId: line.id,
                  productName: line.productName,
                  quantity: refunded.quantity,
                  amountCents: refunded.amountCents,
                },
              ]
            : [];
        }),
      }),
  };
}
