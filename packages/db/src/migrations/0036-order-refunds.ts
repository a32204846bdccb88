import { sql, type Kysely } from 'kysely';

/**
 * Refunds of an order, full or partial, by amount or by lines (issue 23 §4, decision 0065): one row per
 * refund the provider accepted, numbered per order (`sequence`, also the provider's idempotency key), and
 * on the order what has gone back in all and when its payment was captured (the payment history).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_refunds')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(32)', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull())
    // 1, 2, 3 ... per order: the provider's idempotency key is made of it (decision 0065).
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    // What went back to the card and to gift cards; the two add up to amount_cents.
    .addColumn('card_cents', 'integer', (c) => c.notNull())
    .addColumn('gift_card_cents', 'integer', (c) => c.notNull())
    // JSON: [{lineId, quantity, amountCents}]; [] for a refund by amount.
    .addColumn('lines', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('restocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('note', 'varchar(500)')
    // The provider's refund (Stripe: re_...), null for a released hold or the test processor.
    .addColumn('provider_reference', 'varchar(64)')
    // refunded | released (a hold not yet captured was let go instead)
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    // The owner or team member who refunded (users.id); null once the account is gone.
    .addColumn('created_by', 'varchar(32)')
    .addUniqueConstraint('order_refunds_order_sequence', ['order_id', 'sequence'])
    .addCheckConstraint('order_refunds_positive', sql`amount_cents > 0`)
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('captured_at', 'varchar(32)').execute();
  // Orders refunded in full before this migration: everything went back.
  await sql`update orders set refunded_cents = grand_total_cents where status = 'refunded'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('captured_at').execute();
  await db.schema.alterTable('orders').dropColumn('refunded_cents').execute();
  await db.schema.dropTable('order_refunds').execute();
}
