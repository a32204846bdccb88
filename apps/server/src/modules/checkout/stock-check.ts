import { isAlwaysInStock } from '@plinth/commerce';
import { isProductLive, type ProductType } from '@plinth/contracts';
import type { Executor } from '@plinth/db';
import type { CheckoutLine } from '../cart';
import { readStock, takeStock } from '../inventory';
import { itemUnavailable } from './errors';
import { lineName } from './pricing-config';

/**
 * Reads the cart's counted variants (without a lock) and checks each has what the cart wants of it, so
 * a shortfall is refused before the payment; returns the quantity to take per counted variant. Digital
 * items, gift cards and unlimited variants are not counted: orders of an unlimited best seller never
 * wait for each other (decision 0029).
 */
export async function checkStock(
  trx: Executor,
  lines: readonly CheckoutLine[],
): Promise<Map<string, number>> {
  const counted = (line: CheckoutLine) =>
    line.unlimited !== 1 && !isAlwaysInStock(line.product_type as ProductType);
  const stock = new Map(
    (
      await readStock(
        trx,
        lines.filter(counted).map((l) => l.variant_id),
      )
    ).map((row) => [row.variantId, row]),
  );
  const wanted = new Map<string, number>();
  const nowMs = Date.now();
  for (const line of lines) {
    // A product taken off the store (its page turned off, or back to draft: decision 0049) is not sold.
    if (line.page_enabled !== 1 || !isProductLive(line, nowMs))
      throw itemUnavailable(lineName(line), 0, true);
    if (!counted(line)) continue;
    const row = stock.get(line.variant_id);
    if (!row) throw itemUnavailable(lineName(line), 0, true);
    // Made unlimited since the lines were read: nothing to take.
    if (row.unlimited) continue;
    wanted.set(line.variant_id, (wanted.get(line.variant_id) ?? 0) + line.quantity);
  }
  for (const [variantId, quantity] of wanted) {
    const available = stock.get(variantId)?.stockQty ?? 0;
    const line = lines.find((l) => l.variant_id === variantId);
    if (available < quantity && line) throw itemUnavailable(lineName(line), available);
  }
  return wanted;
}

/**
 * Takes the counted stock in variant id order (two orders never wait on each other in a circle), each
 * in one conditional statement that locks the row to the commit. A variant that another order emptied
 * since the check refuses the order (the payment hold is voided); one made unlimited meanwhile is not
 * counted after all, and its line records that no stock was taken.
 */
export async function takeCountedStock(
  trx: Executor,
  lines: readonly CheckoutLine[],
  counted: Map<string, number>,
): Promise<void> {
  for (const variantId of [...counted.keys()].sort()) {
    const quantity = counted.get(variantId) ?? 0;
    if (await takeStock(trx, variantId, quantity)) continue;
    const line = lines.find((l) => l.variant_id === variantId);
    const [now] = await readStock(trx, [variantId]);
    if (now?.unlimited) {
      counted.delete(variantId);
      continue;
    }
    if (line) throw itemUnavailable(lineName(line), now?.stockQty ?? 0);
  }
}
