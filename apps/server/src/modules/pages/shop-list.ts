import { effectivePrice } from '@plinth/commerce';
import type { ProductView, SubjectTerms, TermWithCount } from '@plinth/contracts';
import type { ShopCategoryLink, ShopChoice, ShopListContext } from '@plinth/theme';

/** Products on one page of a shop list (the store page and its category pages). */
export const SHOP_PAGE_SIZE = 24;

/** The shop list's orders, by their value in ?sort=; the first is the owner's own order. */
export const SHOP_SORTS = {
  featured: 'Featured',
  newest: 'Newest',
  'price-asc': 'Price, low to high',
  'price-desc': 'Price, high to low',
  title: 'Name, A to Z',
} as const;
export type ShopSort = keyof typeof SHOP_SORTS;
const DEFAULT_SORT: ShopSort = 'featured';

/** A list's state as the address carries it; defaults are left out of addresses. */
export interface ShopQuery {
  tag: string | null;
  sort: ShopSort;
  page: number;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_PAGE = 100_000;

/** Reads ?tag=, ?sort= and ?page=; a value that cannot be one (not a slug, no such sort) is dropped. */
export function parseShopQuery(query: Readonly<Record<string, unknown>>): ShopQuery {
  const tag =
    typeof query.tag === 'string' && SLUG.test(query.tag) && query.tag.length <= 80 ? query.tag : null;
  const sort =
    typeof query.sort === 'string' && Object.hasOwn(SHOP_SORTS, query.sort) ? query.sort : DEFAULT_SORT;
  const page = typeof query.page === 'string' && /^[1-9]\d{0,5}$/.test(query.page) ? Number(query.page) : 1;
  return { tag, sort: sort as ShopSort, page: Math.min(page, MAX_PAGE) };
}

/** `path` with the list's state in its query, defaults left out, always in the same order. */
export function shopUrl(path: string, state: Partial<ShopQuery>): string {
  const params = new URLSearchParams();
  if (state.tag) params.set('tag', state.tag);
  if (state.sort && state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export interface ShopListInput {
  /** The store page's path, e.g. /shop. */
  storePath: string;
  /** The live products of the store page, in the owner's order. */
  products: readonly ProductView[];
  /** Each product's tags and categories (listSubjectTerms). */
  terms: ReadonlyMap<string, SubjectTerms>;
  /** The site's categories with their parents (listTermsWithCounts). */
  categories: readonly TermWithCount[];
  /** The chosen category (a top-level one includes its subcategories' products). */
  category: { id: string; name: string; slug: string } | null;
  /** The tag ?tag= names (looked up by the caller: an unknown one is answered 404 before this). */
  tag: { name: string; slug: string } | null;
  query: ShopQuery;
}

export interface ShopList {
  /** This page's products in the chosen order; empty when the page is past the last. */
  products: ProductView[];
  context: ShopListContext;
  /** False when ?page= is past the last page. */
  pageFound: boolean;
}

function subcategoriesOf(categories: readonly TermWithCount[]): Map<string, TermWithCount[]> {
  const childrenOf = new Map<string, TermWithCount[]>();
  for (const c of categories) {
    if (c.parentId) childrenOf.set(c.parentId, [...(childrenOf.get(c.parentId) ?? []), c]);
  }
  return childrenOf;
}

/**
 * Whether a product is in a category as its shop page (`/{store}/c/{slug}`) lists it: carrying the
 * category or one of its subcategories. The one rule for the shop list and the product summary block.
 */
export function categoryMatcher(
  terms: ReadonlyMap<string, SubjectTerms>,
  categories: readonly TermWithCount[],
): (product: { id: string }, categoryId: string) => boolean {
  const childrenOf = subcategoriesOf(categories);
  return (product, categoryId) => {
    const ids = new Set((terms.get(product.id)?.categories ?? []).map((t) => t.id));
    return ids.has(categoryId) || (childrenOf.get(categoryId) ?? []).some((child) => ids.has(child.id));
  };
}

/** Filters, sorts and pages a store page's products, and builds what the template prints around them. */
export function buildShopList(input: ShopListInput): ShopList {
  const { storePath, products, terms, categories, category, tag, query } = input;
  const categoryPath = (slug: string) => `${storePath}/c/${slug}`;
  const action = category ? categoryPath(category.slug) : storePath;
  const childrenOf = subcategoriesOf(categories);
  const inCategory = categoryMatcher(terms, categories);
  const inView = category ? products.filter((p) => inCategory(p, category.id)) : [...products];

  const tagChoices = new Map<string, string>();
  for (const p of inView) for (const t of terms.get(p.id)?.tags ?? []) tagChoices.set(t.slug, t.name);
  // A chosen tag no product here carries stays a choice, so the form shows what the address says.
  if (tag) tagChoices.set(tag.slug, tag.name);
  const filtered = tag
    ? inView.filter((p) => terms.get(p.id)?.tags.some((t) => t.slug === tag.slug))
    : inView;
  const sorted = sortProducts(filtered, query.sort);
  const pageCount = Math.max(1, Math.ceil(sorted.length / SHOP_PAGE_SIZE));
  const page = query.page;
  const shown = sorted.slice((page - 1) * SHOP_PAGE_SIZE, page * SHOP_PAGE_SIZE);

  const link = (c: TermWithCount): ShopCategoryLink => ({
    name: c.name,
    slug: c.slug,
    url: shopUrl(categoryPath(c.slug), { sort: query.sort }),
    count: products.filter((p) => inCategory(p, c.id)).length,
    active: category?.id === c.id,
    children: (childrenOf.get(c.id) ?? []).map(link).filter((child) => child.count > 0),
  });
  const tags: ShopChoice[] = [...tagChoices]
    .sort((a, b) => a[1].localeCompare(b[1]))
    .map(([value, label]) => ({ value, label, selected: value === tag?.slug }));
  const context: ShopListContext = {
    action,
    allUrl: shopUrl(storePath, { sort: query.sort }),
    allActive: category === null,
    categories: categories
      .filter((c) => c.parentId === null)
      .map(link)
      .filter((c) => c.count > 0 || c.active),
    ...(category
      ? { category: { name: category.name, slug: category.slug, url: categoryPath(category.slug) } }
      : {}),
    tags,
    ...(tag ? { tag: { ...tag, clearUrl: shopUrl(action, { sort: query.sort }) } } : {}),
    sortOptions: Object.entries(SHOP_SORTS).map(([value, label]) => ({
      value,
      label,
      selected: value === query.sort,
    })),
    total: sorted.length,
    ...(pageCount > 1
      ? {
          pagination: {
            page,
            pageCount,
            label: `Page ${page} of ${pageCount}`,
            ...(page > 1 ? { prevUrl: shopUrl(action, { ...query, page: page - 1 }) } : {}),
            ...(page < pageCount ? { nextUrl: shopUrl(action, { ...query, page: page + 1 }) } : {}),
          },
        }
      : {}),
  };
  return { products: shown, context, pageFound: page <= pageCount };
}

function lowestPrice(product: ProductView): number {
  const prices = product.variants.map(effectivePrice);
  return prices.length > 0 ? Math.min(...prices) : 0;
}

/** A stable sort: ties keep the owner's order. Ids begin with their creation second, so newest sorts by id. */
function sortProducts(products: ProductView[], sort: ShopSort): ProductView[] {
  const keyed = products.map((product, index) => ({ product, index }));
  const compare: Record<ShopSort, (a: ProductView, b: ProductView) => number> = {
    featured: () => 0,
    newest: (a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
    'price-asc': (a, b) => lowestPrice(a) - lowestPrice(b),
    'price-desc': (a, b) => lowestPrice(b) - lowestPrice(a),
    title: (a, b) => a.title.localeCompare(b.title),
  };
  return keyed
    .sort((a, b) => compare[sort](a.product, b.product) || a.index - b.index)
    .map(({ product }) => product);
}
