import type { Executor } from '@plinth/db';
import {
  countWebsites,
  findWebsiteById,
  incrementCatalogVersion,
  listPrimaryHosts as selectPrimaryHosts,
  listWebsiteIds as selectWebsiteIds,
  lockWebsite,
} from './queries';

/** How many websites the database holds (the demo seed runs only on an empty one). */
export async function countSites(executor: Executor): Promise<number> {
  return countWebsites(executor);
}

export async function listWebsiteIds(executor: Executor): Promise<string[]> {
  return selectWebsiteIds(executor);
}

/** The website's title; throws for a website that does not exist (callers hold a row that points at it). */
export async function findWebsiteTitle(executor: Executor, websiteId: string): Promise<string> {
  const row = await findWebsiteById(executor, websiteId);
  if (!row) throw new Error(`website ${websiteId} does not exist`);
  return row.title;
}

/** The first host name of each website, for links from the editor to the live site. */
export async function listPrimaryHosts(
  executor: Executor,
  websiteIds: readonly string[],
): Promise<Map<string, string>> {
  return selectPrimaryHosts(executor, websiteIds);
}

/**
 * Locks the website's row until the transaction `trx` ends: writes to one site that must not interleave
 * (settings sections, store pages, memberships) run one at a time.
 */
export async function lockSite(trx: Executor, websiteId: string): Promise<void> {
  await lockWebsite(trx, websiteId);
}

/**
 * Counts a change visitors can see that the catalogue triggers do not (site-pages' bumpLivePagesVersion):
 * cached storefront reads and pages keyed by the catalogue version are built again. Runs in the
 * caller's transaction (`executor`), so it commits or rolls back with the change.
 */
export async function raiseCatalogVersion(executor: Executor, websiteId: string): Promise<void> {
  await incrementCatalogVersion(executor, websiteId);
}
