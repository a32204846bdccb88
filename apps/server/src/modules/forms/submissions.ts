import { answerSummaries, FORM_TEXTS } from '@plinth/commerce';
import type { FormField, FormSubmission, FormSubmissionList, FormValues } from '@plinth/contracts';
import { parseStoredJson } from '../../stored-json';
import type { Site } from '../sites';
import { formNotFound, formSubmissionNotFound } from './errors';
import { toPublicForm } from './form-view';
import { findFormRow, findFormVersionRows, type FormSubmissionRow } from './queries';
import {
  countSubmissionRows,
  deleteSubmissionRow,
  findSubmissionRow,
  listSubmissionRows,
} from './submission-store/queries';
import type { FormsApp } from './service';

/** Rows a CSV export holds at most (newest first), read this many at a time. */
export const CSV_ROWS_MAX = 10_000;
const CSV_PAGE = 500;

/** The fields of each version a set of submissions answered (the current one from the form row). */
async function fieldsByVersion(
  app: Pick<FormsApp, 'db'>,
  formId: string,
  rows: readonly FormSubmissionRow[],
): Promise<Map<number, FormField[]>> {
  const versions = await findFormVersionRows(
    app.db.kysely,
    formId,
    rows.map((row) => row.form_version),
  );
  return new Map(
    versions.map((v) => [
      v.version,
      toPublicForm({ id: formId, name: v.name, version: v.version, definition: v.definition }).fields,
    ]),
  );
}

function toSubmission(row: FormSubmissionRow, fields: readonly FormField[]): FormSubmission {
  const values = parseStoredJson<FormValues>(row.answers, {});
  return {
    id: row.id,
    formId: row.form_id,
    formVersion: row.form_version,
    createdAt: row.created_at,
    pageTitle: row.page_title,
    pagePath: row.page_path,
    answers: answerSummaries(fields, values),
  };
}

/** The cursor of the page after `row`: its time and id, base64url. */
function cursorAfter(row: FormSubmissionRow): string {
  return Buffer.from(`${row.created_at}|${row.id}`).toString('base64url');
}

function readCursor(cursor: string | undefined): { createdAt: string; id: string } | undefined {
  if (!cursor) return undefined;
  const [createdAt = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  return createdAt && id ? { createdAt, id } : undefined;
}

async function requireForm(app: Pick<FormsApp, 'db'>, site: Site, formId: string) {
  const row = await findFormRow(app.db.kysely, site.id, formId);
  if (!row) throw formNotFound();
  return toPublicForm(row);
}

/** A page of the form's submissions, newest first, found by `q` in their answers. */
export async function listSubmissions(
  app: Pick<FormsApp, 'db'>,
  site: Site,
  formId: string,
  query: { q?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<FormSubmissionList> {
  await requireForm(app, site, formId);
  const filter = { websiteId: site.id, formId, search: query.q || undefined };
  const rows = await listSubmissionRows(app.db.kysely, {
    ...filter,
    before: readCursor(query.cursor),
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const fields = await fieldsByVersion(app, formId, page);
  const last = page.at(-1);
  return {
    submissions: page.map((row) => toSubmission(row, fields.get(row.form_version) ?? [])),
    total: await countSubmissionRows(app.db.kysely, filter),
    nextCursor: rows.length > query.limit && last ? cursorAfter(last) : null,
  };
}

export async function getSubmission(
  app: Pick<FormsApp, 'db'>,
  site: Site,
  formId: string,
  submissionId: string,
): Promise<FormSubmission> {
  const row = await findSubmissionRow(app.db.kysely, site.id, formId, submissionId);
  if (!row) throw formSubmissionNotFound();
  const fields = await fieldsByVersion(app, formId, [row]);
  return toSubmission(row, fields.get(row.form_version) ?? []);
}

export async function deleteSubmission(
  app: Pick<FormsApp, 'db'>,
  site: Site,
  formId: string,
  submissionId: string,
): Promise<void> {
  if ((await deleteSubmissionRow(app.db.kysely, site.id, formId, submissionId)) === 0) {
    throw formSubmissionNotFound();
  }
}

/**
 * A CSV cell: text a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage
 * return) gets a leading apostrophe; every cell is quoted, its quotes doubled.
 */
export function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * The form's submissions as CSV (newest first, at most CSV_ROWS_MAX): a column per field of the
 * current version, then Submitted and Page. Each answer is summarised with the fields of its own
 * version; a field that version did not have, or no answer, is "N/A".
 */
export async function exportSubmissionsCsv(
  app: Pick<FormsApp, 'db'>,
  site: Site,
  formId: string,
  q: string | undefined,
): Promise<{ fileName: string; csv: string }> {
  const form = await requireForm(app, site, formId);
  const columns = answerSummaries(form.fields, {});
  let csv = csvLine([...columns.map((column) => column.rawTitle), 'Submitted', 'Page']);
  let before: { createdAt: string; id: string } | undefined;
  for (let read = 0; read < CSV_ROWS_MAX; read += CSV_PAGE) {
    const rows = await listSubmissionRows(app.db.kysely, {
      websiteId: site.id,
      formId,
      search: q || undefined,
      before,
      limit: Math.min(CSV_PAGE, CSV_ROWS_MAX - read),
    });
    const fields = await fieldsByVersion(app, formId, rows);
    for (const row of rows) {
      const answers = toSubmission(row, fields.get(row.form_version) ?? []).answers;
      const byId = new Map(answers.map((answer) => [answer.fieldId, answer.summary]));
      const page =
        row.page_title && row.page_path
          ? `${row.page_title} (${row.page_path})`
          : row.page_title || row.page_path;
      csv += csvLine([
        ...columns.map((column) => byId.get(column.fieldId) ?? FORM_TEXTS.noAnswer),
        row.created_at,
        page,
      ]);
    }
    const last = rows.at(-1);
    if (!last || rows.length < CSV_PAGE) break;
    before = { createdAt: last.created_at, id: last.id };
  }
  const slug =
    form.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'form';
  return { fileName: `${slug}-submissions.csv`, csv };
}
