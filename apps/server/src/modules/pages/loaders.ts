import { SERVER_SIGN_UP_MESSAGES } from '@plinth/commerce';
import {
  productMetaDescription,
  sourceEnvironmentOf,
  type ProductView,
  type PublicForm,
  type ShoppingCart,
} from '@plinth/contracts';
import type { CollectionRow } from '@plinth/db';
import { PAGE_ISLANDS } from '@plinth/storefront/manifest';
import type { CollectionContext } from '@plinth/theme';
import type { FastifyInstance } from 'fastify';
import { getCart, getCartQuantity } from '../cart';
import { findProductForPreview, openCatalog, type CollectionWithProducts, type ProductSeo } from '../catalog';
import { getExpressPreferences } from '../commerce-preferences';
import { loadProductForms, loadPublicForms } from '../forms';
import { cartInstallmentsOf, installmentSettingsOf } from '../installments';
import { loadStorefrontNavigation, type StorefrontNavigation } from '../navigation';
import { productJsonLd } from '../seo';
import { scriptSafeJson } from '../tracker';
import type { Site } from '../sites';
import type { PageAssetCache } from './page-assets';
import { pageShell, PAGE_TYPE, targetOrigin, type PageTarget } from './page-shell';
import {
  buildPageOnce,
  CRUMB_SENTINEL,
  type BuiltPage,
  type IslandSpec,
  type LoadedPage,
} from './page-render';
import { visitNow, type PageApp, type PageVisit } from './page-visit';
import { toItemContext, toProductCard } from './product-display';
import { loadRestockFormSettings, type RestockFormSettings } from './restock-form-settings';

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

function toCollectionContext(collection: CollectionRow): CollectionContext {
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
function isShown(collection: CollectionRow): boolean {
  return collection.enabled === 1;
}

async function listPage(
  app: PageApp,
  visit: PageVisit,
  collectionUrlId: string,
  kind: 'home' | 'shop',
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
      if (!loaded || (kind === 'shop' && !isShown(loaded.collection))) return null;
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

/** A home or shop page from plain values (no request): testable without Fastify. */
export function buildListPage(
  target: PageTarget,
  loaded: CollectionWithProducts,
  kind: 'home' | 'shop',
  navigation: StorefrontNavigation,
  assetCache: PageAssetCache,
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
      title: kind === 'home' ? site.title : collection.title,
      description: kind === 'home' && site.description ? site.description : undefined,
      islands: PAGE_ISLANDS.collection,
      // Shared links show the first product pictured on the page.
      socialImage: items.find((item) => item.image !== null)?.image ?? null,
    },
    navigation,
    assetCache,
  );
  return { context: { ...shell, collection: toCollectionContext(collection), items }, islands };
}

export function loadHomePage(app: PageApp, visit: PageVisit): Promise<LoadedPage | null> {
  return listPage(app, visit, SHOP_URL_ID, 'home');
}

export function loadShopPage(
  app: PageApp,
  visit: PageVisit,
  collectionUrlId: string,
): Promise<LoadedPage | null> {
  return listPage(app, visit, collectionUrlId, 'shop');
}

export interface ProductFormState {
  selection?: Record<string, string>;
  /** A gift card's recipient fields as posted (decision 0030). */
  recipient?: { recipientName: string; recipientEmail: string; message: string };
  quantity?: number;
  error?: string | null;
  /** A no-JavaScript "Buy now" refused: shown in the "Unable to Purchase Item" alert. */
  expressError?: string | null;
}

export async function loadProductPage(
  app: PageApp & FastifyInstance,
  visit: PageVisit,
  collectionUrlId: string,
  productUrlId: string,
  state: ProductFormState = {},
): Promise<LoadedPage | null> {
  const catalog = await openCatalog(app, visit.site);
  // A page re-shown after a failed no-JavaScript add carries that visitor's input: never cached.
  const hasState = Object.keys(state).length > 0;
  const cacheKey = hasState ? null : pageCacheKey(visit, 'product', catalog.version);
  const now = visitNow(visit);
  const built = await buildPageOnce(
    app,
    cacheKey,
    async () => {
      const found = await catalog.findProductByPath(collectionUrlId, productUrlId);
      if (!found || !isShown(found.collection)) return null;
      const navigation = await loadStorefrontNavigation(app, visit.site, catalog.version, now);
      const restock = loadRestockFormSettings(app, visit.site, visit.language);
      // The form is part of the cached page: saving a form a product uses raises the catalogue version.
      const formId = found.product.additionalFieldsFormId;
      const form = formId ? ((await loadPublicForms(app, visit.site, [formId])).get(formId) ?? null) : null;
      const page = buildProductPage(visit, found, state, navigation, app.pageCache.assets, restock, form);
      // Ends when a scheduled page (menus) or product (this page's items) goes live.
      return { ...page, validUntil: Math.min(navigation.validUntil ?? Infinity, catalog.validUntil) };
    },
    now,
  );
  return built ? { ...built, cartQuantity: await cartQuantity(app, visit), cacheKey } : null;
}

/**
 * The owner's preview of a product page whatever its status (a draft, or scheduled for later): the
 * product as shoppers would see it once live. Never cached; the route keeps it out of caches.
 */
export async function loadProductPreview(
  app: PageApp & FastifyInstance,
  visit: PageVisit,
  productId: string,
): Promise<LoadedPage | null> {
  const found = await findProductForPreview(app.db.kysely, visit.site, productId);
  if (!found) return null;
  const catalog = await openCatalog(app, visit.site);
  const navigation = await loadStorefrontNavigation(app, visit.site, catalog.version, visitNow(visit));
  const formId = found.product.additionalFieldsFormId;
  const form = formId ? ((await loadPublicForms(app, visit.site, [formId])).get(formId) ?? null) : null;
  const restock = loadRestockFormSettings(app, visit.site);
  const page = buildProductPage(visit, found, {}, navigation, app.pageCache.assets, restock, form);
  return { ...page, cartQuantity: await cartQuantity(app, visit), cacheKey: null };
}

/** A product page from plain values (no request): testable without Fastify. */
export function buildProductPage(
  target: PageTarget,
  { collection, product, seo }: { collection: CollectionRow; product: ProductView; seo?: ProductSeo },
  state: ProductFormState,
  navigation: StorefrontNavigation,
  assetCache: PageAssetCache,
  restock: RestockFormSettings | null = null,
  additionalFieldsForm: PublicForm | null = null,
): BuiltPage {
  const { site } = target;
  const item = toItemContext(product, site.currency);
  // Issue 13 part 6: the owner's SEO title and description, the first image, schema.org Product.
  const description = productMetaDescription({
    seoDescription: seo?.description ?? '',
    description: product.description,
  });
  const image = product.images[0] ?? product.variants.find((v) => v.image !== null)?.image ?? null;
  const jsonLd = productJsonLd(product, {
    origin: targetOrigin(target),
    currency: site.currency,
    metaDescription: description,
  });
  const shell = pageShell(
    target,
    {
      pageType: PAGE_TYPE.contentItem,
      template: 'product',
      pageId: product.id,
      title: product.title,
      seoTitle: seo?.title ?? '',
      description,
      islands: PAGE_ISLANDS.product,
      socialImage: image ? { url: image.url, alt: image.alt } : null,
      ogType: 'product',
      jsonLd: scriptSafeJson(jsonLd),
      canonicalPath: product.fullUrl,
    },
    navigation,
    assetCache,
  );
  const islands: Record<string, IslandSpec> = {
    'product-form': {
      name: 'product-form',
      props: {
        product,
        settings: site.store,
        crumb: CRUMB_SENTINEL,
        initialSelection: state.selection ?? {},
        initialQuantity: state.quantity ?? 1,
        ...(state.recipient ? { initialRecipient: state.recipient } : {}),
        error: state.error ?? null,
        // Issue 9 parts 7 and 8: "Buy now" and installment messaging, as the owner set them.
        buyNow: getExpressPreferences(site).buyNowEnabled,
        expressError: state.expressError ?? null,
        installments: installmentSettingsOf(site),
        restock,
        additionalFieldsForm,
        noScriptNotes: {
          ...(additionalFieldsForm ? { answers: SERVER_SIGN_UP_MESSAGES.productFormNeedsJavaScript } : {}),
          ...(restock ? { restock: SERVER_SIGN_UP_MESSAGES.restockNeedsJavaScript } : {}),
        },
      },
    },
  };
  return {
    // The form rides in the JSON context too: a quick view opened from a listing reads it from there.
    context: { ...shell, collection: toCollectionContext(collection), item, additionalFieldsForm },
    islands,
  };
}

export async function loadCartPage(
  app: PageApp,
  visit: PageVisit,
  alert?: { title: string; message: string },
): Promise<LoadedPage> {
  const cart: ShoppingCart = await getCart(app.db, visit.site, await visit.visitor.forCart());
  const shell = pageShell(
    visit,
    { pageType: PAGE_TYPE.showCart, template: 'cart', title: 'Cart', islands: PAGE_ISLANDS.cart },
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
