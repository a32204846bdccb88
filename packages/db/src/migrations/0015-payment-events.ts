import type { Kysely } from 'kysely';

/**
 * Payment provider webhooks (issue 9 part 3, docs/decisions/0033-stripe-adapter.md).
 *
 * `payment_events`: one row per provider event processed, keyed by the provider's event id, so an event
 * delivered again (Stripe retries until it hears 2xx, and may deliver twice) changes nothing the second
 * time. The row is written in the same transaction as the change the event makes to its order.
 *
 * `orders_payment_reference`: a webhook names the payment (a PaymentIntent id), not the order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('type', 'varchar(64)', (c) => c.notNull())
    .addColumn('payment_reference', 'varchar(64)')
    .addColumn('order_id', 'varchar(32)', (c) => c.references('orders.id').onDelete('set null'))
    // applied (the order changed) | recorded (nothing to change) | ignored (a type Plinth does not use)
    .addColumn('outcome', 'varchar(16)', (c) => c.notNull())
    .addColumn('received_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('orders_payment_reference')
    .on('orders')
    .columns(['payment_reference'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_payment_reference').execute();
  await db.schema.dropTable('payment_events').execute();
}
