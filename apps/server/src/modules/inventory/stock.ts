import type { Executor } from '@plinth/db';
import { decrementStock, incrementStock, lockStockRows, readStockRows } from './queries';

/**
 * Stock, written here only (issue 23 §1): the owner's stock panel (service.ts) and every purchase
 * (checkout, Buy now, subscription renewals) and cancel (orders) go through these, inside the
 * caller's write transaction.
 */

export interface StockLevel {
  variantId: string;
  stockQty: number;
  unlimited: boolean;
}

/**
 * Locks the variants until the caller's transaction ends, in id order (so two purchases never wait
 * on each other in a circle), and reads their stock as it is now. Unknown ids are left out.
 */
export async function lockStock(trx: Executor, variantIds: Iterable<string>): Promise<StockLevel[]> {
  const ids = [...new Set(variantIds)].sort();
  const rows = await lockStockRows(trx, ids);
  return rows.map((row) => ({ variantId: row.id, stockQty: row.stock_qty, unlimited: row.unlimited === 1 }));
}

/**
 * Reads the variants' stock without locking them: a purchase checks early with it and fails fast, and
 * takes the stock late (takeStock) so a best seller's row is held only from the take to the commit.
 */
export async function readStock(trx: Executor, variantIds: Iterable<string>): Promise<StockLevel[]> {
  const rows = await readStockRows(trx, [...new Set(variantIds)]);
  return rows.map((row) => ({ variantId: row.id, stockQty: row.stock_qty, unlimited: row.unlimited === 1 }));
}

/**
 * Takes `quantity` units of a counted variant; false, with nothing changed, when it has fewer (or is
 * unlimited, or gone). One conditional statement: the last guard against selling what is not there.
 */
export async function takeStock(trx: Executor, variantId: string, quantity: number): Promise<boolean> {
  return decrementStock(trx, variantId, quantity);
}

/** Gives units back (a cancelled order) to the variants that are still counted, locked in id order. */
export async function returnStock(
  trx: Executor,
  lines: readonly { variantId: string; quantity: number }[],
): Promise<void> {
  await lockStock(
    trx,
    lines.map((l) => l.variantId),
  );
  for (const line of lines) await incrementStock(trx, line.variantId, line.quantity);
}
