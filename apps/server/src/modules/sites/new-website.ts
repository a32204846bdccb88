import { isUniqueViolation, newId, type Executor } from '@plinth/db';
import { hostTaken } from './errors';
import { deleteEndedHostRedirects, insertWebsite, insertWebsiteHosts, listTakenHosts } from './queries';
import type { StoredSettings } from './stored-settings';

/** A website to insert: its columns, its settings sections and the host names it answers on. */
export interface NewWebsite {
  title: string;
  currency: string;
  language: string;
  settings: StoredSettings;
  /** Normalized host names (contracts' normalizeSiteHost), at least one. */
  hosts: readonly string[];
}

/** website_hosts.host is the primary key: PostgreSQL names the constraint, SQLite the column. */
const HOST_UNIQUE = { constraint: 'website_hosts_pkey', table: 'website_hosts', columns: ['host'] } as const;

/**
 * Inserts a website and its host names in the caller's write transaction; answers its id. A host that
 * already names a site is refused with 409 SITE_HOST_TAKEN: checked first, and again by the unique key
 * when two creations race for one host (the caller's transaction then rolls back whole).
 */
export async function insertSite(trx: Executor, site: NewWebsite, now: string): Promise<string> {
  const hosts = [...new Set(site.hosts)];
  // An address another site gave up and no longer redirects is free again.
  await deleteEndedHostRedirects(trx, now);
  const [taken] = await listTakenHosts(trx, hosts);
  if (taken !== undefined) throw hostTaken(taken);
  const id = newId();
  await insertWebsite(trx, {
    id,
    title: site.title,
    currency: site.currency,
    language: site.language,
    settings: JSON.stringify(site.settings),
    created_at: now,
    delete_after: null,
  });
  try {
    await insertWebsiteHosts(trx, id, hosts);
  } catch (error) {
    if (isUniqueViolation(error, HOST_UNIQUE))
      throw hostTaken(hosts.length === 1 ? (hosts[0] ?? '') : hosts.join(', '));
    throw error;
  }
  return id;
}
