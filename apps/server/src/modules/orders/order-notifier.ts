import type { OwnerOrder } from '@plinth/contracts';
import type { Executor } from '@plinth/db';

/**
 * What the rest of the system hears about orders: where the confirmation and shipping emails will be
 * queued (issue 9 part 1 builds the queue). Each call runs inside the transaction that writes the
 * change, with that transaction, so an email job enqueued there commits or rolls back with the order.
 * It must only write through `trx` and must not call outside services (mail goes out from the job).
 */
export interface OrderNotifier {
  orderPlaced(trx: Executor, order: OwnerOrder): Promise<void>;
  orderFulfilled(trx: Executor, order: OwnerOrder): Promise<void>;
}

/** The default until the email queue is wired in: nothing is sent. */
export const noOrderNotifier: OrderNotifier = {
  orderPlaced: async () => undefined,
  orderFulfilled: async () => undefined,
};
