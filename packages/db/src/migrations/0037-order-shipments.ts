import { sql, type Kysely } from 'kysely';
import { engineOf } from '../engine-of';

/**
 * Partial fulfilment (issue 23 §4, decision 0067): an order ships in one or more shipments.
 *
 * - `order_shipments`: one parcel of an order, with its own carrier and tracking number, and who
 *   recorded it. The order's own tracking columns mirror the latest shipment's, so pages and emails
 *   that read them keep working; an order fulfilled before this migration has no shipment rows.
 * - `order_shipment_lines`: how many units of which order line went in the shipment (one row per line
 *   per shipment). A line's fulfilled quantity is the sum over its order's shipments.
 *
 * Both are the orders module's; a shipment is never changed or removed once written.
 *
 * `orders.status` widens to varchar(32) on PostgreSQL for "partially_fulfilled" (SQLite does not
 * enforce the length).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql`alter table orders alter column status type varchar(32)`.execute(db);
  }
  await db.schema
    .createTable('order_shipments')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(32)', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('tracking_carrier', 'varchar(16)')
    .addColumn('tracking_number', 'varchar(100)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('order_shipments_order')
    .on('order_shipments')
    .columns(['order_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('order_shipment_lines')
    .addColumn('shipment_id', 'varchar(32)', (c) =>
      c.notNull().references('order_shipments.id').onDelete('cascade'),
    )
    .addColumn('order_line_id', 'varchar(32)', (c) =>
      c.notNull().references('order_lines.id').onDelete('cascade'),
    )
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_shipment_lines_pk', ['shipment_id', 'order_line_id'])
    .execute();
  await db.schema
    .createIndex('order_shipment_lines_line')
    .on('order_shipment_lines')
    .column('order_line_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_shipment_lines').execute();
  await db.schema.dropTable('order_shipments').execute();
}
