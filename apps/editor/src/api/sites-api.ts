import { type CreatedSite, type CreateSiteRequest, type SiteAddresses } from '@plinth/contracts';
import { createdSiteSchema, siteAddressesSchema } from '@plinth/contracts/schemas';
import { EDITOR_BASE } from '../router/router';
import { checkedAnswer } from './checked-answer';
import { ownerFetch } from './owner-fetch';

const SITES = `${EDITOR_BASE}/api/sites`;

/** Creates a site from a starting template; the signed-in owner becomes its Administrator. */
export async function createSite(input: CreateSiteRequest): Promise<CreatedSite> {
  const answer = await ownerFetch<unknown>(SITES, { method: 'POST', json: input });
  return checkedAnswer(createdSiteSchema, answer, `POST ${SITES}`);
}

const SITE = `${EDITOR_BASE}/api/site`;

/** The site's addresses (primary first), removed ones that still redirect, and a deletion under way. */
export async function loadSiteAddresses(signal?: AbortSignal): Promise<SiteAddresses> {
  return checkedAnswer(siteAddressesSchema, await ownerFetch<unknown>(SITE, { signal }), `GET ${SITE}`);
}

/** Sets the addresses in use, primary first; one left out redirects for 30 days. */
export async function saveSiteHosts(hosts: readonly string[]): Promise<SiteAddresses> {
  const answer = await ownerFetch<unknown>(`${SITE}/hosts`, { method: 'PUT', json: { hosts } });
  return checkedAnswer(siteAddressesSchema, answer, `PUT ${SITE}/hosts`);
}

/** Deletes the site after its grace period; `confirmTitle` is the site's name typed again. */
export async function deleteSite(confirmTitle: string): Promise<SiteAddresses> {
  const answer = await ownerFetch<unknown>(`${SITE}/deletion`, { method: 'POST', json: { confirmTitle } });
  return checkedAnswer(siteAddressesSchema, answer, `POST ${SITE}/deletion`);
}

/** Stops a deletion during its grace period. */
export async function restoreSite(): Promise<SiteAddresses> {
  const answer = await ownerFetch<unknown>(`${SITE}/deletion`, { method: 'DELETE' });
  return checkedAnswer(siteAddressesSchema, answer, `DELETE ${SITE}/deletion`);
}
