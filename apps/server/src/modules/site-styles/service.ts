import { DEFAULT_SITE_STYLES, type SiteFont, type SiteStyles } from '@plinth/contracts';
import { siteStylesSchema } from '@plinth/contracts/schemas';
import type { Db } from '@plinth/db';
import { buildSiteStyles, type SiteStylesContext } from '@plinth/theme';
import { readStoredSection, updateStoredSettings, withStoredSection, type Site } from '../sites';
import { catalogueFiles, FONT_FILES, type FontFiles } from './font-files';

/** Where the styles live in websites.settings. */
const SECTION = 'styles';

/** The site's styles as the owner saved them; the theme's own when never saved or damaged. */
export function getSiteStyles(site: Pick<Site, 'settings'>): SiteStyles {
  return readStoredSection(site.settings, SECTION, siteStylesSchema, DEFAULT_SITE_STYLES);
}

/** Replaces the styles; the caller invalidates the site cache. */
export async function saveSiteStyles(db: Db, websiteId: string, value: SiteStyles): Promise<SiteStyles> {
  await updateStoredSettings(db, websiteId, (current) => withStoredSection(current, SECTION, value));
  return value;
}

/**
 * A Site object is replaced whenever its settings change (app.sites.invalidate), so the style block
 * keyed by it is built once per settings change and shared by every page of that version, cached or
 * not (account and cart pages are rendered per request).
 */
const blocks = new WeakMap<Site, SiteStylesContext | null>();

/** The `<style>` block of the site's pages, or undefined while it keeps the theme's look. */
export function siteStylesBlock(site: Site, files: FontFiles = FONT_FILES): SiteStylesContext | undefined {
  let block = blocks.get(site);
  if (block === undefined) {
    block = buildSiteStyles(getSiteStyles(site), (font, weight) => files.url(font, weight));
    blocks.set(site, block);
  }
  return block ?? undefined;
}

/** The font picker's list: every catalogue font with its files' addresses. */
export function listSiteFonts(files: FontFiles = FONT_FILES): SiteFont[] {
  return catalogueFiles(files).map(({ font, files: shipped }) => ({
    id: font.id,
    family: font.family,
    category: font.category,
    fallback: font.fallback,
    headingWeight: font.weights.heading,
    license: font.source?.license ?? null,
    files: shipped,
  }));
}
