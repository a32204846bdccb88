import { sql, type Kysely } from 'kysely';

/**
 * Checkout and orders (issue 9 parts 2 to 4, decision 0029): what an owner sets up (shipping options,
 * tax rules, coupons), what a placed order keeps (orders, order_lines, a per-site number sequence) and
 * the purchase record analytics reads, written once per order. Variants get a weight for shipping by
 * weight. Money is integer minor units; rates are basis points.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('variants')
    .addColumn('weight_grams', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('shipping_options')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    // flat | weight | subtotal | free_over | pickup
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('free_over_cents', 'integer')
    // JSON: [{upTo: number | null, cents: number}] for weight (grams) and subtotal (cents)
    .addColumn('rates', 'text', (c) => c.notNull().defaultTo('[]'))
    // JSON: ["US", "CA"]; [] means everywhere
    .addColumn('countries', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shipping_options_site').on('shipping_options').column('website_id').execute();

  await db.schema
    .createTable('tax_rules')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('region', 'varchar(100)')
    .addColumn('rate_basis_points', 'integer', (c) => c.notNull())
    .addColumn('applies_to_shipping', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addCheckConstraint('tax_rules_rate_range', sql`rate_basis_points >= 0 and rate_basis_points <= 10000`)
    .execute();
  await db.schema.createIndex('tax_rules_site').on('tax_rules').columns(['website_id', 'country']).execute();

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    // Upper case: codes match without regard to case.
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('amount_off_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('percent_off', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('free_shipping', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('minimum_subtotal_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('usage_limit', 'integer')
    .addColumn('times_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('coupons_site_code', ['website_id', 'code'])
    .addCheckConstraint('coupons_percent_range', sql`percent_off >= 0 and percent_off <= 100`)
    .execute();

  // The last order number given per site; the first order takes 1001.
  await db.schema
    .createTable('order_number_sequences')
    .addColumn('website_id', 'varchar(32)', (c) =>
      c.primaryKey().references('websites.id').onDelete('cascade'),
    )
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('order_number', 'integer', (c) => c.notNull())
    .addColumn('status_token', 'varchar(64)', (c) => c.notNull().unique())
    // One order per cart: placing is idempotent per cart, whatever the concurrency.
    .addColumn('cart_id', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('site_user_id', 'varchar(32)')
    .addColumn('email', 'varchar(256)', (c) => c.notNull())
    // JSON: OrderAddress, or null when nothing ships
    .addColumn('shipping_address', 'text')
    .addColumn('shipping_option_name', 'varchar(100)')
    // JSON: string[]
    .addColumn('coupon_codes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull())
    .addColumn('shipping_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_cents', 'integer', (c) => c.notNull())
    .addColumn('grand_total_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('test_mode', 'integer', (c) => c.notNull())
    // placed | fulfilled | cancelled | refunded
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('payment_provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('payment_reference', 'varchar(64)')
    // none | authorized | captured | voided | refunded
    .addColumn('payment_status', 'varchar(16)', (c) => c.notNull())
    .addColumn('tracking_number', 'varchar(100)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('fulfilled_at', 'varchar(32)')
    .addColumn('cancelled_at', 'varchar(32)')
    .addColumn('refunded_at', 'varchar(32)')
    .addUniqueConstraint('orders_site_number', ['website_id', 'order_number'])
    .execute();
  await db.schema
    .createIndex('orders_site_created')
    .on('orders')
    .columns(['website_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('orders_site_user')
    .on('orders')
    .columns(['website_id', 'site_user_id'])
    .execute();

  // Lines copy what was bought, so an order reads the same after its product changes or goes.
  await db.schema
    .createTable('order_lines')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(32)', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('product_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('variant_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('sku', 'varchar(100)', (c) => c.notNull())
    .addColumn('product_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('product_type', 'integer', (c) => c.notNull())
    // JSON: Record<option, value>
    .addColumn('variant_attributes', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('line_total_cents', 'integer', (c) => c.notNull())
    // Whether the order took this line's units from stock (counted variants only); a cancel returns them.
    .addColumn('stock_taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('additional_fields', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addCheckConstraint('order_lines_quantity_positive', sql`quantity > 0`)
    .execute();
  await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();

  // Seed 000's "Order for analytics", keyed by order id and inserted once with the order.
  await db.schema
    .createTable('purchase_records')
    .addColumn('order_id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('purchased_cart_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('grand_total_cents', 'integer', (c) => c.notNull())
    .addColumn('shipping_total_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_total_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    // JSON: [{sku, productName, quantity, unitPrice}] with unitPrice in minor units
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('test_mode', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('purchase_records_site_created')
    .on('purchase_records')
    .columns(['website_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'purchase_records',
    'order_lines',
    'orders',
    'order_number_sequences',
    'coupons',
    'tax_rules',
    'shipping_options',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('variants').dropColumn('weight_grams').execute();
}
