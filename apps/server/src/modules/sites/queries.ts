import type { ExpressionBuilder } from 'kysely';
import { forUpdate, type Database, type Executor, type WebsiteRow } from '@plinth/db';

/**
 * Locks a website's row until the transaction `trx` ends (PostgreSQL; SQLite's write transaction
 * already excludes other writers) and answers its settings columns, or null for no such site. Every
 * write that must not interleave with another write to the same site (settings sections, store pages,
 * memberships) takes this lock first.
 */
export async function lockWebsite(
  trx: Executor,
  websiteId: string,
): Promise<Pick<WebsiteRow, 'id' | 'settings' | 'currency' | 'language'> | null> {
  const row = await forUpdate(
    trx,
    trx.selectFrom('websites').select(['id', 'settings', 'currency', 'language']).where('id', '=', websiteId),
  ).executeTakeFirst();
  return row ?? null;
}

/** A website with its primary host name (the first in order, as listPrimaryHosts): canonical links. */
export type WebsiteWithHostRow = WebsiteRow & { primary_host: string | null };

/** The site's primary host name: the first address in use in the owner's order (as listPrimaryHosts). */
const primaryHost = (eb: ExpressionBuilder<Database, 'websites'>) =>
  eb
    .selectFrom('website_hosts as primary')
    .select('primary.host')
    .whereRef('primary.website_id', '=', 'websites.id')
    .where('primary.redirect_until', 'is', null)
    .orderBy('primary.position')
    .orderBy('primary.host')
    .limit(1)
    .as('primary_host');

/**
 * The website a host name leads to, with the time a removed address stops redirecting (null for an
 * address in use); null for an unknown host or a removed address whose redirect has ended.
 */
export async function findWebsiteByHost(
  db: Executor,
  host: string,
  now: string,
): Promise<(WebsiteWithHostRow & { redirect_until: string | null }) | null> {
  const row = await db
    .selectFrom('website_hosts')
    .innerJoin('websites', 'websites.id', 'website_hosts.website_id')
    .selectAll('websites')
    .select(primaryHost)
    .select('website_hosts.redirect_until')
    .where('website_hosts.host', '=', host)
    .where((eb) =>
      eb.or([eb('website_hosts.redirect_until', 'is', null), eb('website_hosts.redirect_until', '>', now)]),
    )
    .executeTakeFirst();
  return row ? { ...row, primary_host: row.primary_host ?? null } : null;
}

export async function findWebsiteWithHostById(
  db: Executor,
  websiteId: string,
): Promise<WebsiteWithHostRow | null> {
  const row = await db
    .selectFrom('websites')
    .selectAll('websites')
    .select(primaryHost)
    .where('id', '=', websiteId)
    .executeTakeFirst();
  return row ? { ...row, primary_host: row.primary_host ?? null } : null;
}

export async function findWebsiteById(db: Executor, websiteId: string): Promise<WebsiteRow | null> {
  const row = await db.selectFrom('websites').selectAll().where('id', '=', websiteId).executeTakeFirst();
  return row ?? null;
}

/** The first host name of each website, for links from the editor to the live site. */
export async function listPrimaryHosts(
  db: Executor,
  websiteIds: readonly string[],
): Promise<Map<string, string>> {
  if (websiteIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('website_hosts')
    .select(['website_id', 'host'])
    .where('website_id', 'in', websiteIds)
    .where('redirect_until', 'is', null)
    .orderBy('position')
    .orderBy('host')
    .execute();
  const hosts = new Map<string, string>();
  for (const row of rows) if (!hosts.has(row.website_id)) hosts.set(row.website_id, row.host);
  return hosts;
}

export async function countWebsites(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('websites')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listWebsiteIds(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('websites').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** Writes the settings columns of a website (under the lock lockWebsite took). */
export async function updateWebsiteSettingsColumns(
  db: Executor,
  websiteId: string,
  columns: { settings: string; currency: string; language: string },
): Promise<void> {
  await db.updateTable('websites').set(columns).where('id', '=', websiteId).execute();
}

/**
 * Raises the site's catalogue version by one, in the caller's transaction: it keys the storefront's
 * cached reads and pages (catalogue triggers raise it too, for product and collection rows).
 */
export async function incrementCatalogVersion(db: Executor, websiteId: string): Promise<void> {
  await db
    .updateTable('websites')
    .set((eb) => ({ catalog_version: eb('catalog_version', '+', 1) }))
    .where('id', '=', websiteId)
    .execute();
}

export async function insertWebsite(db: Executor, row: Omit<WebsiteRow, 'catalog_version'>): Promise<void> {
  await db.insertInto('websites').values(row).execute();
}

export async function insertWebsiteHosts(db: Executor, websiteId: string, hosts: readonly string[]) {
  await db
    .insertInto('website_hosts')
    .values(hosts.map((host, position) => ({ host, website_id: websiteId, position })))
    .execute();
}

/** Which of `hosts` already name a website other than `exceptWebsiteId` (removed addresses count). */
export async function listTakenHosts(
  db: Executor,
  hosts: readonly string[],
  exceptWebsiteId: string | null = null,
): Promise<string[]> {
  if (hosts.length === 0) return [];
  let query = db.selectFrom('website_hosts').select('host').where('host', 'in', hosts);
  if (exceptWebsiteId) query = query.where('website_id', '<>', exceptWebsiteId);
  const rows = await query.execute();
  return rows.map((row) => row.host);
}

/** Frees removed addresses whose redirect has ended: another site may take them. */
export async function deleteEndedHostRedirects(db: Executor, now: string): Promise<number> {
  const result = await db
    .deleteFrom('website_hosts')
    .where('redirect_until', 'is not', null)
    .where('redirect_until', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A site's address rows: in use (redirect_until null) and removed, in the owner's order. */
export async function selectWebsiteHosts(db: Executor, websiteId: string) {
  return db
    .selectFrom('website_hosts')
    .select(['host', 'position', 'redirect_until'])
    .where('website_id', '=', websiteId)
    .orderBy('position')
    .orderBy('host')
    .execute();
}

/** Puts an address in use at `position` (it may have been a removed one of this site). */
export async function upsertWebsiteHost(db: Executor, websiteId: string, host: string, position: number) {
  const updated = await db
    .updateTable('website_hosts')
    .set({ position, redirect_until: null })
    .where('host', '=', host)
    .where('website_id', '=', websiteId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await db.insertInto('website_hosts').values({ host, website_id: websiteId, position }).execute();
  }
}

/** Marks an address removed: it redirects until `until`. */
export async function markHostRemoved(db: Executor, websiteId: string, host: string, until: string) {
  await db
    .updateTable('website_hosts')
    .set({ redirect_until: until })
    .where('host', '=', host)
    .where('website_id', '=', websiteId)
    .execute();
}

export async function setWebsiteDeleteAfter(db: Executor, websiteId: string, deleteAfter: string | null) {
  await db.updateTable('websites').set({ delete_after: deleteAfter }).where('id', '=', websiteId).execute();
}

/** The sites whose grace period has ended. */
export async function listWebsitesDueForDeletion(db: Executor, now: string): Promise<string[]> {
  const rows = await db
    .selectFrom('websites')
    .select('id')
    .where('delete_after', 'is not', null)
    .where('delete_after', '<=', now)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Removes a website row; every table that names it goes with it (ON DELETE CASCADE, migrations). Only
 * while its deletion is still due, so a site restored a moment ago stays.
 */
export async function deleteWebsiteRow(db: Executor, websiteId: string, now: string): Promise<boolean> {
  const result = await db
    .deleteFrom('websites')
    .where('id', '=', websiteId)
    .where('delete_after', 'is not', null)
    .where('delete_after', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
