/**
 * The shop list's categories, tag filter, sort and pages (issue 22, decision 0053): what
 * templates/shop.html prints around the product grid. Every link keeps the list's state in the address
 * (?tag=, ?sort=, ?page=), so a list is shareable and the back button returns to it.
 */
export interface ShopListContext {
  /** Where the filter form submits: this list's own path (/shop or /shop/c/{slug}). */
  action: string;
  /** The whole store page with the chosen sort; current when no category is chosen. */
  allUrl: string;
  allActive: boolean;
  /** Top-level categories with live products here, each with its subcategories. */
  categories: ShopCategoryLink[];
  /** The category this list shows; absent on the store page itself. */
  category?: { name: string; slug: string; url: string };
  /** Tags of the products in this list, for the filter. */
  tags: ShopChoice[];
  /** The chosen tag, with the address of the same list without it. */
  tag?: { name: string; slug: string; clearUrl: string };
  sortOptions: ShopChoice[];
  /** Products in the list after filters (all pages). */
  total: number;
  /** Present when the list has more than one page. */
  pagination?: ShopPagination;
}

export interface ShopCategoryLink {
  name: string;
  slug: string;
  url: string;
  /** Live products in it (and in its subcategories). */
  count: number;
  active: boolean;
  children: ShopCategoryLink[];
}

export interface ShopChoice {
  value: string;
  label: string;
  selected: boolean;
}

export interface ShopPagination {
  page: number;
  pageCount: number;
  /** "Page 2 of 3". */
  label: string;
  prevUrl?: string;
  nextUrl?: string;
}
