import { containsPattern, sql, type Executor, type FormsTable, type FormSubmissionsTable } from '@plinth/db';
import type { Insertable, Selectable } from 'kysely';

export type FormRow = Selectable<FormsTable>;
export type FormSubmissionRow = Selectable<FormSubmissionsTable>;

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
export async function findFormRow(db: Executor, websiteId: string, formId: string): Promise<FormRow | null> {
  const row = await db
    .selectFrom('forms')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', formId)
    .executeTakeFirst();
  return row ?? null;
}

/** Every form of the site with its submission count, by name. */
export async function listFormRows(
  db: Executor,
  websiteId: string,
): Promise<(FormRow & { submission_count: number })[]> {
  const rows = await db
    .selectFrom('forms')
    .selectAll('forms')
    .select((eb) =>
      eb
        .selectFrom('form_submissions')
        .select(eb.fn.countAll<string | number>().as('n'))
        .whereRef('form_submissions.form_id', '=', 'forms.id')
        .as('submission_count'),
    )
    .where('website_id', '=', websiteId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, submission_count: Number(row.submission_count ?? 0) }));
}

export async function countForms(db: Executor, websiteId: string): Promise<number> {
  const row = await db
    .selectFrom('forms')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('website_id', '=', websiteId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertFormRow(db: Executor, row: Insertable<FormsTable>): Promise<void> {
  await db.insertInto('forms').values(row).execute();
}

/** Writes the next version when the stored one is still `expectedVersion`; answers whether it did. */
export async function updateFormRow(
  db: Executor,
  websiteId: string,
  formId: string,
  expectedVersion: number,
  values: Pick<FormRow, 'name' | 'definition' | 'notification_email' | 'updated_at'>,
): Promise<boolean> {
  const result = await db
    .updateTable('forms')
    .set({ ...values, version: expectedVersion + 1 })
    .where('website_id', '=', websiteId)
    .where('id', '=', formId)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertFormVersion(
  db: Executor,
  row: { form_id: string; version: number; name: string; definition: string; created_at: string },
): Promise<void> {
  await db.insertInto('form_versions').values(row).execute();
}

export async function deleteFormRow(db: Executor, websiteId: string, formId: string): Promise<number> {
  // Submissions and versions go with it (foreign keys cascade); the census rows are the analytics'.
  const result = await db
    .deleteFrom('forms')
    .where('website_id', '=', websiteId)
    .where('id', '=', formId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The definitions of these versions of a form (a submission is read with the fields of its version). */
export async function findFormVersionRows(
  db: Executor,
  formId: string,
  versions: readonly number[],
): Promise<{ version: number; name: string; definition: string }[]> {
  if (versions.length === 0) return [];
  return db
    .selectFrom('form_versions')
    .select(['version', 'name', 'definition'])
    .where('form_id', '=', formId)
    .where('version', 'in', [...new Set(versions)])
    .execute();
}

/** Block pages whose draft or published document mentions a form id (callers parse to be sure). */
export async function listPagesMentioningForms(
  db: Executor,
  websiteId: string,
): Promise<{ id: string; title: string; draft_document: string; published_document: string | null }[]> {
  const pattern = containsPattern('"formid"');
  return db
    .selectFrom('site_pages')
    .select(['id', 'title', 'draft_document', 'published_document'])
    .where('website_id', '=', websiteId)
    .where((eb) =>
      eb.or([
        eb(sql`lower(draft_document)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(coalesce(published_document, ''))`, 'like', sql`${pattern} escape '\\'`),
      ]),
    )
    .orderBy('title')
    .execute();
}

/** Products that open a form when added to the cart. */
export async function listProductsWithForms(
  db: Executor,
  websiteId: string,
): Promise<{ id: string; title: string; form_id: string }[]> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'title', 'additional_fields_form_id'])
    .where('website_id', '=', websiteId)
    .where('additional_fields_form_id', 'is not', null)
    .orderBy('title')
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, form_id: row.additional_fields_form_id ?? '' }));
}

// Census

export async function insertRenderEvent(
  db: Executor,
  row: { id: string; website_id: string; form_id: string; visitor_id: string; created_at: string },
): Promise<void> {
  await db.insertInto('form_render_events').values(row).execute();
}

/** Whether this visitor's render of this form was already counted since `since` (one per visitor per window). */
export async function hasRecentRenderEvent(
  db: Executor,
  websiteId: string,
  formId: string,
  visitorId: string,
  since: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('form_render_events')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('form_id', '=', formId)
    .where('created_at', '>', since)
    .where('visitor_id', '=', visitorId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countRenderEventsSince(
  db: Executor,
  websiteId: string,
  formId: string,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('form_render_events')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('website_id', '=', websiteId)
    .where('form_id', '=', formId)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
