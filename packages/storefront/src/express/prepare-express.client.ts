import { ADD_TO_CART_ERROR, validateAddToCart } from '@plinth/commerce';
import { fetchStock } from '../api/cart-api.client';
import type { PreparedAdd } from '../button/use-add-to-cart';
import { withFreshStock, type ProductAddInput } from '../product-form/prepare-product-add.client';

/**
 * "Buy now" checks the add like Add To Cart does, with the freshest stock, but against an empty cart:
 * the express cart holds this item alone, whatever the shopper's own cart holds.
 */
export async function prepareExpressAdd({
  product,
  selection,
  quantity,
}: ProductAddInput): Promise<PreparedAdd> {
  const sku = product.variants.length === 1 ? product.variants[0]?.sku : undefined;
  const rules = { selection, sku, quantity, alreadyInCart: () => 0 };
  const offline = validateAddToCart({ product, ...rules });
  if (!offline.ok && offline.code !== ADD_TO_CART_ERROR.INSUFFICIENT_STOCK) return offline;
  const stock = await fetchStock(product.id);
  if (!stock.ok) return { ok: false, message: stock.message };
  const result = validateAddToCart({ product: withFreshStock(product, stock.data.results), ...rules });
  if (!result.ok) return result;
  const request = {
    itemId: product.id,
    sku: result.variant.sku,
    quantity: result.quantity,
    additionalFields: null,
  };
  return { ok: true, request };
}
