import type { OrderRefund, OwnerOrder } from '@plinth/contracts';
import type { Executor } from '@plinth/db';
import type { PaidCard } from '../payments';
import type { Site } from '../sites';

/** Where an order change happened: the site, and the address its request came to (for links). */
export interface OrderEventContext {
  site: Site;
  /** https://shop.example: absolute links in emails point here (as the invitation's accept link does). */
  origin: string;
  /**
   * The order is a subscription's (its first or a renewal): the subscription's own page, absolute,
   * where a guest sees or cancels it (its token is the key). The emails link to it.
   */
  subscriptionUrl?: string;
  /** The card an order being placed was paid with, when the provider named it (its confirmation email). */
  card?: PaidCard;
  /** The gift card code it was paid with in part or whole (redeemed after the order is written). */
  giftCardCode?: string;
  /**
   * The pictures of the lines of an order being placed, by SKU (the variant's own, the product's as
   * JSON), read with the cart: its confirmation then asks the database nothing more for them.
   */
  linePictures?: ReadonlyMap<string, { image: string | null; images: string | null }>;
}

/**
 * What the rest of the system hears about orders: the confirmation and shipping emails are queued
 * here. Each call runs inside the transaction that writes the change, with that transaction, so an
 * email job enqueued there commits or rolls back with the order; a throw rolls the change back.
 * It must only write through `trx` and must not call outside services (mail goes out from the job).
 */
export interface OrderNotifier {
  orderPlaced(trx: Executor, order: OwnerOrder, context: OrderEventContext): Promise<void>;
  orderFulfilled(trx: Executor, order: OwnerOrder, context: OrderEventContext): Promise<void>;
  /**
   * One shipment of an order shipped in parts (decision 0067): `order.shipments` holds it, by id. An
   * order shipped whole at once is told through orderFulfilled instead.
   */
  shipmentSent(
    trx: Executor,
    order: OwnerOrder,
    shipmentId: string,
    context: OrderEventContext,
  ): Promise<void>;
  orderCancelled(trx: Executor, order: OwnerOrder, context: OrderEventContext): Promise<void>;
  /** Each refund, partial or full (decision 0065); `refund.full` when it completes the order's. */
  orderRefunded(
    trx: Executor,
    order: OwnerOrder,
    context: OrderEventContext,
    refund: RefundNotice,
  ): Promise<void>;
}

/** A refund as the notifier hears of it: the row, and whether the order is now refunded in full. */
export type RefundNotice = OrderRefund & { full: boolean };

/** Nothing is sent (tests that watch orders without their email). */
export const noOrderNotifier: OrderNotifier = {
  orderPlaced: async () => undefined,
  orderFulfilled: async () => undefined,
  shipmentSent: async () => undefined,
  orderCancelled: async () => undefined,
  orderRefunded: async () => undefined,
};
