import type { Kysely } from 'kysely';

/**
 * Product form answers on orders (issue 11 part 6): `order_lines.form_answers` keeps, as JSON
 * [{title, summary}], what the shopper answered to the product's additional-fields form, summarised with
 * the form's fields at the time of the order. An order is a record: later edits or the deletion of the
 * form do not change what it shows. Null for a line without a form.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_lines').addColumn('form_answers', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_lines').dropColumn('form_answers').execute();
}
