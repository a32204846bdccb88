import type { Kysely } from 'kysely';

/**
 * A subscribable product that may also be bought once (decision 0042): `products.one_time_purchase`
 * 1 shows Add To Cart beside Subscribe and lets the cart take it. 0 (the default) keeps a subscribable
 * product subscription-only, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('one_time_purchase', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('one_time_purchase').execute();
}
