import {
  SITE_ADDRESS_REDIRECT_DAYS,
  SITE_DELETION_GRACE_DAYS,
  siteMessage,
  type SiteAddresses,
} from '@plinth/contracts';
import { isUniqueViolation, writeTransaction, type Db, type Executor } from '@plinth/db';
import { AppError } from '../../app-error';
import { hostTaken } from './errors';
import {
  deleteEndedHostRedirects,
  findWebsiteById,
  listTakenHosts,
  lockWebsite,
  markHostRemoved,
  selectWebsiteHosts,
  setWebsiteDeleteAfter,
  upsertWebsiteHost,
} from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOST_UNIQUE = { constraint: 'website_hosts_pkey', table: 'website_hosts', columns: ['host'] } as const;

const daysAfter = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();

/** The site's addresses as Settings › Site address shows them (decision 0070). */
export async function loadSiteAddresses(
  executor: Executor,
  websiteId: string,
  now: Date = new Date(),
): Promise<SiteAddresses> {
  const site = await findWebsiteById(executor, websiteId);
  if (!site) throw new Error(`website ${websiteId} does not exist`);
  const rows = await selectWebsiteHosts(executor, websiteId);
  const at = now.toISOString();
  return {
    title: site.title,
    hosts: rows.filter((row) => row.redirect_until === null).map((row) => row.host),
    formerHosts: rows
      .filter((row) => row.redirect_until !== null && row.redirect_until > at)
      .map((row) => ({ host: row.host, redirectsUntil: row.redirect_until ?? at }))
      .sort((a, b) => a.host.localeCompare(b.host)),
    deleteAfter: site.delete_after,
  };
}

/**
 * Replaces the site's addresses in use with `hosts` (normalized, primary first), in one write
 * transaction. An address left out redirects to the primary one for SITE_ADDRESS_REDIRECT_DAYS and stays
 * this site's until then; a removed address of this site may come back. An address another site has (or
 * takes in a race) is refused with 409 SITE_HOST_TAKEN naming its place in the list.
 */
export async function replaceSiteHosts(
  db: Db,
  websiteId: string,
  hosts: readonly string[],
  now: Date = new Date(),
): Promise<SiteAddresses> {
  const at = now.toISOString();
  const takenAt = (host: string) => {
    const error = hostTaken(host);
    const index = hosts.indexOf(host);
    return new AppError(error.kind, error.code, error.message, {
      fieldErrors: { [`hosts.${index}`]: error.message },
    });
  };
  try {
    return await writeTransaction(db, async (trx) => {
      await lockWebsite(trx, websiteId);
      await deleteEndedHostRedirects(trx, at);
      const [taken] = await listTakenHosts(trx, hosts, websiteId);
      if (taken !== undefined) throw takenAt(taken);
      const current = await selectWebsiteHosts(trx, websiteId);
      const until = daysAfter(now, SITE_ADDRESS_REDIRECT_DAYS);
      for (const row of current) {
        if (row.redirect_until === null && !hosts.includes(row.host))
          await markHostRemoved(trx, websiteId, row.host, until);
      }
      for (const [position, host] of hosts.entries()) await upsertWebsiteHost(trx, websiteId, host, position);
      return loadSiteAddresses(trx, websiteId, now);
    });
  } catch (error) {
    if (isUniqueViolation(error, HOST_UNIQUE)) {
      // Another site took one of the new addresses between the check and the insert: name it.
      const [taken] = await listTakenHosts(db.kysely, hosts, websiteId);
      throw takenAt(taken ?? hosts[0] ?? '');
    }
    throw error;
  }
}

/** The website's row, locked until the transaction ends; it exists (the request's site is it). */
async function lockedSite(trx: Executor, websiteId: string) {
  await lockWebsite(trx, websiteId);
  const site = await findWebsiteById(trx, websiteId);
  if (!site) throw new Error(`website ${websiteId} does not exist`);
  return site;
}

/**
 * Deletes the site after a grace period (SITE_DELETION_GRACE_DAYS): the storefront closes now, the data
 * goes when the grace period ends (purgeDeletedSites). `confirmTitle` must be the site's name as it is
 * (spaces around it ignored): 400 SITE_DELETE_UNCONFIRMED otherwise; 409 when already under way.
 */
export async function scheduleSiteDeletion(
  db: Db,
  websiteId: string,
  confirmTitle: string,
  now: Date = new Date(),
): Promise<SiteAddresses> {
  return writeTransaction(db, async (trx) => {
    const site = await lockedSite(trx, websiteId);
    if (confirmTitle.trim() !== site.title.trim()) {
      const message = siteMessage('deleteConfirmMismatch', { title: site.title });
      throw new AppError('invalid', 'SITE_DELETE_UNCONFIRMED', message, {
        fieldErrors: { confirmTitle: message },
      });
    }
    if (site.delete_after !== null) {
      throw new AppError('conflict', 'SITE_DELETION_SCHEDULED', siteMessage('deletionScheduled'));
    }
    await setWebsiteDeleteAfter(trx, websiteId, daysAfter(now, SITE_DELETION_GRACE_DAYS));
    return loadSiteAddresses(trx, websiteId, now);
  });
}

/** Stops a deletion during its grace period: the site opens again as it was. 409 when none is under way. */
export async function cancelSiteDeletion(
  db: Db,
  websiteId: string,
  now: Date = new Date(),
): Promise<SiteAddresses> {
  return writeTransaction(db, async (trx) => {
    const site = await lockedSite(trx, websiteId);
    if (site.delete_after === null) {
      throw new AppError('conflict', 'SITE_DELETION_NOT_SCHEDULED', siteMessage('deletionNotScheduled'));
    }
    await setWebsiteDeleteAfter(trx, websiteId, null);
    return loadSiteAddresses(trx, websiteId, now);
  });
}
