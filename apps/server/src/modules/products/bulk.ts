import { ownerProductMessage, type ProductBulkResult, type ProductStatus } from '@plinth/contracts';
import { nowIso, writeTransaction, type Db } from '@plinth/db';
import { reindexProduct } from '../search';
import type { Site } from '../sites';
import { statusColumns } from './product-status';
import { deleteProductRow, setProductStatusRow } from './queries';

/** Each id once, in the order first named. */
function distinct(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

/**
 * Gives every named product one status (and go-live time for Scheduled), in one transaction. A product
 * the site does not have (deleted meanwhile, or another site's) is reported, not fatal: the others
 * still change.
 */
export async function setProductsStatus(
  db: Db,
  site: Site,
  input: { ids: readonly string[]; status: ProductStatus; publishAt?: string | null | undefined },
): Promise<ProductBulkResult> {
  const columns = { ...statusColumns(input, null), updated_at: nowIso() };
  return writeTransaction(db, async (trx) => {
    const results: ProductBulkResult['results'] = [];
    for (const id of distinct(input.ids)) {
      const ok = await setProductStatusRow(trx, site.id, id, columns);
      if (ok) await reindexProduct(trx, site.id, id);
      results.push({ id, ok, message: ok ? null : ownerProductMessage('productNotFound') });
    }
    return { results };
  });
}

/**
 * Deletes every named product with its variants (cart entries and restock sign-ups go with them, as
 * one delete does), in one transaction; each product the site does not have is reported by itself.
 */
export async function deleteProducts(db: Db, site: Site, ids: readonly string[]): Promise<ProductBulkResult> {
  return writeTransaction(db, async (trx) => {
    const results: ProductBulkResult['results'] = [];
    for (const id of distinct(ids)) {
      const ok = await deleteProductRow(trx, site.id, id);
      if (ok) await reindexProduct(trx, site.id, id);
      results.push({ id, ok, message: ok ? null : ownerProductMessage('productNotFound') });
    }
    return { results };
  });
}
