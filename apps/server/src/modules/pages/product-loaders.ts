import { SERVER_SIGN_UP_MESSAGES } from '@plinth/commerce';
import { productMetaDescription, type ProductView, type PublicForm } from '@plinth/contracts';
import type { CollectionRow } from '@plinth/db';
import { PAGE_ISLANDS } from '@plinth/storefront/manifest';
import type { FastifyInstance } from 'fastify';
import { findProductForPreview, openCatalog, type ProductSeo } from '../catalog';
import { getExpressPreferences } from '../commerce-preferences';
import { loadPublicForms } from '../forms';
import { installmentSettingsOf } from '../installments';
import { loadStorefrontNavigation, type StorefrontNavigation } from '../navigation';
import { productJsonLd } from '../seo';
import { scriptSafeJson } from '../tracker';
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
import { toItemContext } from './product-display';
import { loadRestockFormSettings, type RestockFormSettings } from './restock-form-settings';
import { cartQuantity, isShown, pageCacheKey, toCollectionContext } from './loaders';

/** The product page: the shopper's (live products) and the owner's preview (any status). */

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
