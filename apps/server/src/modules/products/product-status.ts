import {
  effectiveProductStatus,
  PRODUCT_STATUS,
  PRODUCT_STOCK_FILTER,
  type ProductListItem,
  type ProductStatus,
  type ProductStockFilter,
} from '@plinth/contracts';
import type { ProductRow } from '@plinth/db';

/** What a write says about status: absent keeps the stored one (a new product: draft). */
export interface StatusInput {
  status?: ProductStatus | undefined;
  publishAt?: string | null | undefined;
}

/**
 * The status columns a write stores (decision 0049). A new product without a status is a draft; a
 * replaced one keeps its status unless the input names one. Scheduled keeps its time as UTC ISO 8601
 * (so the storefront's text comparison holds); the other statuses keep none.
 */
export function statusColumns(
  input: StatusInput,
  existing: Pick<ProductRow, 'status' | 'publish_at'> | null,
): { status: ProductStatus; publish_at: string | null } {
  const status = input.status ?? storedStatus(existing);
  if (status !== PRODUCT_STATUS.scheduled) return { status, publish_at: null };
  const at = input.publishAt ?? existing?.publish_at ?? null;
  // The schema requires a time with 'scheduled'; an input without status keeps the stored one.
  return { status, publish_at: at === null ? null : new Date(Date.parse(at)).toISOString() };
}

function storedStatus(existing: Pick<ProductRow, 'status'> | null): ProductStatus {
  if (!existing) return PRODUCT_STATUS.draft;
  const known: readonly string[] = Object.values(PRODUCT_STATUS);
  return known.includes(existing.status) ? (existing.status as ProductStatus) : PRODUCT_STATUS.draft;
}

/** The editor list's filters that are not SQL's: status as shown at `nowMs`, type and stock. */
export interface ListFilter {
  status?: ProductStatus | undefined;
  type?: number | undefined;
  stock?: ProductStockFilter | undefined;
}

/**
 * Whether a list row passes the filters. Status compares what the editor shows (a scheduled product
 * whose time has come is active). Stock follows the storefront: out is sold out (digital products and
 * gift cards never are), low is 1 to the store's low-stock threshold units in all (issue 13 part 2),
 * in stock is not sold out.
 */
export function matchesListFilter(
  item: ProductListItem,
  filter: ListFilter,
  nowMs: number,
  lowStockThreshold: number,
): boolean {
  if (filter.type !== undefined && item.productType !== filter.type) return false;
  if (filter.status !== undefined) {
    const shown = effectiveProductStatus({ status: item.status, publish_at: item.publishAt }, nowMs);
    if (shown !== filter.status) return false;
  }
  switch (filter.stock) {
    case PRODUCT_STOCK_FILTER.out:
      return item.soldOut;
    case PRODUCT_STOCK_FILTER.low:
      return !item.soldOut && item.stock !== null && item.stock <= lowStockThreshold;
    case PRODUCT_STOCK_FILTER.inStock:
      return !item.soldOut;
    default:
      return true;
  }
}
