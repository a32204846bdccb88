import { DEFAULT_CURRENCY } from '@plinth/commerce';
import {
  normalizeSiteHost,
  SITE_LIMITS,
  SITE_ROLE,
  siteHostProblem,
  siteMessage,
  type FieldErrors,
  type SiteTemplate,
} from '@plinth/contracts';
import { nowIso, writeTransaction, type Db } from '@plinth/db';
import { insertPublishedPages, insertStorePage, saveStartingNavigation } from '../../demo/site-building';
import { addMember } from '../members';
import { rebuildSiteSearch } from '../search';
import { insertSite } from '../sites';
import { siteInvalid } from './errors';
import { STARTING_TEMPLATES } from './templates';

/** A new site's language until the owner chooses one (Settings, Languages). */
const DEFAULT_LANGUAGE = 'en-US';

export interface CreateSiteInput {
  title: string;
  /** One or more host names; normalized here (trimmed, lower-case). */
  hosts: readonly string[];
  template: SiteTemplate;
  /** The account that becomes the site's Administrator; null leaves the site without members. */
  ownerUserId: string | null;
}

export interface CreatedSiteRecord {
  id: string;
  title: string;
  /** Normalized, in the order given. */
  hosts: string[];
}

/**
 * Creates a site in one write transaction: the website (default currency and language), its host
 * names, the template's store page, block pages and main navigation, and the owner's Administrator
 * membership. Any failure (a host taken, even by a creation racing this one) rolls all of it back.
 * Throws 400 SITE_INVALID for a bad title or host, 409 SITE_HOST_TAKEN for a host that names a site.
 * The caller drops cached misses for the hosts afterwards (`app.sites.invalidate(id)`).
 */
export async function createSite(db: Db, input: CreateSiteInput): Promise<CreatedSiteRecord> {
  const { title, hosts } = checkedInput(input);
  const template = STARTING_TEMPLATES[input.template];
  const now = nowIso();
  const id = await writeTransaction(db, async (trx) => {
    const websiteId = await insertSite(
      trx,
      { title, currency: DEFAULT_CURRENCY, language: DEFAULT_LANGUAGE, settings: {}, hosts },
      now,
    );
    const shopId = await insertStorePage(trx, websiteId, template.store, now);
    const pages = template.pages({ title });
    const pageIds = await insertPublishedPages(trx, websiteId, pages, shopId, now);
    await saveStartingNavigation(trx, websiteId, {
      pages,
      pageIds,
      shop: { id: shopId, title: template.store.title },
    });
    if (input.ownerUserId) await addMember(trx, websiteId, input.ownerUserId, SITE_ROLE.ADMIN);
    // The starting pages are published: a visitor's first search finds them.
    await rebuildSiteSearch(trx, websiteId);
    return websiteId;
  });
  return { id, title, hosts };
}

/** The same rules as the route's schema, for callers that bypass it (the site:create command). */
function checkedInput(input: CreateSiteInput): { title: string; hosts: string[] } {
  const errors: FieldErrors = {};
  const title = input.title.trim();
  if (title === '') errors.title = siteMessage('titleRequired');
  else if (title.length > SITE_LIMITS.titleMax) errors.title = siteMessage('titleTooLong');
  const hosts = [...new Set(input.hosts.map(normalizeSiteHost))];
  if (hosts.length === 0) errors.host = siteMessage('hostRequired');
  for (const host of hosts) {
    const problem = siteHostProblem(host);
    if (problem) errors.host ??= problem;
  }
  if (Object.keys(errors).length > 0) throw siteInvalid(errors);
  return { title, hosts };
}
