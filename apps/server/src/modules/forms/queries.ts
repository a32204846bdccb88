import type { Executor, FormsTable } from '@plinth/db';
import type { Selectable } from 'kysely';

export type FormRow = Selectable<FormsTable>;

/** The site's forms with these ids (others' ids and unknown ids are left out). */
export async function findFormRows(
  db: Executor,
  websiteId: string,
  ids: readonly string[],
): Promise<FormRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('forms')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', 'in', [...ids])
    .execute();
}

/** The additional-fields form of each of these products (of this site) that has one. */
export async function findProductFormIds(
  db: Executor,
  websiteId: string,
  productIds: readonly string[],
): Promise<{ id: string; formId: string }[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .select(['id', 'additional_fields_form_id'])
    .where('website_id', '=', websiteId)
    .where('id', 'in', [...productIds])
    .where('additional_fields_form_id', 'is not', null)
    .execute();
  return rows.flatMap((row) =>
    row.additional_fields_form_id ? [{ id: row.id, formId: row.additional_fields_form_id }] : [],
  );
}
