import {
  ACCOUNT_PAGE,
  sitePageMessage,
  type CaptchaClientConfig,
  type PageDocument,
  type PublicForm,
  type SitePageRenderResult,
} from '@plinth/contracts';
import type { SitePageRow } from '@plinth/db';
import { PAGE_ISLANDS } from '@plinth/storefront/manifest';
import { renderIsland, type IslandProps } from '@plinth/storefront/server';
import {
  blockPageAssets,
  formBlockPlacements,
  productBlockPurchases,
  renderPageBlocks,
  type BlockRenderContext,
} from '@plinth/theme/blocks';
import { openCatalog, type CatalogReader } from '../catalog';
import { loadBlockFiles } from '../files';
import { loadStorefrontNavigation } from '../navigation';
import {
  findHomeSitePage,
  findLiveDocument,
  findSitePageBySlug,
  liveCopyOf,
  parseDocument,
  type LiveSitePageRow,
} from '../site-pages';
import { pageNotFound } from './errors';
import { cartQuantity, loadNavigation, pageCacheKey } from './loaders';
import {
  buildPageOnce,
  CRUMB_SENTINEL,
  type BuiltPage,
  type IslandSpec,
  type LoadedPage,
} from './page-render';
import { pageShell, PAGE_TYPE } from './page-shell';
import { visitNow, type PageApp, type PageVisit } from './page-visit';
import { loadBlockRenderContext } from './site-page-blocks';

/** A block page request: the visit plus the app's clock and the origin (for og:image). */
export interface SitePageVisit extends PageVisit {
  nowMs: number;
  /** "https://shop.example": og:image must be an absolute URL. */
  origin: string;
  /** What form blocks' captchas are told (the captcha module's client configuration). */
  captcha: CaptchaClientConfig;
}

/**
 * A page visitors may see now, without its document: which copy they see (the published one, or the
 * scheduled one once its time has come), its revision and since when, and the catalogue it was looked
 * up at.
 */
export type LiveSitePage = LiveSitePageRow & {
  catalog: CatalogReader;
  live_copy: 'published' | 'scheduled';
  live_revision: number;
  live_since: string | null;
};

/** The fields a page's HTML shows besides its document: the live row or, for the preview, the draft's. */
type ShownPage = Pick<
  SitePageRow,
  'id' | 'title' | 'slug' | 'seo_title' | 'seo_description' | 'social_image_file_id' | 'is_home'
>;

/**
 * The page at `slug` (or, with null, the site's home page) if visitors may see it now, with the copy
 * they see: the published one, or the scheduled one once its time has come (a live page that is
 * scheduled keeps its published copy until then); else null (404, or "/" falls back to the theme's
 * home template). The row comes from the page cache's lookups at the catalogue version read first (so a
 * change committed after that read is never filed under the older version), else from the database;
 * the clock is read on every request.
 */
export async function findLiveSitePage(
  app: PageApp,
  visit: SitePageVisit,
  slug: string | null,
): Promise<LiveSitePage | null> {
  const catalog = await openCatalog(app, visit.site);
  const key = `${visit.site.id}:${catalog.version}:${slug ?? ''}`;
  const lookups = app.pageCache.sitePages;
  let row = lookups.get(key);
  if (row === undefined) {
    row =
      slug === null
        ? await findHomeSitePage(app.db.kysely, visit.site.id)
        : await findSitePageBySlug(app.db.kysely, visit.site.id, slug);
    lookups.set(key, row);
  }
  if (!row) return null;
  const copy = liveCopyOf(row, visit.nowMs);
  if (copy === 'scheduled' && row.scheduled_revision !== null) {
    return {
      ...row,
      catalog,
      live_copy: copy,
      live_revision: row.scheduled_revision,
      live_since: row.publish_at,
    };
  }
  if (copy === 'published' && row.published_revision !== null) {
    return {
      ...row,
      catalog,
      live_copy: copy,
      live_revision: row.published_revision,
      live_since: row.published_at,
    };
  }
  return null;
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
  const { catalog } = row;
  const version = [row.id, row.live_revision, row.live_since, row.pages_stamp, visit.origin].join(':');
  const cacheKey = pageCacheKey(visit, `page:${version}`, catalog.version);
  const built = await buildPageOnce(
    app,
    cacheKey,
    async () => {
      const json = await findLiveDocument(app.db.kysely, visit.site.id, row.id, row.live_copy);
      // Unpublished or deleted between the lookup and now: answered as not found.
      return json === null ? null : buildSitePage(app, visit, row, parseDocument(json), false);
    },
    visit.nowMs,
  );
  if (!built) throw pageNotFound();
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

/**
 * An unsaved document's blocks as the page template would show them, and the stylesheets and islands
 * they need: the editor swaps the HTML into its frame between saves. Nothing is cached or stored.
 */
export async function renderEditorBlocks(
  app: PageApp,
  visit: SitePageVisit,
  document: PageDocument,
): Promise<SitePageRenderResult> {
  const catalog = await openCatalog(app, visit.site);
  const loaded = await loadBlockRenderContext(app, visit.site, catalog, document, visit.nowMs);
  const context: BlockRenderContext = { ...loaded, editorHints: true };
  const assets = blockPageAssets(document);
  // Forms show at once as their server HTML; they come alive when the frame next loads (a save).
  const forms = new Map(
    formBlockPlacements(document, context.forms ?? new Map()).map(({ marker, form }) => [
      `<!--island:${marker}-->`,
      // No crumb: the canvas never posts (its HTML is not served to visitors).
      renderIsland('site-form', formIslandProps(visit, null, form, '')),
    ]),
  );
  const html = renderPageBlocks(document, context).replace(
    /<!--island:site-form-block-[A-Za-z0-9_-]+-->/g,
    (marker) => forms.get(marker) ?? '',
  );
  return { html, styles: assets.styles, islands: assets.islands };
}

/** The site-form island's props: the form, and the page a submission names. */
function formIslandProps(
  visit: SitePageVisit,
  row: Pick<SitePageRow, 'id' | 'title' | 'slug'> | null,
  form: PublicForm,
  crumb: string = CRUMB_SENTINEL,
): IslandProps<'site-form'> {
  return {
    form,
    page: {
      pageTitle: row?.title ?? '',
      pageId: row?.id ?? '',
      pagePath: row ? `/${row.slug}` : '',
      // A block page is a page of its own (a "collection" in the seed's terms), not an item in one.
      contentSource: 'c',
      // Public; the seed gives no other value (locked and member pages are checked before they render).
      pagePermissionTypeValue: 1,
    },
    crumb,
    captcha: visit.captcha,
  };
}

async function buildSitePage(
  app: PageApp,
  visit: SitePageVisit,
  row: ShownPage,
  document: PageDocument,
  preview: boolean,
): Promise<BuiltPage> {
  const { site } = visit;
  const catalog = await openCatalog(app, site);
  const loaded = await loadBlockRenderContext(app, site, catalog, document, visit.nowMs);
  const context: BlockRenderContext = preview ? { ...loaded, editorHints: true } : loaded;
  const html = renderPageBlocks(document, context);
  const navigation = await loadStorefrontNavigation(app, site, catalog.version, visit.nowMs);
  const islands = blockIslands(visit, row, document, context);
  const assets = blockPageAssets(document);
  const shell = pageShell(
    visit,
    {
      pageType: PAGE_TYPE.mainContent,
      template: 'page',
      pageId: row.id,
      // The home page is the site's front door: its tab and search result say the site's name.
      title: row.is_home === 1 ? site.title : row.title,
      seoTitle: row.seo_title,
      description: row.seo_description || undefined,
      islands: [...PAGE_ISLANDS.block, ...assets.islands],
      styles: assets.styles,
      socialImage: await socialImageOf(app, visit, row.social_image_file_id),
      // The page's one address, also in the editor's preview: "/" for the home page (its slug redirects).
      canonicalPath: row.is_home === 1 ? '/' : `/${row.slug}`,
    },
    navigation,
    app.pageCache.assets,
  );
  return {
    context: {
      ...shell,
      assets: { ...shell.assets, scripts: [...shell.assets.scripts, ...assets.scripts] },
      sitePage: { id: row.id, title: row.title, slug: row.slug, html, document, preview },
    },
    islands,
    // Links to pages (menus, buttons) change when the site's next scheduled page goes live, and
    // product blocks when its next scheduled product does (decision 0049).
    validUntil: Math.min(navigation.validUntil ?? Infinity, catalog.validUntil),
  };
}

/**
 * The islands a document's blocks place: product blocks' add-to-cart buttons (the shop cards'
 * island, with the visitor's crumb per request) and the site form of each form block whose form
 * exists (form-renderers.ts). `row` is the page a form submission names.
 */
export function blockIslands(
  visit: SitePageVisit,
  row: Pick<SitePageRow, 'id' | 'title' | 'slug'>,
  document: PageDocument,
  context: BlockRenderContext,
): Record<string, IslandSpec> {
  const islands: Record<string, IslandSpec> = {};
  for (const { marker, card } of productBlockPurchases(document, context.products)) {
    islands[marker] = {
      name: 'listing-button',
      props: {
        itemId: card.id,
        sku: card.sku,
        requiresSelection: card.requiresSelection,
        soldOut: card.soldOut,
        productTitle: card.title,
        productUrl: card.fullUrl,
        addButtonText: card.addButtonText,
        subscribable: card.subscribable,
        crumb: CRUMB_SENTINEL,
      },
    };
  }
  for (const { marker, form } of formBlockPlacements(document, context.forms ?? new Map())) {
    islands[marker] = { name: 'site-form', props: formIslandProps(visit, row, form) };
  }
  return islands;
}

/** The page's social image (og:image, made absolute by the shell), or null. */
export async function socialImageOf(
  app: PageApp,
  visit: SitePageVisit,
  fileId: string | null,
): Promise<{ url: string; alt: string } | null> {
  if (fileId === null) return null;
  const file = (await loadBlockFiles(app.db.kysely, visit.site.id, [fileId])).get(fileId);
  return file ? { url: file.url, alt: '' } : null;
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
