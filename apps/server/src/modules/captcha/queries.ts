import type { Executor } from '@plinth/db';

/**
 * Records a challenge as spent; true when this call recorded it, false when it already was. The primary
 * key decides between racing requests (in any process, on either engine): only one inserts the row.
 */
export async function insertSpentChallenge(
  db: Executor,
  row: { signature: string; expires_at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('captcha_spent')
    .values(row)
    .onConflict((oc) => oc.column('signature').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Deletes up to `limit` spent challenges that expired before `before`; answers how many went. */
export async function deleteSpentChallengesBefore(
  db: Executor,
  before: string,
  limit: number,
): Promise<number> {
  const expired = db
    .selectFrom('captcha_spent')
    .select('signature')
    .where('expires_at', '<', before)
    .limit(limit);
  const result = await db.deleteFrom('captcha_spent').where('signature', 'in', expired).executeTakeFirst();
  return Number(result.numDeletedRows);
}
