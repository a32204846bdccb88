import type { Executor } from '@plinth/db';
import { createTerm, setSubjectTerms } from '../modules/terms';

/**
 * The demo store's categories (one level of nesting) and tags (issue 22): /shop lists the categories,
 * /shop/c/{slug} browses one, ?tag= filters. Keyed by the demo products' url ids.
 */
export const DEMO_CATEGORIES: readonly { name: string; children?: readonly string[] }[] = [
  { name: 'Home & Living', children: ['Kitchen', 'Lighting'] },
  { name: 'Apparel' },
  { name: 'Prints & Paper' },
  { name: 'Services' },
  { name: 'Gifts' },
];

export const DEMO_PRODUCT_TERMS: Readonly<Record<string, { categories: string[]; tags: string[] }>> = {
  'linen-shirt': { categories: ['Apparel'], tags: ['Linen', 'Summer'] },
  'ceramic-mug': { categories: ['Kitchen', 'Gifts'], tags: ['Handmade', 'Gift idea'] },
  'vintage-lamp': { categories: ['Lighting'], tags: ['Vintage', 'One of a kind'] },
  'concert-poster': { categories: ['Prints & Paper'], tags: ['Limited edition'] },
  'sticker-pack': { categories: ['Prints & Paper', 'Gifts'], tags: ['Gift idea'] },
  'field-guide': { categories: ['Prints & Paper'], tags: ['Digital download'] },
  'design-consultation': { categories: ['Services'], tags: ['Studio'] },
  'gift-card': { categories: ['Gifts'], tags: ['Gift idea'] },
  'coffee-beans': { categories: ['Kitchen'], tags: ['Small batch', 'Subscription'] },
};

/** Creates the categories, then gives each demo product its categories and tags (by product url id). */
export async function seedDemoTerms(
  trx: Executor,
  websiteId: string,
  productIds: ReadonlyMap<string, string>,
): Promise<void> {
  for (const category of DEMO_CATEGORIES) {
    const parent = await createTerm(trx, websiteId, { kind: 'category', name: category.name });
    for (const child of category.children ?? []) {
      await createTerm(trx, websiteId, { kind: 'category', name: child, parentId: parent.id });
    }
  }
  for (const [urlId, terms] of Object.entries(DEMO_PRODUCT_TERMS)) {
    const productId = productIds.get(urlId);
    if (productId) await setSubjectTerms(trx, websiteId, 'product', productId, terms);
  }
}
