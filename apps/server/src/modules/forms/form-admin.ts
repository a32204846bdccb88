import { walkBlocks, type FormDefinition, type FormList, type PageDocument } from '@plinth/contracts';
import { newId, writeTransaction, type Executor } from '@plinth/db';
import { parseStoredJson } from '../../stored-json';
import { bumpLivePagesVersion } from '../site-pages';
import type { Site } from '../sites';
import { formInUse, formNotFound, formVersionConflict, tooManyForms } from './errors';
import { prepareForm, toFormDefinition, type FormWriteInput } from './form-view';
import {
  countForms,
  deleteFormRow,
  findFormRow,
  insertFormRow,
  insertFormVersion,
  listFormRows,
  listPagesMentioningForms,
  listProductsWithForms,
  updateFormRow,
} from './queries';
import type { FormsApp } from './service';

/** A site may have this many forms (a bound on every list and on what one owner can store). */
export const FORMS_PER_SITE_MAX = 200;

export interface FormUse {
  kind: 'page' | 'product';
  id: string;
  title: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

function formIdsOf(json: string | null): Set<string> {
  const ids = new Set<string>();
  if (!json) return ids;
  const document = parseStoredJson<PageDocument | null>(json, null);
  if (!document || !Array.isArray(document.blocks)) return ids;
  for (const { block } of walkBlocks(document.blocks)) {
    const formId = (block.props as Record<string, unknown> | undefined)?.formId;
    if (typeof formId === 'string' && formId !== '') ids.add(formId);
  }
  return ids;
}

/**
 * Where each form is used: block pages whose draft or published document has a block naming it
 * (props.formId), and products whose add to cart opens it.
 */
export async function loadFormUses(db: Executor, websiteId: string): Promise<Map<string, FormUse[]>> {
  const uses = new Map<string, FormUse[]>();
  const add = (formId: string, use: FormUse) => uses.set(formId, [...(uses.get(formId) ?? []), use]);
  for (const page of await listPagesMentioningForms(db, websiteId)) {
    const ids = new Set([...formIdsOf(page.draft_document), ...formIdsOf(page.published_document)]);
    for (const formId of ids) add(formId, { kind: 'page', id: page.id, title: page.title });
  }
  for (const product of await listProductsWithForms(db, websiteId)) {
    add(product.form_id, { kind: 'product', id: product.id, title: product.title });
  }
  return uses;
}

export async function listForms(app: FormsApp, site: Site): Promise<FormList> {
  const rows = await listFormRows(app.db.kysely, site.id);
  const uses = await loadFormUses(app.db.kysely, site.id);
  return {
    forms: rows.map((row) => ({
      id: row.id,
      name: row.name,
      version: row.version,
      fieldCount: toFormDefinition(row).fields.length,
      submissionCount: row.submission_count,
      usedOn: uses.get(row.id) ?? [],
      updatedAt: row.updated_at,
    })),
  };
}

export async function getForm(
  app: Pick<FormsApp, 'db'>,
  site: Site,
  formId: string,
): Promise<FormDefinition> {
  const row = await findFormRow(app.db.kysely, site.id, formId);
  if (!row) throw formNotFound();
  return toFormDefinition(row);
}

/** A new form at version 1 (and its form_versions row). */
export async function createForm(app: FormsApp, site: Site, input: FormWriteInput): Promise<FormDefinition> {
  const prepared = prepareForm(input);
  const id = newId();
  return writeTransaction(app.db, async (trx) => {
    if ((await countForms(trx, site.id)) >= FORMS_PER_SITE_MAX) {
      throw tooManyForms(FORMS_PER_SITE_MAX);
    }
    const now = iso(app.now());
    const definition = JSON.stringify(prepared.definition);
    await insertFormRow(trx, {
      id,
      website_id: site.id,
      name: prepared.name,
      version: 1,
      definition,
      notification_email: prepared.notificationEmail,
      created_at: now,
      updated_at: now,
    });
    await insertFormVersion(trx, {
      form_id: id,
      version: 1,
      name: prepared.name,
      definition,
      created_at: now,
    });
    const row = await findFormRow(trx, site.id, id);
    if (!row) throw formNotFound();
    return toFormDefinition(row);
  });
}

/**
 * Replaces the whole form. With `expectedVersion` a stale editor gets 409 FORM_VERSION_CONFLICT; the
 * version goes up by one and a form_versions row keeps it, in one transaction. Pages using the form
 * are rebuilt (their cached HTML carries it).
 */
export async function updateForm(
  app: FormsApp,
  site: Site,
  formId: string,
  input: FormWriteInput,
): Promise<FormDefinition> {
  const prepared = prepareForm(input);
  return writeTransaction(app.db, async (trx) => {
    const current = await findFormRow(trx, site.id, formId);
    if (!current) throw formNotFound();
    const expected = input.expectedVersion ?? current.version;
    if (expected !== current.version) throw formVersionConflict();
    const now = iso(app.now());
    const definition = JSON.stringify(prepared.definition);
    const written = await updateFormRow(trx, site.id, formId, expected, {
      name: prepared.name,
      definition,
      notification_email: prepared.notificationEmail,
      updated_at: now,
    });
    if (!written) throw formVersionConflict();
    await insertFormVersion(trx, {
      form_id: formId,
      version: expected + 1,
      name: prepared.name,
      definition,
      created_at: now,
    });
    if ((await loadFormUses(trx, site.id)).has(formId)) await bumpLivePagesVersion(trx, site.id);
    const row = await findFormRow(trx, site.id, formId);
    if (!row) throw formNotFound();
    return toFormDefinition(row);
  });
}

/**
 * Deletes the form with its versions and submissions. Refused (409 FORM_IN_USE) while a block page's
 * draft or published document, or a product, uses it (decision 0040): the owner removes it there first.
 */
export async function deleteForm(app: FormsApp, site: Site, formId: string): Promise<void> {
  await writeTransaction(app.db, async (trx) => {
    const current = await findFormRow(trx, site.id, formId);
    if (!current) throw formNotFound();
    const uses = (await loadFormUses(trx, site.id)).get(formId) ?? [];
    const [first] = uses;
    if (first) {
      const more = uses.length > 1 ? ` and ${uses.length - 1} more` : '';
      throw formInUse(`${first.kind === 'page' ? 'the page' : 'the product'} "${first.title}"${more}`);
    }
    await deleteFormRow(trx, site.id, formId);
  });
}
