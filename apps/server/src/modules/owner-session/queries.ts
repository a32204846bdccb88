import type { Executor, UserRow } from '@plinth/db';

export async function countUsers(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  return (await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst()) ?? null;
}

export async function insertUser(db: Executor, user: UserRow): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function updateUserPassword(db: Executor, userId: string, hash: string, at: string) {
  await db
    .updateTable('users')
    .set({ password_hash: hash, updated_at: at })
    .where('id', '=', userId)
    .execute();
}

export async function insertSession(
  db: Executor,
  session: { id: string; user_id: string; created_at: string; expires_at: string; last_seen_at: string },
): Promise<void> {
  await db.insertInto('user_sessions').values(session).execute();
}

/**
 * The signed-in user of a live session, with when the session was last used; null when the session is
 * unknown, past its lifetime or unused since `idleSince`.
 */

export async function findSessionUser(
  db: Executor,
  sessionId: string,
  now: string,
  idleSince: string,
): Promise<{ user: UserRow; lastSeenAt: string } | null> {
  const row = await db
    .selectFrom('user_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('u')
    .select('s.last_seen_at')
    .where('s.id', '=', sessionId)
    .where('s.expires_at', '>', now)
    .where('s.last_seen_at', '>', idleSince)
    .executeTakeFirst();
  if (!row) return null;
  const { last_seen_at: lastSeenAt, ...user } = row;
  return { user, lastSeenAt };
}

export async function touchSession(db: Executor, sessionId: string, at: string): Promise<void> {
  await db.updateTable('user_sessions').set({ last_seen_at: at }).where('id', '=', sessionId).execute();
}

export async function deleteSession(db: Executor, sessionId: string): Promise<void> {
  await db.deleteFrom('user_sessions').where('id', '=', sessionId).execute();
}

/** Every session of the user but `keepId`; answers how many ended. */

export async function deleteOtherSessions(db: Executor, userId: string, keepId: string): Promise<number> {
  const result = await db
    .deleteFrom('user_sessions')
    .where('user_id', '=', userId)
    .where('id', '!=', keepId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredSessions(db: Executor, now: string, idleSince: string): Promise<void> {
  await db
    .deleteFrom('user_sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleSince)]))
    .execute();
}

export async function listUserWebsites(db: Executor, userId: string) {
  return db
    .selectFrom('website_members as m')
    .innerJoin('websites as w', 'w.id', 'm.website_id')
    .select(['w.id', 'w.title', 'm.role'])
    .where('m.user_id', '=', userId)
    .orderBy('w.title')
    .execute();
}

/** Locked inside a write transaction, so two accepts of one link run one after the other. */

export async function deleteUserSessions(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('user_sessions').where('user_id', '=', userId).execute();
}
