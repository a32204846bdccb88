import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('carts')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('token', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('is_purchased', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('order_id', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cart_entries')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('cart_id', 'varchar(32)', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('product_id', 'varchar(32)', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('variant_id', 'varchar(32)', (c) => c.notNull().references('variants.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('additional_fields', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addCheckConstraint('cart_entries_quantity_positive', sql`quantity > 0`)
    .execute();
  await db.schema
    .createIndex('cart_entries_cart')
    .on('cart_entries')
    .columns(['cart_id', 'variant_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cart_entries').execute();
  await db.schema.dropTable('carts').execute();
}
