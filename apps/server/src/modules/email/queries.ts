import { insertNewRows, type EmailRow, type Executor, type NewEmail } from '@plinth/db';

/**
 * Inserts the emails in one statement, each unless one with its dedupe key exists; answers the ids of
 * the rows written.
 */
export async function insertEmailsIfNew(
  executor: Executor,
  emails: readonly NewEmail[],
): Promise<Set<string>> {
  return insertNewRows(executor, 'emails', emails, 'dedupe_key');
}

export async function findEmailByDedupeKey(executor: Executor, dedupeKey: string): Promise<EmailRow | null> {
  return (
    (await executor
      .selectFrom('emails')
      .selectAll()
      .where('dedupe_key', '=', dedupeKey)
      .executeTakeFirst()) ?? null
  );
}

export async function findEmail(executor: Executor, id: string): Promise<EmailRow | null> {
  return (await executor.selectFrom('emails').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

export async function findSiteEmail(
  executor: Executor,
  websiteId: string,
  id: string,
): Promise<EmailRow | null> {
  const row = await executor
    .selectFrom('emails')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/** The site's newest emails among those readable with `permissions` (without their bodies). */
export async function listSiteEmails(
  executor: Executor,
  websiteId: string,
  permissions: readonly string[],
  limit: number,
) {
  if (permissions.length === 0) return [];
  return executor
    .selectFrom('emails')
    .select([
      'id',
      'website_id',
      'dedupe_key',
      'message_id',
      'job_id',
      'template',
      'to_address',
      'from_name',
      'subject',
      'read_permission',
      'transport',
      'file_name',
      'created_at',
      'sent_at',
    ])
    .where('website_id', '=', websiteId)
    .where('read_permission', 'in', permissions)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Records the handover; only the first one counts (a second send after a crash keeps the first time). */
export async function markEmailSent(
  executor: Executor,
  id: string,
  sent: { transport: string; fileName: string | null; at: string },
): Promise<void> {
  await executor
    .updateTable('emails')
    .set({ transport: sent.transport, file_name: sent.fileName, sent_at: sent.at })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .execute();
}

/**
 * Deletes up to `limit` emails queued before `before`; answers the file names of those the file
 * transport wrote, so their .eml files can go too.
 */
export async function deleteEmailsBefore(
  executor: Executor,
  before: string,
  limit: number,
): Promise<{ deleted: number; fileNames: string[] }> {
  const ids = executor.selectFrom('emails').select('id').where('created_at', '<', before).limit(limit);
  const rows = await executor
    .deleteFrom('emails')
    .where('id', 'in', ids)
    .where('created_at', '<', before)
    .returning('file_name')
    .execute();
  return { deleted: rows.length, fileNames: rows.flatMap((r) => (r.file_name ? [r.file_name] : [])) };
}
