import { TERM_KIND, TERM_SUBJECT, type TermRef } from '@plinth/contracts';
import { PAGE_ISLANDS } from '@plinth/storefront/manifest';
import { openCatalog } from '../catalog';
import { loadStorefrontNavigation } from '../navigation';
import { findTermBySlug, findTermRedirect, listSubjectTerms, listTermsWithCounts } from '../terms';
import { buildListPage, cartQuantity, isShown, pageCacheKey } from './loaders';
import { buildPageOnce, type LoadedPage } from './page-render';
import { visitNow, type PageApp, type PageVisit } from './page-visit';
import { buildShopList, parseShopQuery, shopUrl } from './shop-list';

const SHOP_STYLES = '/assets/theme/shop.css';

/** A shop list answers with a page, a 301 to a renamed category's or tag's address, or not found. */
export type ShopAnswer = { page: LoadedPage } | { redirect: string } | null;

/**
 * The store page (`/{store}`) or one of its categories (`/{store}/c/{slug}`), with ?tag=, ?sort= and
 * ?page= from the address. An old slug of a renamed or merged category or tag answers 301 to the
 * current one; an unknown one, or a page past the last, is not found. Only live products are listed
 * (the catalogue's collection), so a draft never shows through a category.
 */
export async function loadShopListPage(
  app: PageApp,
  visit: PageVisit,
  storeUrlId: string,
  categorySlug: string | null,
  rawQuery: Readonly<Record<string, unknown>>,
): Promise<ShopAnswer> {
  const { site } = visit;
  const query = parseShopQuery(rawQuery);
  const storePath = `/${storeUrlId}`;
  const db = app.db.kysely;

  let category: TermRef | null = null;
  if (categorySlug !== null) {
    category = await findTermBySlug(db, site.id, TERM_KIND.category, categorySlug);
    if (!category) {
      const moved = await findTermRedirect(db, site.id, TERM_KIND.category, categorySlug);
      return moved ? { redirect: shopUrl(`${storePath}/c/${moved}`, query) } : null;
    }
  }
  const listPath = category ? `${storePath}/c/${category.slug}` : storePath;
  let tag: TermRef | null = null;
  if (query.tag) {
    tag = await findTermBySlug(db, site.id, TERM_KIND.tag, query.tag);
    if (!tag) {
      const moved = await findTermRedirect(db, site.id, TERM_KIND.tag, query.tag);
      return moved ? { redirect: shopUrl(listPath, { ...query, tag: moved }) } : null;
    }
  }

  const catalog = await openCatalog(app, site);
  // The address's state is part of the key, normalised: only values that passed the checks above.
  const cacheKey = pageCacheKey({ ...visit, path: shopUrl(listPath, query) }, 'shop', catalog.version);
  const now = visitNow(visit);
  const built = await buildPageOnce(
    app,
    cacheKey,
    async () => {
      const loaded = await catalog.loadCollection(storeUrlId);
      if (!loaded || !isShown(loaded.collection)) return null;
      const [terms, categories] = await Promise.all([
        listSubjectTerms(
          db,
          site.id,
          TERM_SUBJECT.product,
          loaded.products.map((p) => p.id),
        ),
        listTermsWithCounts(db, site.id, TERM_KIND.category, TERM_SUBJECT.product),
      ]);
      const list = buildShopList({
        storePath,
        products: loaded.products,
        terms,
        categories,
        category,
        tag,
        query,
      });
      if (!list.pageFound) return null;
      const navigation = await loadStorefrontNavigation(app, site, catalog.version, now);
      const page = buildListPage(
        visit,
        { ...loaded, products: list.products },
        'shop',
        navigation,
        app.pageCache.assets,
        {
          shop: list.context,
          ...(category ? { title: category.name } : {}),
          // Filtered and sorted views are the same list: they name the unfiltered page as theirs.
          canonicalPath: shopUrl(listPath, { page: query.page }),
          styles: [SHOP_STYLES],
        },
      );
      return { ...page, validUntil: Math.min(navigation.validUntil ?? Infinity, catalog.validUntil) };
    },
    now,
  );
  return built ? { page: { ...built, cartQuantity: await cartQuantity(app, visit), cacheKey } } : null;
}
