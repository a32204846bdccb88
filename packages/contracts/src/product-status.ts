/**
 * A product's status (issue 13 part 5, decision 0049). Drafts are the owner's alone; active products
 * are on the storefront; a scheduled product joins them when the clock passes its `publishAt`. No job
 * flips the row: whoever reads decides with the clock, as block pages do (decision 0035).
 */
export const PRODUCT_STATUS = {
  draft: 'draft',
  active: 'active',
  scheduled: 'scheduled',
} as const;
export type ProductStatus = (typeof PRODUCT_STATUS)[keyof typeof PRODUCT_STATUS];

export const PRODUCT_STATUSES: readonly ProductStatus[] = Object.values(PRODUCT_STATUS);

/** How the editor names each status (its pill, its filter and its select). */
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  scheduled: 'Scheduled',
};

/** The stored fields visibility depends on (products.status, publish_at). */
export interface ProductStatusFields {
  status: string;
  publish_at: string | null;
}

/**
 * Whether shoppers may see the product at `nowMs`: active, or scheduled with its time come. Anything
 * else (a draft, a status this build does not know, a schedule without a time) is hidden.
 */
export function isProductLive(row: ProductStatusFields, nowMs: number): boolean {
  if (row.status === PRODUCT_STATUS.active) return true;
  if (row.status !== PRODUCT_STATUS.scheduled || row.publish_at === null) return false;
  const at = Date.parse(row.publish_at);
  return Number.isFinite(at) && at <= nowMs;
}

/** The status as the editor shows it at `nowMs`: a scheduled product whose time has come is active. */
export function effectiveProductStatus(row: ProductStatusFields, nowMs: number): ProductStatus {
  if (row.status === PRODUCT_STATUS.scheduled) {
    return isProductLive(row, nowMs) ? PRODUCT_STATUS.active : PRODUCT_STATUS.scheduled;
  }
  return row.status === PRODUCT_STATUS.active ? PRODUCT_STATUS.active : PRODUCT_STATUS.draft;
}

/** The editor list's stock filter: in stock, low (at or below the threshold), out of stock. */
export const PRODUCT_STOCK_FILTER = { inStock: 'in-stock', low: 'low', out: 'out' } as const;
export type ProductStockFilter = (typeof PRODUCT_STOCK_FILTER)[keyof typeof PRODUCT_STOCK_FILTER];

/** The owner's preview of a product page whatever its status (HTML; store.view). */
export const PRODUCT_PREVIEW_PATH = '/config/products/:id/preview';

/** At most this many products in one bulk action (the editor sends the selected rows). */
export const PRODUCT_BULK_MAX = 250;
