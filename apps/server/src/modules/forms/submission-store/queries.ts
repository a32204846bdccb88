import { containsPattern, sql, type Executor, type FormSubmissionsTable } from '@plinth/db';
import type { Insertable } from 'kysely';
import type { FormSubmissionRow } from '../queries';

/**
 * The submission protocol's statements (docs/forms.md): one-time keys, the rate windows and the stored
 * submissions. The forms' own statements are in ../queries.ts.
 */

// One-time keys

export async function insertSubmissionKey(
  db: Executor,
  row: { key_hash: string; website_id: string; created_at: string; expires_at: string; client_key: string },
): Promise<void> {
  await db
    .insertInto('form_submission_keys')
    .values({ ...row, used_at: null })
    .execute();
}

/** The key when it is this site's, unspent and not expired at `now`. */
export async function findUsableSubmissionKey(
  db: Executor,
  websiteId: string,
  keyHash: string,
  now: string,
): Promise<{ key_hash: string } | null> {
  const row = await db
    .selectFrom('form_submission_keys')
    .select('key_hash')
    .where('key_hash', '=', keyHash)
    .where('website_id', '=', websiteId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Spends the key: only one caller can (the update names used_at null), so a key never yields two
 * submissions. Answers whether this caller spent it.
 */
export async function spendSubmissionKey(
  db: Executor,
  websiteId: string,
  keyHash: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('form_submission_keys')
    .set({ used_at: now })
    .where('key_hash', '=', keyHash)
    .where('website_id', '=', websiteId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteExpiredSubmissionKeys(db: Executor, before: string): Promise<number> {
  const result = await db
    .deleteFrom('form_submission_keys')
    .where('expires_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// Rate limits: counts and the oldest row in the window, so the answer can say when to come back.

export interface WindowCount {
  count: number;
  oldest: string | null;
}

async function windowCount(
  query: Promise<{ n: string | number; oldest: string | null } | undefined>,
): Promise<WindowCount> {
  const row = await query;
  return { count: Number(row?.n ?? 0), oldest: row?.oldest ?? null };
}

export function countClientSubmissions(
  db: Executor,
  websiteId: string,
  clientKey: string,
  since: string,
): Promise<WindowCount> {
  return windowCount(
    db
      .selectFrom('form_submissions')
      .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('website_id', '=', websiteId)
      .where('client_key', '=', clientKey)
      .where('created_at', '>', since)
      .executeTakeFirst(),
  );
}

export function countFormSubmissionsSince(db: Executor, formId: string, since: string): Promise<WindowCount> {
  return windowCount(
    db
      .selectFrom('form_submissions')
      .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('form_id', '=', formId)
      .where('created_at', '>', since)
      .executeTakeFirst(),
  );
}

export function countClientKeys(
  db: Executor,
  websiteId: string,
  clientKey: string,
  since: string,
): Promise<WindowCount> {
  return windowCount(
    db
      .selectFrom('form_submission_keys')
      .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('website_id', '=', websiteId)
      .where('client_key', '=', clientKey)
      .where('created_at', '>', since)
      .executeTakeFirst(),
  );
}

// Submissions

export async function insertSubmissionRow(
  db: Executor,
  row: Insertable<FormSubmissionsTable>,
): Promise<void> {
  await db.insertInto('form_submissions').values(row).execute();
}

export async function findSubmissionRow(
  db: Executor,
  websiteId: string,
  formId: string,
  submissionId: string,
): Promise<FormSubmissionRow | null> {
  const row = await db
    .selectFrom('form_submissions')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('form_id', '=', formId)
    .where('id', '=', submissionId)
    .executeTakeFirst();
  return row ?? null;
}

export async function deleteSubmissionRow(
  db: Executor,
  websiteId: string,
  formId: string,
  submissionId: string,
): Promise<number> {
  const result = await db
    .deleteFrom('form_submissions')
    .where('website_id', '=', websiteId)
    .where('form_id', '=', formId)
    .where('id', '=', submissionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface SubmissionPageQuery {
  websiteId: string;
  formId: string;
  /** Lower-cased words to find in the answers. */
  search?: string;
  /** Newest first: rows before this (created_at, id). */
  before?: { createdAt: string; id: string };
  limit: number;
}

function submissionFilter(db: Executor, query: Omit<SubmissionPageQuery, 'before' | 'limit'>) {
  let select = db
    .selectFrom('form_submissions')
    .where('website_id', '=', query.websiteId)
    .where('form_id', '=', query.formId);
  if (query.search) {
    select = select.where(sql<boolean>`search_text like ${containsPattern(query.search)} escape '\\'`);
  }
  return select;
}

/** A page of submissions, newest first. */
export async function listSubmissionRows(
  db: Executor,
  query: SubmissionPageQuery,
): Promise<FormSubmissionRow[]> {
  let select = submissionFilter(db, query).selectAll();
  const before = query.before;
  if (before) {
    select = select.where((eb) =>
      eb.or([
        eb('created_at', '<', before.createdAt),
        eb.and([eb('created_at', '=', before.createdAt), eb('id', '<', before.id)]),
      ]),
    );
  }
  return select.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).execute();
}

export async function countSubmissionRows(
  db: Executor,
  query: Omit<SubmissionPageQuery, 'before' | 'limit'>,
): Promise<number> {
  const row = await submissionFilter(db, query)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
