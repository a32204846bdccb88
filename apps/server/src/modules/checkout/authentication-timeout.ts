import { writeTransaction, type Db, type JobRow } from '@plinth/db';
import { findCheckoutCart } from '../cart';
import type { Jobs } from '../jobs';
import { findOrderOfCart } from '../orders';
import type { PaymentProvider } from '../payments';

/** The job kind that releases a payment left waiting for 3-D Secure; payload AuthenticationTimeout. */
export const AUTHENTICATION_TIMEOUT_JOB_KIND = 'checkout.authentication-timeout';

/**
 * How long a shopper has to authenticate a payment and come back (decision 0066): Stripe's challenge
 * window is minutes; after this the payment is cancelled unless an order holds it.
 */
export const AUTHENTICATION_TIMEOUT_MS = 15 * 60 * 1000;

interface AuthenticationTimeout {
  websiteId: string;
  cartId: string;
  reference: string;
}

/** Queues, in its own transaction, the job that cancels `reference` should no order take it. */
export async function queueAuthenticationTimeout(
  app: { db: Db; jobs: Pick<Jobs, 'enqueue' | 'queue' | 'wake'> },
  payload: AuthenticationTimeout,
): Promise<void> {
  await writeTransaction(app.db, (trx) =>
    app.jobs.enqueue(
      {
        kind: AUTHENTICATION_TIMEOUT_JOB_KIND,
        payload,
        dedupeKey: `authentication-timeout:${payload.reference}`,
        websiteId: payload.websiteId,
        runAt: app.jobs.queue.now() + AUTHENTICATION_TIMEOUT_MS,
      },
      trx,
    ),
  );
}

/**
 * Cancels the payment unless the cart's order holds it. The cart row is locked as placing the order
 * locks it, so the two never cross: an order placed first keeps its payment; after the cancel, placing
 * with it is refused ("not authenticated"). A provider failing throws: the queue retries.
 */
export async function releaseUnusedAuthentication(
  db: Db,
  payments: PaymentProvider,
  { websiteId, cartId, reference }: AuthenticationTimeout,
): Promise<'kept' | 'cancelled'> {
  return writeTransaction(db, async (trx) => {
    const cart = await findCheckoutCart(trx, websiteId, cartId, { lock: true });
    const order = cart ? await findOrderOfCart(trx, cart.id) : null;
    if (order?.paymentReference === reference) return 'kept';
    await payments.void(reference);
    return 'cancelled';
  });
}

export function authenticationTimeoutHandler(db: Db, payments: PaymentProvider) {
  return async (job: JobRow): Promise<void> => {
    await releaseUnusedAuthentication(db, payments, JSON.parse(job.payload) as AuthenticationTimeout);
  };
}
