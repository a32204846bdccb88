import { sourceEnvironmentOf, type ShoppingCart } from '@plinth/contracts';
import type { CollectionRow } from '@plinth/db';
import { PAGE_ISLANDS } from '@plinth/storefront/manifest';
import type { CollectionContext, ShopListContext } from '@plinth/theme';
import { getCart, getCartQuantity } from '../cart';
import { openCatalog, type CollectionWithProducts } from '../catalog';
import { loadProductForms } from '../forms';
import { cartInstallmentsOf } from '../installments';
import { loadStorefrontNavigation, type StorefrontNavigation } from '../navigation';
import type { Site } from '../sites';
import type { PageAssetCache } from './page-assets';
import { pageShell, PAGE_TYPE, type PageTarget } from './page-shell';
import {
  buildPageOnce,
  CRUMB_SENTINEL,
  type BuiltPage,
  type IslandSpec,
  type LoadedPage,
} from './page-render';
import { visitNow, type PageApp, type PageVisit } from './page-visit';
import { toProductCard } from './product-display';

/**
 * What a cached page's HTML depends on besides the visitor: the template, the site's settings, the
 * catalogue version, the path and the visitor's language. Anything a loader reads must be covered here.
 */
export function pageCacheKey(
  {
    site,
    path,
    hostname,
    origin,
    language,
  }: Pick<PageTarget, 'site' | 'path' | 'hostname' | 'origin' | 'language'>,
  template: string,
  catalogVersion: number,
): string {
  // The tracker's environment comes from the Host (dev, staging or prod): one cached copy per kind of host.
  const environment = hostname ? sourceEnvironmentOf(hostname) : 'prod';
  // Canonical links and og:url name the origin (http or https, the port): one copy per origin. The
  // visitor's language (one of the site's, decision 0051) sets <html lang> and the switcher.
  return [
    template,
    site.fingerprint,
    catalogVersion,
    path,
    new Date().getFullYear(),
    environment,
    origin ?? '',
    language ?? site.language,
  ].join('|');
}

export function toCollectionContext(collection: CollectionRow): CollectionContext {
  return {
    id: collection.id,
    title: collection.title,
    urlId: collection.url_id,
    fullUrl: `/${collection.url_id}`,
    description: collection.description,
    type: collection.type,
    typeName: 'products',
  };
}

const HOME_FEATURED_COUNT = 4;
const SHOP_URL_ID = 'shop';

export async function cartQuantity(app: PageApp, { site, visitor }: PageVisit): Promise<number> {
  return getCartQuantity(app.db, site, await visitor.forCart());
}

/**
 * For pages that do not read the catalogue otherwise: the version keys the navigation's cache. `nowMs`
 * is the app's clock (the visit's): block pages in the menus are shown while live at that time.
 */
export async function loadNavigation(
  app: PageApp,
  site: Site,
  nowMs: number = Date.now(),
): Promise<StorefrontNavigation> {
  const { version } = await openCatalog(app, site);
  return loadStorefrontNavigation(app, site, version, nowMs);
}

/** Error pages must render even when the database does not answer: then they link Home alone. */
async function loadNavigationOrHome(app: PageApp, visit: PageVisit): Promise<StorefrontNavigation> {
  try {
    return await loadNavigation(app, visit.site, visitNow(visit));
  } catch (error) {
    visit.log.warn({ err: error }, 'navigation unavailable for an error page');
    const home = { title: 'Home', url: '/', collectionId: null, externalLink: '/', memberAreaId: null };
    return { main: [{ ...home, newWindow: false, items: [] }], secondary: [] };
  }
}

/** A store page the owner turned off is not on the storefront. */
export function isShown(collection: CollectionRow): boolean {
  return collection.enabled === 1;
}

async function listPage(
  app: PageApp,
  visit: PageVisit,
  collectionUrlId: string,
  kind: 'home',
): Promise<LoadedPage | null> {
  const { site } = visit;
  const catalog = await openCatalog(app, site);
  const cacheKey = pageCacheKey(visit, kind, catalog.version);
  const now = visitNow(visit);
  const built = await buildPageOnce(
    app,
    cacheKey,
    async () => {
      const loaded = await catalog.loadCollection(collectionUrlId);
      if (!loaded) return null;
      const navigation = await loadStorefrontNavigation(app, site, catalog.version, now);
      // The home page stays up when its store page is turned off; it just features nothing.
      const featured = isShown(loaded.collection) ? loaded : { ...loaded, products: [] };
      const page = buildListPage(visit, featured, kind, navigation, app.pageCache.assets);
      // Ends when a scheduled page (menus) or product (this page's items) goes live.
      return { ...page, validUntil: Math.min(navigation.validUntil ?? Infinity, catalog.validUntil) };
    },
    now,
  );
  return built ? { ...built, cartQuantity: await cartQuantity(app, visit), cacheKey } : null;
}

/** What a shop list adds to the list page (shop-loaders.ts): its categories, filters, sort and pages. */
export interface ShopPageExtras {
  shop: ShopListContext;
  /** The category's name on a category page. */
  title?: string;
  canonicalPath: string;
  styles: string[];
}

/**
 * A home or shop page from plain values (no request): testable without Fastify. A shop page's
 * `loaded.products` are the ones on the page asked for, already filtered and sorted (shop-list.ts).
 */
export function buildListPage(
  target: PageTarget,
  loaded: CollectionWithProducts,
  kind: 'home' | 'shop',
  navigation: StorefrontNavigation,
  assetCache: PageAssetCache,
  extras?: ShopPageExtras,
): BuiltPage {
  const { site } = target;
  const { collection, products } = loaded;
  const shown = kind === 'home' ? products.slice(0, HOME_FEATURED_COUNT) : products;
  const items = shown.map((p) => toProductCard(p, site.currency, collection.url_id));
  const islands: Record<string, IslandSpec> = {
    'quick-view': { name: 'quick-view', props: { settings: site.store, crumb: CRUMB_SENTINEL } },
  };
  for (const item of items) {
    islands[`listing-button-${item.id}`] = {
      name: 'listing-button',
      props: {
        itemId: item.id,
        sku: item.sku,
        requiresSelection: item.requiresSelection,
        soldOut: item.soldOut,
        productTitle: item.title,
        productUrl: item.fullUrl,
        addButtonText: item.addButtonText,
        subscribable: item.subscribable,
        crumb: CRUMB_SENTINEL,
      },
    };
  }
  const shell = pageShell(
    target,
    {
      pageType: PAGE_TYPE.mainContent,
      template: kind,
      title: kind === 'home' ? site.title : (extras?.title ?? collection.title),
      description: kind === 'home' && site.description ? site.description : undefined,
      islands: PAGE_ISLANDS.collection,
      ...(extras ? { styles: extras.styles, canonicalPath: extras.canonicalPath } : {}),
      // Shared links show the first product pictured on the page.
      socialImage: items.find((item) => item.image !== null)?.image ?? null,
    },
    navigation,
    assetCache,
  );
  const shop = extras ? { shop: extras.shop } : {};
  return { context: { ...shell, collection: toCollectionContext(collection), items, ...shop }, islands };
}

export function loadHomePage(app: PageApp, visit: PageVisit): Promise<LoadedPage | null> {
  return listPage(app, visit, SHOP_URL_ID, 'home');
}

export async function loadCartPage(
  app: PageApp,
  visit: PageVisit,
  alert?: { title: string; message: string },
): Promise<LoadedPage> {
  const cart: ShoppingCart = await getCart(app.db, visit.site, await visit.visitor.forCart());
  const shell = pageShell(
    visit,
    {
      pageType: PAGE_TYPE.showCart,
      template: 'cart',
      title: 'Cart',
      islands: PAGE_ISLANDS.cart,
      noindex: true,
    },
    await loadNavigation(app, visit.site, visitNow(visit)),
    app.pageCache.assets,
  );
  const installments = await cartInstallmentsOf(app.db, visit.site, cart);
  // Issue 11 part 6: the forms its lines answered, so the page can show and edit the answers.
  const entryForms = await loadProductForms(
    app,
    visit.site,
    cart.entries.filter((entry) => entry.additionalFields !== null).map((entry) => entry.itemId),
  );
  return {
    context: { ...shell, cart, ...(alert ? { alert } : {}) },
    islands: {
      'cart-page': { name: 'cart-page', props: { cart, crumb: CRUMB_SENTINEL, installments, entryForms } },
    },
    cartQuantity: cart.totalQuantity,
    cacheKey: null,
  };
}

export async function loadStatusPage(
  app: PageApp,
  visit: PageVisit,
  status: number,
  message: string,
): Promise<LoadedPage> {
  const notFound = status === 404;
  const serverError = status >= 500;
  const title = notFound
    ? 'Page not found'
    : serverError
      ? 'Something went wrong on our side'
      : 'We could not do that';
  const shell = pageShell(
    visit,
    {
      pageType: notFound ? PAGE_TYPE.notFound : PAGE_TYPE.error,
      template: notFound ? 'not-found' : 'error',
      title,
      islands: PAGE_ISLANDS.status,
      // An error answers at any address: it names none as its own.
      canonicalPath: null,
    },
    await loadNavigationOrHome(app, visit),
    app.pageCache.assets,
  );
  return {
    context: {
      ...shell,
      page: { ...shell.page, status, serverError },
      ...(notFound ? {} : { alert: { title, message } }),
    },
    islands: {},
    cartQuantity: await cartQuantity(app, visit),
    cacheKey: null,
  };
}
