import { TERM_KIND, TERM_SUBJECT } from '@plinth/contracts';
import type { Executor } from '@plinth/db';
import type { PublicProduct } from '../catalog';
import type { Site } from '../sites';
import { listSubjectTerms, listTermsWithCounts } from '../terms';
import type { SitemapStorePageRow } from './queries';

/**
 * The category pages a visitor can open and find something on: `/{store}/c/{slug}` for each store page
 * that is on and each category (or its subcategory) holding one of its live products. Last changed when
 * the newest of those products changed.
 */
export async function listSitemapCategoryPaths(
  db: Executor,
  site: Site,
  storePages: readonly SitemapStorePageRow[],
  products: readonly PublicProduct[],
): Promise<{ path: string; changed: string }[]> {
  const shown = new Set(storePages.filter((s) => s.enabled === 1).map((s) => s.url_id));
  const listed = products.filter((p) => shown.has(p.collectionUrlId));
  if (listed.length === 0) return [];
  const [terms, categories] = await Promise.all([
    listSubjectTerms(
      db,
      site.id,
      TERM_SUBJECT.product,
      listed.map((p) => p.id),
    ),
    listTermsWithCounts(db, site.id, TERM_KIND.category, TERM_SUBJECT.product),
  ]);
  const parentOf = new Map(categories.map((c) => [c.id, c.parentId]));
  const slugOf = new Map(categories.map((c) => [c.id, c.slug]));
  const newest = new Map<string, string>();
  for (const product of listed) {
    for (const category of terms.get(product.id)?.categories ?? []) {
      const parent = parentOf.get(category.id) ?? null;
      for (const id of parent ? [category.id, parent] : [category.id]) {
        const key = `${product.collectionUrlId}/c/${slugOf.get(id) ?? category.slug}`;
        const seen = newest.get(key);
        if (seen === undefined || product.updatedAt > seen) newest.set(key, product.updatedAt);
      }
    }
  }
  return [...newest].map(([path, changed]) => ({ path: `/${path}`, changed }));
}
