import type { Kysely } from 'kysely';

/** The carrier an owner names when fulfilling an order (issue 23 §4): the tracking link's site. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('tracking_carrier', 'varchar(16)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('tracking_carrier').execute();
}
