import {
  isAlwaysUnlimitedType,
  PRODUCT_LIMITS,
  type InventoryItem,
  type InventoryUpdate,
  type ProductImage,
  type ProductOption,
} from '@plinth/contracts';
import { toFlag, writeTransaction, type Db, type Executor } from '@plinth/db';
import { parseStoredJson } from '../../stored-json';
import { productUrl } from '../catalog';
import type { Site } from '../sites';
import { inventoryError } from './errors';
import {
  findInventoryRow,
  lockVariant,
  listInventoryRows,
  updateVariantStock,
  type InventoryRow,
} from './queries';

export async function listInventory(db: Db, site: Site, q: string | undefined): Promise<InventoryItem[]> {
  return (await listInventoryRows(db.kysely, site.id, q)).map(toInventoryItem);
}

/** Sets a variant's count and/or unlimited flag. Digital products and gift cards stay unlimited (400). */
export async function updateInventory(
  db: Db,
  site: Site,
  variantId: string,
  change: InventoryUpdate,
): Promise<InventoryItem> {
  return withLockedVariant(db, site, variantId, async (trx, row) => {
    if (
      isAlwaysUnlimitedType(row.product_type) &&
      (change.unlimited === false || change.stock !== undefined)
    ) {
      throw inventoryError('invalid', 'INVENTORY_ALWAYS_UNLIMITED', 'inventoryAlwaysUnlimited');
    }
    await updateVariantStock(trx, variantId, {
      ...(change.stock === undefined ? {} : { stock_qty: change.stock }),
      ...(change.unlimited === undefined ? {} : { unlimited: toFlag(change.unlimited) }),
    });
  });
}

/**
 * Adds `by` units (negative: removes) to a counted variant. The variant row is locked for the read and
 * the write, so concurrent adjustments all count. Going below 0 or above the maximum is a 409.
 */
export async function adjustInventory(
  db: Db,
  site: Site,
  variantId: string,
  by: number,
): Promise<InventoryItem> {
  return withLockedVariant(db, site, variantId, async (trx, row) => {
    if (isAlwaysUnlimitedType(row.product_type)) {
      throw inventoryError('invalid', 'INVENTORY_ALWAYS_UNLIMITED', 'inventoryAlwaysUnlimited');
    }
    if (row.unlimited === 1)
      throw inventoryError('conflict', 'INVENTORY_UNLIMITED', 'inventoryAdjustUnlimited');
    const next = row.stock_qty + by;
    if (next < 0) {
      throw inventoryError('conflict', 'INVENTORY_BELOW_ZERO', 'inventoryBelowZero', {
        stock: row.stock_qty,
        by: -by,
      });
    }
    if (next > PRODUCT_LIMITS.stockMax)
      throw inventoryError('conflict', 'INVENTORY_ABOVE_MAX', 'inventoryAboveMax');
    await updateVariantStock(trx, variantId, { stock_qty: next });
  });
}

async function withLockedVariant(
  db: Db,
  site: Site,
  variantId: string,
  change: (trx: Executor, row: InventoryRow) => Promise<void>,
): Promise<InventoryItem> {
  return writeTransaction(db, async (trx) => {
    // Lock the variant row alone: adjustments to other variants of the product need not wait.
    const locked = await lockVariant(trx, site.id, variantId);
    const row = locked ? await findInventoryRow(trx, site.id, variantId) : null;
    if (!row) throw inventoryError('not_found', 'INVENTORY_VARIANT_NOT_FOUND', 'inventoryVariantNotFound');
    await change(trx, row);
    const updated = await findInventoryRow(trx, site.id, variantId);
    if (!updated)
      throw inventoryError('not_found', 'INVENTORY_VARIANT_NOT_FOUND', 'inventoryVariantNotFound');
    return toInventoryItem(updated);
  });
}

export function toInventoryItem(row: InventoryRow): InventoryItem {
  const options = parseStoredJson<ProductOption[]>(row.product_options, []);
  const attributes = parseStoredJson<Record<string, string>>(row.attributes, {});
  const image = parseStoredJson<ProductImage | null>(row.image, null);
  return {
    variantId: row.variant_id,
    productId: row.product_id,
    productTitle: row.product_title,
    productType: row.product_type,
    productUrl: productUrl(row.collection_url_id, row.product_url_id),
    sku: row.sku,
    attributes,
    optionLabel: options.flatMap((o) => attributes[o.name] ?? []).join(' / '),
    unlimited: isAlwaysUnlimitedType(row.product_type) || row.unlimited === 1,
    stock: row.stock_qty,
    image: image ?? parseStoredJson<ProductImage[]>(row.product_images, [])[0] ?? null,
  };
}
