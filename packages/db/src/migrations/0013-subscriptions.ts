import type { Kysely } from 'kysely';

/**
 * Subscriptions (issue 9 part 6, decision 0031). A subscription checkout starts from a cart of its own
 * (`subscription_carts` flags a `carts` row, holding the one item, apart from the shopper's cart);
 * placing it writes the first order and a `subscriptions` row; each renewal order is linked in
 * `subscription_orders`, whose (subscription, cycle) key means a cycle is billed once, whatever retries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscription_carts')
    .addColumn('cart_id', 'varchar(32)', (c) => c.primaryKey().references('carts.id').onDelete('cascade'))
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    // The unguessable part of the subscription confirmed page's address (206).
    .addColumn('token', 'varchar(64)', (c) => c.notNull().unique())
    // The subscription cart it came from: one subscription per cart.
    .addColumn('cart_id', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('site_user_id', 'varchar(32)')
    .addColumn('email', 'varchar(256)', (c) => c.notNull())
    .addColumn('product_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('variant_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('sku', 'varchar(100)', (c) => c.notNull())
    .addColumn('product_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('variant_attributes', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('additional_fields', 'text')
    .addColumn('billing_value', 'integer', (c) => c.notNull())
    // WEEK | MONTH | YEAR
    .addColumn('billing_unit', 'varchar(8)', (c) => c.notNull())
    // 0: until cancelled
    .addColumn('num_billing_cycles', 'integer', (c) => c.notNull())
    // Cycles paid so far; the first order is cycle 1.
    .addColumn('cycles_billed', 'integer', (c) => c.notNull())
    // active | past_due | cancelled | completed
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    // The day the plan is anchored to (the first order's time): renewal n is anchor + (n-1) periods.
    .addColumn('anchor_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('next_billing_at', 'varchar(32)')
    // JSON: OrderAddress, or null when nothing ships
    .addColumn('shipping_address', 'text')
    .addColumn('shipping_option_id', 'varchar(32)')
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('payment_provider', 'varchar(16)', (c) => c.notNull())
    // The provider's saved card, charged at each renewal; null when nothing is to be paid
    .addColumn('card_token', 'varchar(64)')
    .addColumn('card_last4', 'varchar(4)')
    // https://shop.example: where the renewal emails' links point
    .addColumn('origin', 'varchar(300)', (c) => c.notNull())
    .addColumn('last_error', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('cancelled_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('subscriptions_site_created')
    .on('subscriptions')
    .columns(['website_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('subscriptions_site_user')
    .on('subscriptions')
    .columns(['website_id', 'site_user_id'])
    .execute();

  await db.schema
    .createTable('subscription_orders')
    .addColumn('order_id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('subscription_id', 'varchar(32)', (c) =>
      c.notNull().references('subscriptions.id').onDelete('cascade'),
    )
    .addColumn('cycle', 'integer', (c) => c.notNull())
    .addUniqueConstraint('subscription_orders_cycle', ['subscription_id', 'cycle'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('subscription_orders').execute();
  await db.schema.dropTable('subscriptions').execute();
  await db.schema.dropTable('subscription_carts').execute();
}
