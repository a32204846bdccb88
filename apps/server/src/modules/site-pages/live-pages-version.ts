import type { Executor } from '@plinth/db';
import { raiseCatalogVersion } from '../sites';
import { bumpSitePageVersion } from './queries';

/**
 * Counts a change visitors can see (publish, unpublish, settings, delete): cached pages are rebuilt.
 * The catalogue version goes up too: it keys the storefront's navigation and every cached page, and
 * the menus link block pages (a page published, renamed or taken off changes them everywhere). Both
 * are raised in the caller's transaction (`executor`).
 */
export async function bumpLivePagesVersion(executor: Executor, websiteId: string): Promise<void> {
  await bumpSitePageVersion(executor, websiteId);
  await raiseCatalogVersion(executor, websiteId);
}
