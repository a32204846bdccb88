import type { Executor, Insertable, PaymentEventsTable } from '@plinth/db';

/** Inserts the event unless its id was processed before (then nothing changes); true when inserted. */
export async function insertPaymentEventIfNew(
  executor: Executor,
  event: Insertable<PaymentEventsTable>,
): Promise<boolean> {
  const result = await executor
    .insertInto('payment_events')
    .values(event)
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return result !== undefined;
}

export async function findPaymentEvent(executor: Executor, id: string) {
  const row = await executor.selectFrom('payment_events').selectAll().where('id', '=', id).executeTakeFirst();
  return row ?? null;
}

export async function updatePaymentEvent(
  executor: Executor,
  id: string,
  change: { order_id: string | null; outcome: string },
): Promise<void> {
  await executor.updateTable('payment_events').set(change).where('id', '=', id).execute();
}
