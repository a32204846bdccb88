import type { PageDocument } from '@plinth/contracts';
import type { Site } from '../sites';
import { collectBlockReferences, type BlockRenderContext } from '@plinth/theme/blocks';
import type { ProductCard } from '@plinth/theme';
import { findCollectionRow, type CatalogReader } from '../catalog';
import { loadContentBlockData } from '../collections';
import { loadBlockFiles } from '../files';
import { loadPublicForms } from '../forms';
import { isPageLive, listSitePageSlugs } from '../site-pages';
import type { PageApp } from './page-visit';
import { toProductCard } from './product-display';
import { loadProductCategories } from './site-page-categories';

/** Blocks above the fold: their images load eagerly. */
export const EAGER_BLOCKS = 2;

/**
 * Everything the document's blocks reference, loaded for the renderers: files, products and store
 * pages as shop cards show them (only while their store page is on), the product categories summary
 * blocks narrow them to, the forms of form blocks, and the URLs of linked pages that visitors can see
 * at `nowMs`.
 */
export async function loadBlockRenderContext(
  app: PageApp,
  site: Site,
  catalog: CatalogReader,
  document: PageDocument,
  nowMs: number,
): Promise<BlockRenderContext> {
  const refs = collectBlockReferences(document);
  const files = await loadBlockFiles(app.db.kysely, site.id, refs.fileIds);
  const products = new Map<string, ProductCard>();
  for (const id of refs.productIds) {
    const product = await catalog.findProduct(id);
    if (product) products.set(id, toProductCard(product, site.currency, product.fullUrl.split('/')[1] ?? ''));
  }
  const collections = new Map<string, readonly ProductCard[]>();
  const summaryProducts: { id: string }[] = [];
  for (const id of refs.collectionIds) {
    const row = await findCollectionRow(app.db.kysely, site.id, id);
    const loaded = row && row.enabled === 1 ? await catalog.loadCollection(row.url_id) : null;
    if (loaded) {
      const urlId = loaded.collection.url_id;
      summaryProducts.push(...loaded.products);
      collections.set(
        id,
        loaded.products.map((p) => toProductCard(p, site.currency, urlId)),
      );
    }
  }
  // Summary blocks narrowed to a category (issue 22): the same live products, the category's own.
  const productCategories = await loadProductCategories(
    app.db.kysely,
    site.id,
    refs.productCategoryIds,
    summaryProducts,
  );
  const linked = await listSitePageSlugs(app.db.kysely, site.id, refs.pageIds);
  const pageUrls = new Map(linked.filter((p) => isPageLive(p, nowMs)).map((p) => [p.id, `/${p.slug}`]));
  const forms = await loadPublicForms(app, site, refs.formIds);
  // Blog and Events blocks (issue 22): only collections visitors may see.
  const contentCollections = await loadContentBlockData(
    app.db.kysely,
    site,
    refs.contentCollectionIds,
    nowMs,
  );
  return {
    files,
    products,
    collections,
    productCategories,
    pageUrls,
    forms,
    contentCollections,
    eagerBlocks: EAGER_BLOCKS,
  };
}
