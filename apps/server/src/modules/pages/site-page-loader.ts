import { ACCOUNT_PAGE, sitePageMessage, type PageDocument } from '@plinth/contracts';
import type { SitePageRow } from '@plinth/db';
import { PAGE_ISLANDS } from '@plinth/storefront/manifest';
import { blockPageAssets, renderPageBlocks } from '@plinth/theme/blocks';
import { openCatalog } from '../catalog';
import { loadBlockFiles } from '../files';
import { loadStorefrontNavigation } from '../navigation';
import { findHomeSitePage, findSitePageBySlug, liveCopyOf, parseDocument } from '../site-pages';
import { cartQuantity, loadNavigation, pageCacheKey } from './loaders';
import { buildPageOnce, CRUMB_SENTINEL, type BuiltPage, type LoadedPage } from './page-render';
import { pageShell, PAGE_TYPE } from './page-shell';
import { visitNow, type PageApp, type PageVisit } from './page-visit';
import { loadBlockRenderContext } from './site-page-blocks';

/** A block page request: the visit plus the app's clock and the origin (for og:image). */
export interface SitePageVisit extends PageVisit {
  nowMs: number;
  /** "https://shop.example": og:image must be an absolute URL. */
  origin: string;
}

/** A page visitors may see, with the copy they see now (its document, revision and when it went live). */
export type LiveSitePage = SitePageRow & {
  pages_stamp: number | null;
  live_document: string;
  live_revision: number;
  live_since: string | null;
};

/**
 * The page at `slug` (or, with null, the site's home page) if visitors may see it now, with the copy
 * they see: the published one, or the scheduled one once its time has come (a live page that is
 * scheduled keeps its published copy until then); else null (404, or "/" falls back to the theme's
 * home template).
 */
export async function findLiveSitePage(
  app: PageApp,
  visit: SitePageVisit,
  slug: string | null,
): Promise<LiveSitePage | null> {
  const row =
    slug === null
      ? await findHomeSitePage(app.db.kysely, visit.site.id)
      : await findSitePageBySlug(app.db.kysely, visit.site.id, slug);
  if (!row) return null;
  const copy = liveCopyOf(row, visit.nowMs);
  const live =
    copy === 'scheduled'
      ? { document: row.scheduled_document, revision: row.scheduled_revision, since: row.publish_at }
      : copy === 'published'
        ? { document: row.published_document, revision: row.published_revision, since: row.published_at }
        : null;
  if (!live || live.document === null || live.revision === null) return null;
  return { ...row, live_document: live.document, live_revision: live.revision, live_since: live.since };
}

/**
 * A live block page. Its HTML is cached by the page's id, the live copy's revision and time, the
 * newest change to any of the site's pages (links between pages), the catalogue version (product and
 * summary blocks) and the origin: publishing again always makes a new key. An entry ends at the
 * site's next scheduled publish time, when menus and links to the page going live change.
 */
export async function loadSitePage(
  app: PageApp,
  visit: SitePageVisit,
  row: LiveSitePage,
): Promise<LoadedPage> {
  const catalog = await openCatalog(app, visit.site);
  const version = [row.id, row.live_revision, row.live_since, row.pages_stamp, visit.origin].join(':');
  const cacheKey = pageCacheKey(visit, `page:${version}`, catalog.version);
  const built = await buildPageOnce(
    app,
    cacheKey,
    async () => buildSitePage(app, visit, row, parseDocument(row.live_document), false),
    visit.nowMs,
  );
  if (!built) throw new Error('a block page always builds');
  return { ...built, cartQuantity: await cartQuantity(app, visit), cacheKey };
}

/** The editor's preview: the draft in the live theme, never cached. */
export async function loadSitePagePreview(
  app: PageApp,
  visit: SitePageVisit,
  row: SitePageRow,
): Promise<LoadedPage> {
  const built = await buildSitePage(app, visit, row, parseDocument(row.draft_document), true);
  return { ...built, cartQuantity: await cartQuantity(app, visit), cacheKey: null };
}

async function buildSitePage(
  app: PageApp,
  visit: SitePageVisit,
  row: SitePageRow,
  document: PageDocument,
  preview: boolean,
): Promise<BuiltPage> {
  const { site } = visit;
  const catalog = await openCatalog(app, site);
  const context = await loadBlockRenderContext(app, site, catalog, document, visit.nowMs);
  const html = renderPageBlocks(document, context);
  const navigation = await loadStorefrontNavigation(app, site, catalog.version, visit.nowMs);
  const assets = blockPageAssets(document);
  const shell = pageShell(
    visit,
    {
      pageType: PAGE_TYPE.mainContent,
      template: 'page',
      title: row.seo_title || row.title,
      description: row.seo_description || undefined,
      islands: [...PAGE_ISLANDS.block, ...assets.islands],
      styles: assets.styles,
    },
    navigation,
    app.pageCache.assets,
  );
  const socialImage = await socialImageUrl(app, visit, row.social_image_file_id);
  return {
    context: {
      ...shell,
      page: { ...shell.page, ...(socialImage ? { socialImage } : {}) },
      assets: { ...shell.assets, scripts: [...shell.assets.scripts, ...assets.scripts] },
      sitePage: { id: row.id, title: row.title, slug: row.slug, html, document, preview },
    },
    islands: {},
    // Links to pages (menus, buttons) change when the site's next scheduled page goes live.
    validUntil: navigation.validUntil,
  };
}

async function socialImageUrl(
  app: PageApp,
  visit: SitePageVisit,
  fileId: string | null,
): Promise<string | null> {
  if (fileId === null) return null;
  const file = (await loadBlockFiles(app.db.kysely, visit.site.id, [fileId])).get(fileId);
  return file ? `${visit.origin}${file.url}` : null;
}

/**
 * What a locked page (the lock screen, its form posting back to the page) or a member-only page (the
 * member area access denied page, with a Sign in link) shows instead of itself. Never cached: the lock
 * screen carries the visitor's refusal.
 */
export async function loadPageAccessPage(
  app: PageApp,
  visit: PageVisit,
  row: Pick<SitePageRow, 'slug' | 'is_home'>,
  kind: 'locked' | 'membersOnly',
  error = '',
): Promise<LoadedPage> {
  const locked = kind === 'locked';
  const title = sitePageMessage(locked ? 'lockedTitle' : 'membersOnlyTitle');
  const shell = pageShell(
    visit,
    {
      pageType: PAGE_TYPE.mainContent,
      template: locked ? 'page-locked' : 'page-members-only',
      title,
      islands: PAGE_ISLANDS.status,
    },
    await loadNavigation(app, visit.site, visitNow(visit)),
    app.pageCache.assets,
  );
  // The lock form posts to the page's own path; signing in comes back to where the page is shown.
  const path = `/${row.slug}`;
  const shownAt = row.is_home === 1 ? '/' : path;
  return {
    context: {
      ...shell,
      pageAccess: {
        title,
        message: sitePageMessage(locked ? 'lockedPrompt' : 'membersOnlyText'),
        action: path,
        crumb: CRUMB_SENTINEL,
        error,
        signInUrl: `${ACCOUNT_PAGE.signIn}?returnTo=${encodeURIComponent(shownAt)}`,
      },
    },
    islands: {},
    cartQuantity: await cartQuantity(app, visit),
    cacheKey: null,
  };
}
