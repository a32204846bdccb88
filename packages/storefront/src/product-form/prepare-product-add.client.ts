import { ADD_TO_CART_ERROR, validateAddToCart, type OptionSelection } from '@plinth/commerce';
import type { ProductView, ShoppingCart, StockResponse } from '@plinth/contracts';
import { fetchCart, fetchStock } from '../api/cart-api.client';
import { hasCartCookie } from '../browser/cookies.client';
import type { PreparedAdd } from '../button/use-add-to-cart';

export interface ProductAddInput {
  product: ProductView;
  selection: OptionSelection;
  quantity: string;
  /** The line's form answers; a gift card's recipient (checked here and by the server). */
  additionalFields?: string | null;
}

/** The product with each variant's stock replaced by the stock endpoint's answer. */
export function withFreshStock(product: ProductView, results: StockResponse['results']): ProductView {
  const bySku = new Map(results.map((row) => [row.sku, row]));
  const variants = product.variants.map((variant) => {
    const row = bySku.get(variant.sku);
    return row ? { ...variant, unlimited: row.unlimited, qtyInStock: row.qtyInStock } : variant;
  });
  return { ...product, variants };
}

export function quantityInCart(cart: ShoppingCart | null, itemId: string, sku: string): number {
  if (!cart) return 0;
  return cart.entries
    .filter((entry) => entry.itemId === itemId && entry.chosenVariant.sku === sku)
    .reduce((sum, entry) => sum + entry.quantity, 0);
}

/** Only a visitor with a cart cookie can have some of this item in the cart already. */
async function loadCartIfAny(): Promise<ShoppingCart | null> {
  if (!hasCartCookie()) return null;
  const result = await fetchCart();
  // The server checks stock again on add, so an unreadable cart only weakens the preview.
  return result.ok ? result.data : null;
}

/**
 * Validates an add with the freshest stock and the cart's current contents. Selection and quantity
 * problems are answered before any request, so they show even offline.
 */
export async function prepareProductAdd({
  product,
  selection,
  quantity,
  additionalFields,
}: ProductAddInput): Promise<PreparedAdd> {
  const sku = product.variants.length === 1 ? product.variants[0]?.sku : undefined;
  const offline = validateAddToCart({
    product,
    selection,
    sku,
    quantity,
    alreadyInCart: () => 0,
    additionalFields,
  });
  if (!offline.ok && offline.code !== ADD_TO_CART_ERROR.INSUFFICIENT_STOCK) return offline;

  const [stock, cart] = await Promise.all([fetchStock(product.id), loadCartIfAny()]);
  if (!stock.ok) return { ok: false, message: stock.message };
  const result = validateAddToCart({
    product: withFreshStock(product, stock.data.results),
    selection,
    sku,
    quantity,
    alreadyInCart: (variantSku) => quantityInCart(cart, product.id, variantSku),
    additionalFields,
  });
  if (!result.ok) return result;
  return {
    ok: true,
    request: {
      itemId: product.id,
      sku: result.variant.sku,
      quantity: result.quantity,
      additionalFields: additionalFields ?? null,
    },
  };
}
