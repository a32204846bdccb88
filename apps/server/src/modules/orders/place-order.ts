import type { OwnerOrder } from '@plinth/contracts';
import { newId, writeTransaction, type Executor } from '@plinth/db';
import type { OrderEventContext } from './order-notifier';
import { queuePaymentSettlement } from './payment-settlement';
import { createOrder, recordPaymentCaptured, type NewOrder, type OrdersApp } from './service';

/**
 * The one way an order is placed (issue 23 §1; decision 0029), for checkout, Buy now and subscription
 * renewals alike, in two steps:
 *
 * 1. `placeOrderOnce` runs the caller's `write` in one write transaction. There the caller checks and
 *    takes stock (inventory), prices, authorizes the payment and tells `payment.held(reference)`, then
 *    writes the order with `writeOrder`. Should anything throw before the commit, the hold is voided:
 *    no payment without its order.
 * 2. After the commit, the jobs are woken (the confirmation email, the settlement) and the held payment
 *    of a new order captured (an order with nothing to ship is then fulfilled: decision 0063). Should
 *    the capture fail or the process die first, the settlement job captures it: no order without its
 *    payment, and never twice.
 */
export interface PaymentHold {
  /** The provider's hold made in this transaction (voided should the transaction not commit). */
  held(reference: string): void;
}

export interface OrderWrite<T> {
  value: T;
  /** The order written by this call, whose held payment is captured after the commit; null for none. */
  placedOrderId: string | null;
}

export async function placeOrderOnce<T>(
  app: OrdersApp,
  write: (trx: Executor, payment: PaymentHold) => Promise<OrderWrite<T>>,
): Promise<T> {
  const { payments } = app;
  let reference: string | null = null;
  let written: OrderWrite<T>;
  try {
    written = await writeTransaction(app.db, (trx) =>
      write(trx, {
        held: (held) => {
          reference = held;
        },
      }),
    );
  } catch (error) {
    // The transaction did not commit: release a hold it made, so nothing stays held for no order.
    const hold: string | null = reference;
    if (hold !== null) await payments.void(hold).catch(() => undefined);
    throw error;
  }
  app.jobs.wake();
  const hold: string | null = reference;
  if (written.placedOrderId !== null && hold !== null) {
    // Taking the money now cannot be undone by a rollback: the order is committed with its hold.
    try {
      await payments.capture(hold);
      const orderId = written.placedOrderId;
      await recordPaymentCaptured(app.db.kysely, orderId);
    } catch (error) {
      app.log.warn(
        { err: error, orderId: written.placedOrderId },
        'Capture after placing the order failed; the settlement job retries',
      );
    }
  }
  return written.value;
}

/**
 * Writes the order in the placing transaction: with its payment hold, the job that settles that hold
 * later, the order, and what the rest of the system hears of it (the confirmation email).
 *
 * The order's number (decision 0064): on PostgreSQL it is taken by one statement on the database's
 * autocommit connection, so the site's number row is locked for that statement only, not from here to
 * the commit (which queued every order of the site behind the one before it). The caller has already
 * been paid and taken its stock, so a number is lost (a gap) only when the transaction fails after
 * this point: a database error or a crash. On SQLite, where one write transaction runs at a time, the
 * number is taken in the transaction: no gap ever.
 */
export async function writeOrder(
  app: Pick<OrdersApp, 'jobs' | 'orderNotifier' | 'db'>,
  trx: Executor,
  context: OrderEventContext,
  input: NewOrder,
): Promise<OwnerOrder> {
  const id = input.id ?? newId();
  if (input.paymentReference) {
    await queuePaymentSettlement(app.jobs, trx, { websiteId: input.websiteId, orderId: id });
  }
  const order = await createOrder(trx, { ...input, id }, app.db.autocommit ?? trx);
  await app.orderNotifier.orderPlaced(trx, order, context);
  return order;
}
