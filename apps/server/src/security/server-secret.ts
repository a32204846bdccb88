import { newToken, nowIso, type Db } from '@plinth/db';

/**
 * The server's own key called `name` (server_secrets, migration 0008), created on first use. Every
 * process of a deployment reads the same row, so a value one process signs verifies in all of them.
 * Two processes starting at once may both try to create it: the first insert wins, both read it back.
 */
export async function loadServerSecret(db: Db, name: string): Promise<Buffer> {
  const existing = await readSecret(db, name);
  if (existing !== undefined) return existing;
  await db.kysely
    .insertInto('server_secrets')
    .values({ name, value: newToken(32), created_at: nowIso() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const created = await readSecret(db, name);
  if (created === undefined) throw new Error(`server secret "${name}" could not be stored`);
  return created;
}

async function readSecret(db: Db, name: string): Promise<Buffer | undefined> {
  const row = await db.kysely
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row === undefined ? undefined : Buffer.from(row.value, 'base64url');
}
