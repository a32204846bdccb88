import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('collections')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('url_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('collections_website_url', ['website_id', 'url_id'])
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('collection_id', 'varchar(32)', (c) =>
      c.notNull().references('collections.id').onDelete('cascade'),
    )
    .addColumn('url_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('product_type', 'integer', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_subscribable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subscription_plan', 'text')
    .addColumn('scarcity_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scarcity_text', 'text')
    .addColumn('custom_sold_out_text', 'text')
    .addColumn('custom_add_button_text', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('products_collection_url', ['collection_id', 'url_id'])
    .execute();
  await db.schema
    .createIndex('products_website')
    .on('products')
    .columns(['website_id', 'position'])
    .execute();

  await db.schema
    .createTable('variants')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('product_id', 'varchar(32)', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sku', 'varchar(100)', (c) => c.notNull())
    .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('sale_price_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('on_sale', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unlimited', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stock_qty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('variants_website_sku', ['website_id', 'sku'])
    .addCheckConstraint('variants_stock_nonnegative', sql`stock_qty >= 0`)
    .execute();
  await db.schema
    .createIndex('variants_product')
    .on('variants')
    .columns(['product_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('variants').execute();
  await db.schema.dropTable('products').execute();
  await db.schema.dropTable('collections').execute();
}
