import { TERM_KIND, TERM_SUBJECT } from '@plinth/contracts';
import type { Executor } from '@plinth/db';
import type { ProductCategoryBlockData } from '@plinth/theme/blocks';
import { listSubjectTerms, listTermsWithCounts } from '../terms';
import { categoryMatcher } from './shop-list';

/**
 * The product categories that summary blocks name (issue 22), each with which of `products` (the live
 * products of the blocks' store pages) it holds, by the rule of its shop page (`categoryMatcher`: the
 * category or one of its subcategories). A removed category, or an id that is no category, is left
 * out: its block renders nothing. Terms changes raise the catalogue version (migration 0034), which
 * is in the block page's cache key.
 */
export async function loadProductCategories(
  db: Executor,
  websiteId: string,
  categoryIds: readonly string[],
  products: readonly { id: string }[],
): Promise<Map<string, ProductCategoryBlockData>> {
  const found = new Map<string, ProductCategoryBlockData>();
  if (categoryIds.length === 0) return found;
  const [categories, terms] = await Promise.all([
    listTermsWithCounts(db, websiteId, TERM_KIND.category, TERM_SUBJECT.product),
    listSubjectTerms(
      db,
      websiteId,
      TERM_SUBJECT.product,
      products.map((p) => p.id),
    ),
  ]);
  const inCategory = categoryMatcher(terms, categories);
  for (const id of categoryIds) {
    const category = categories.find((c) => c.id === id);
    if (!category) continue;
    const productIds = new Set(products.filter((p) => inCategory(p, id)).map((p) => p.id));
    found.set(id, { name: category.name, slug: category.slug, productIds });
  }
  return found;
}
