import { effectivePrice } from '@plinth/commerce';
import type { CartRow, Executor } from '@plinth/db';
import {
  findCartRow,
  findCartRowWithKind,
  listCheckoutLines,
  markCartPurchased as markPurchased,
  type CheckoutLineRow,
} from './checkout-cart/queries';
import { insertCart, insertEntry } from './queries';

/**
 * The cart as a purchase sees it (issue 23 §1: the cart module alone writes carts and their lines;
 * checkout, Buy now and subscriptions read and mark carts through these).
 */

/** One cart line with what pricing and the stock check need, and the unit price it sells for now. */
export type CheckoutLine = CheckoutLineRow & { unitPriceCents: number };

/** A cart of the site by id, purchased or not (a repeated place-order must find its purchased cart). */
export async function findCheckoutCart(
  executor: Executor,
  websiteId: string,
  cartId: string,
  options: { lock?: boolean } = {},
): Promise<CartRow | null> {
  return findCartRow(executor, websiteId, cartId, options);
}

/** A cart as checkout reads it: with whether it is a subscription's own cart (decision 0031). */
export type CheckoutCart = CartRow & { subscription: boolean };

/** findCheckoutCart and whether the cart is a subscription's, in one statement (place order). */
export async function findCheckoutCartWithKind(
  executor: Executor,
  websiteId: string,
  cartId: string,
  options: { lock?: boolean } = {},
): Promise<CheckoutCart | null> {
  const row = await findCartRowWithKind(executor, websiteId, cartId, options);
  if (!row) return null;
  const { subscription, ...cart } = row;
  return { ...cart, subscription: Number(subscription) === 1 };
}

/** The cart's lines in the cart's order, each priced through effectivePrice (the sale price on sale). */
export async function listSellableLines(executor: Executor, cartId: string): Promise<CheckoutLine[]> {
  const rows = await listCheckoutLines(executor, cartId);
  return rows.map((row) => ({ ...row, unitPriceCents: lineUnitPrice(row) }));
}

/** What one unit of a line's variant sells for now. */
export function lineUnitPrice(row: Pick<CheckoutLineRow, 'price_cents' | 'sale_price_cents' | 'on_sale'>) {
  return effectivePrice({
    price: row.price_cents,
    salePrice: row.sale_price_cents,
    onSale: row.on_sale === 1,
  });
}

/** The cart became `orderId` (in the order's transaction): it is never checked out again. */
export async function markCartPurchased(trx: Executor, cartId: string, orderId: string, at: string) {
  await markPurchased(trx, cartId, orderId, at);
}

/** A new cart holding one line (a subscription's own cart: decision 0031), in the caller's transaction. */
export async function createCartWithLine(
  trx: Executor,
  cart: CartRow,
  line: {
    id: string;
    productId: string;
    variantId: string;
    quantity: number;
    additionalFields: string | null;
  },
): Promise<void> {
  await insertCart(trx, cart);
  await insertEntry(trx, {
    id: line.id,
    website_id: cart.website_id,
    cart_id: cart.id,
    product_id: line.productId,
    variant_id: line.variantId,
    quantity: line.quantity,
    additional_fields: line.additionalFields,
    position: 0,
    created_at: cart.created_at,
  });
}
