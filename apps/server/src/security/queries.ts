import type { Executor } from '@plinth/db';

/** Stores the secret unless one of that name exists (the first of two racing processes wins). */
export async function insertServerSecretIfAbsent(
  db: Executor,
  row: { name: string; value: string; created_at: string },
): Promise<void> {
  await db
    .insertInto('server_secrets')
    .values(row)
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/** The stored secret's value (base64url), or undefined. */
export async function findServerSecretValue(db: Executor, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.value;
}
