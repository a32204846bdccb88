import type { Kysely } from 'kysely';

/**
 * Restock notifications (issue 11 part 7, docs/restock.md): `restock_sign_ups` (one per site, variant
 * and email), `mailing_list_members` (the site's own list, one row per email) and `emails.headers`
 * (extra headers of a queued email: List-Unsubscribe and List-Unsubscribe-Post for restock notices).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('restock_sign_ups')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('product_id', 'varchar(32)', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('variant_id', 'varchar(32)', (c) => c.notNull().references('variants.id').onDelete('cascade'))
    .addColumn('email', 'varchar(256)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('joined_mailing_list', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('language', 'varchar(35)', (c) => c.notNull().defaultTo(''))
    .addColumn('origin', 'varchar(300)', (c) => c.notNull())
    .addColumn('send_round', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('queued_at', 'varchar(32)')
    .addColumn('notified_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('restock_sign_ups_unique')
    .unique()
    .on('restock_sign_ups')
    .columns(['website_id', 'variant_id', 'email'])
    .execute();
  // The owner's groups (waiting per variant) and a variant's sign-ups in cursor pages.
  await db.schema
    .createIndex('restock_sign_ups_groups')
    .on('restock_sign_ups')
    .columns(['website_id', 'status', 'product_id', 'variant_id'])
    .execute();
  await db.schema
    .createIndex('restock_sign_ups_variant_page')
    .on('restock_sign_ups')
    .columns(['website_id', 'variant_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('mailing_list_members')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('email', 'varchar(256)', (c) => c.notNull())
    .addColumn('source', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mailing_list_members_unique')
    .unique()
    .on('mailing_list_members')
    .columns(['website_id', 'email'])
    .execute();
  await db.schema
    .createIndex('mailing_list_members_page')
    .on('mailing_list_members')
    .columns(['website_id', 'created_at', 'id'])
    .execute();

  // JSON: Record<header, value>, or null for none.
  await db.schema.alterTable('emails').addColumn('headers', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('emails').dropColumn('headers').execute();
  await db.schema.dropTable('mailing_list_members').execute();
  await db.schema.dropTable('restock_sign_ups').execute();
}
