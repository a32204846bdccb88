import type { Db } from '@plinth/db';
import { readStoredSection, updateStoredSettings, withStoredSection, type Site } from '../sites';
import { DEFAULT_HEADER_FOOTER, type HeaderFooter } from '@plinth/contracts';
import { headerFooterSchema } from '@plinth/contracts/schemas';

/** Where the header and footer live in websites.settings. */
const SECTION = 'headerFooter';

/** The site's header and footer as the owner saved them; defaults when never saved or damaged. */
export function getHeaderFooter(site: Pick<Site, 'settings'>): HeaderFooter {
  return readStoredSection(site.settings, SECTION, headerFooterSchema, DEFAULT_HEADER_FOOTER);
}

/** Replaces the header and footer; the caller invalidates the site cache. */
export async function saveHeaderFooter(
  db: Db,
  websiteId: string,
  value: HeaderFooter,
): Promise<HeaderFooter> {
  await updateStoredSettings(db, websiteId, (current) => withStoredSection(current, SECTION, value));
  return value;
}
