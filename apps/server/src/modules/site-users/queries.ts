import type { Executor, SiteUserRow, SiteUserSessionRow } from '@plinth/db';

export async function findSiteUserByEmail(
  db: Executor,
  websiteId: string,
  email: string,
): Promise<SiteUserRow | null> {
  const row = await db
    .selectFrom('site_users')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('email', '=', email)
    .executeTakeFirst();
  return row ?? null;
}

export async function findSiteUserById(
  db: Executor,
  websiteId: string,
  siteUserId: string,
): Promise<SiteUserRow | null> {
  const row = await db
    .selectFrom('site_users')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', siteUserId)
    .executeTakeFirst();
  return row ?? null;
}

export async function insertSiteUser(db: Executor, user: SiteUserRow): Promise<void> {
  await db.insertInto('site_users').values(user).execute();
}

export async function updateSiteUserLanguage(
  db: Executor,
  websiteId: string,
  siteUserId: string,
  language: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('site_users')
    .set({ language, updated_at: at })
    .where('website_id', '=', websiteId)
    .where('id', '=', siteUserId)
    .execute();
}

export async function insertSiteUserSession(db: Executor, session: SiteUserSessionRow): Promise<void> {
  await db.insertInto('site_user_sessions').values(session).execute();
}

/** A live session of this website with its customer; null when unknown, expired or another site's. */
export async function findSessionWithUser(db: Executor, websiteId: string, sessionId: string, now: string) {
  const row = await db
    .selectFrom('site_user_sessions as s')
    .innerJoin('site_users as u', 'u.id', 's.site_user_id')
    .select([
      's.id as sessionId',
      's.xsrf_token as xsrfToken',
      's.remember',
      'u.id',
      'u.email',
      'u.name',
      'u.language',
    ])
    .where('s.id', '=', sessionId)
    .where('s.website_id', '=', websiteId)
    .where('u.website_id', '=', websiteId)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
  return row ?? null;
}

export async function deleteSiteUserSession(db: Executor, sessionId: string): Promise<void> {
  await db.deleteFrom('site_user_sessions').where('id', '=', sessionId).execute();
}

export async function deleteExpiredSiteUserSessions(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('site_user_sessions').where('expires_at', '<=', now).execute();
}
