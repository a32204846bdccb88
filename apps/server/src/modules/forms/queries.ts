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
