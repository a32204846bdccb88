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

/** The site's primary host name: the first of its hosts in order (as listPrimaryHosts). */
const primaryHost = (eb: ExpressionBuilder<Database, 'websites'>) =>
  eb
    .selectFrom('website_hosts as primary')
    .select((e) => e.fn.min('primary.host').as('host'))
    .whereRef('primary.website_id', '=', 'websites.id')
    .as('primary_host');

export async function findWebsiteByHost(db: Executor, host: string): Promise<WebsiteWithHostRow | null> {
  const row = await db
    .selectFrom('website_hosts')
    .innerJoin('websites', 'websites.id', 'website_hosts.website_id')
    .selectAll('websites')
    .select(primaryHost)
    .where('website_hosts.host', '=', host)
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
    .values(hosts.map((host) => ({ host, website_id: websiteId })))
    .execute();
}

/** Which of `hosts` already name a website. */
export async function listTakenHosts(db: Executor, hosts: readonly string[]): Promise<string[]> {
  if (hosts.length === 0) return [];
  const rows = await db.selectFrom('website_hosts').select('host').where('host', 'in', hosts).execute();
  return rows.map((row) => row.host);
}
