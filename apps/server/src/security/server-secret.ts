import { newToken, nowIso, type Db } from '@plinth/db';
import { findServerSecretValue, insertServerSecretIfAbsent } from './queries';

/**
 * The server's own key called `name` (server_secrets, migration 0008), created on first use. Every
 * process of a deployment reads the same row, so a value one process signs verifies in all of them.
 * Two processes starting at once may both try to create it: the first insert wins, both read it back.
 */
export async function loadServerSecret(db: Db, name: string): Promise<Buffer> {
  const existing = await readSecret(db, name);
  if (existing !== undefined) return existing;
  await insertServerSecretIfAbsent(db.kysely, { name, value: newToken(32), created_at: nowIso() });
  const created = await readSecret(db, name);
  if (created === undefined) throw new Error(`server secret "${name}" could not be stored`);
  return created;
}

async function readSecret(db: Db, name: string): Promise<Buffer | undefined> {
  const value = await findServerSecretValue(db.kysely, name);
  return value === undefined ? undefined : Buffer.from(value, 'base64url');
}
