import {
  ADD_TO_CART_ERROR,
  hasEnoughStock,
  isAlwaysInStock,
  MAX_QUANTITY,
  parseQuantity,
  validateAddToCart,
} from '@plinth/commerce';
import type { CartEntry, ProductType, ShoppingCart } from '@plinth/contracts';
import { newId, newToken, nowIso, writeTransaction, type CartRow, type Db, type Executor } from '@plinth/db';
import { findProduct } from '../catalog';
import type { Site } from '../sites';
import { emptyShoppingCart, toShoppingCart } from './cart-view';
import { findVisitorCart, type CartVisitor } from './cart-visitor';
import {
  entryNotFound,
  insufficientStock,
  itemNotFound,
  quantityTooLarge,
  ruleFailure,
  subscriptionsNotOpen,
} from './errors';
import {
  deleteEntry,
  findEntry,
  findVariantStock,
  insertCart,
  insertEntry,
  listEntryDetails,
  listEntryQuantities,
  setEntryQuantity,
  findCartQuantityByToken,
  sumCartQuantity,
  touchCart,
} from './queries';

export interface AddEntryInput {
  itemId: string;
  sku?: string | undefined;
  /** Option name to value, from the no-JavaScript product form. */
  selection?: Record<string, string> | undefined;
  quantity: unknown;
  additionalFields?: string | null | undefined;
}

export interface AddEntryResult {
  shoppingCart: ShoppingCart;
  newlyAdded: CartEntry;
  /**
   * Set when the add went to an anonymous cart the cookie does not name (it created one): the caller
   * stores it in the cart cookie. A customer's cart is reached by the session, so it needs no new cookie.
   */
  newToken: string | null;
}

export async function getCart(db: Db, site: Site, visitor: CartVisitor): Promise<ShoppingCart> {
  const cart = await findVisitorCart(db, db.kysely, site.id, visitor);
  return cart ? loadShoppingCart(db.kysely, cart, site) : emptyShoppingCart(site.id, site.currency);
}

/**
 * The visitor's cart quantity by findVisitorCart's rule; the usual case (a cart cookie naming the
 * visitor's own cart) is one query.
 */
export async function getCartQuantity(db: Db, site: Site, visitor: CartVisitor): Promise<number> {
  if (visitor.token) {
    const named = await findCartQuantityByToken(db.kysely, site.id, visitor.token);
    if (named && (named.siteUserId === null || named.siteUserId === visitor.siteUserId))
      return named.quantity;
  }
  if (visitor.siteUserId === null) return 0;
  const cart = await findVisitorCart(db, db.kysely, site.id, {
    token: undefined,
    siteUserId: visitor.siteUserId,
  });
  return cart ? sumCartQuantity(db.kysely, cart.id) : 0;
}

/**
 * Adds a variant to the visitor's cart, creating the cart on the first add (the account's, for a
 * signed-in customer). The same rules as the browser run here against fresh rows, inside one write
 * transaction that holds the cart's lock, so two concurrent adds cannot both pass the stock check.
 */
export async function addEntry(
  db: Db,
  site: Site,
  visitor: CartVisitor,
  input: AddEntryInput,
): Promise<AddEntryResult> {
  const { cart, entryId } = await writeTransaction(db, async (trx) => {
    const product = await findProduct(trx, site, input.itemId);
    if (!product) throw itemNotFound();
    if (product.isSubscribable) throw subscriptionsNotOpen();
    const existing = await findVisitorCart(db, trx, site.id, visitor, { lock: true });
    const entries = existing ? await listEntryQuantities(trx, existing.id) : [];
    const verdict = validateAddToCart({
      product,
      sku: input.sku,
      selection: input.selection,
      quantity: input.quantity,
      alreadyInCart: (sku) => {
        const variant = product.variants.find((v) => v.sku === sku);
        return entries.filter((e) => e.variant_id === variant?.id).reduce((n, e) => n + e.quantity, 0);
      },
    });
    if (!verdict.ok) throw ruleFailure(verdict.code, verdict.message);

    const now = nowIso();
    const cartRow = existing ?? (await createCart(trx, site.id, now, visitor.siteUserId));
    const additional = input.additionalFields ?? null;
    const same = entries.find(
      (e) => e.variant_id === verdict.variant.id && e.additional_fields === additional,
    );
    const entryId = same?.id ?? newId();
    if (same) {
      const merged = same.quantity + verdict.quantity;
      if (merged > MAX_QUANTITY) throw quantityTooLarge();
      await setEntryQuantity(trx, same.id, merged);
    } else {
      await insertEntry(trx, {
        id: entryId,
        website_id: site.id,
        cart_id: cartRow.id,
        product_id: product.id,
        variant_id: verdict.variant.id,
        quantity: verdict.quantity,
        additional_fields: additional,
        position: entries.length,
        created_at: now,
      });
    }
    if (existing) await touchCart(trx, existing.id, now);
    return { cart: cartRow, entryId };
  });

  const shoppingCart = await loadShoppingCart(db.kysely, cart, site);
  const newlyAdded = shoppingCart.entries.find((e) => e.id === entryId);
  if (!newlyAdded) throw new Error(`Invariant failed: entry ${entryId} missing after add`);
  const cookieToken = cart.site_user_id === null && cart.token !== visitor.token ? cart.token : null;
  return { shoppingCart, newlyAdded, newToken: cookieToken };
}

export async function updateEntryQuantity(
  db: Db,
  site: Site,
  visitor: CartVisitor,
  entryId: string,
  rawQuantity: unknown,
): Promise<ShoppingCart> {
  const parsed = parseQuantity(rawQuantity);
  if (!parsed.ok) throw ruleFailure(ADD_TO_CART_ERROR.QUANTITY_INVALID, parsed.message);
  const cart = await writeTransaction(db, async (trx) => {
    const cartRow = await findVisitorCart(db, trx, site.id, visitor, { lock: true });
    const entry = cartRow ? await findEntry(trx, cartRow.id, entryId) : null;
    if (!cartRow || !entry) throw entryNotFound('update');
    const stock = await findVariantStock(db, trx, entry.variant_id);
    if (!stock) throw entryNotFound('update');
    const others = (await listEntryQuantities(trx, cartRow.id))
      .filter((e) => e.variant_id === entry.variant_id && e.id !== entry.id)
      .reduce((n, e) => n + e.quantity, 0);
    const available = { unlimited: stock.unlimited === 1, qtyInStock: stock.stock_qty };
    const alwaysInStock = isAlwaysInStock(stock.product_type as ProductType);
    if (!alwaysInStock && !hasEnoughStock(available, parsed.quantity, others)) throw insufficientStock();
    await setEntryQuantity(trx, entry.id, parsed.quantity);
    await touchCart(trx, cartRow.id, nowIso());
    return cartRow;
  });
  return loadShoppingCart(db.kysely, cart, site);
}

export async function removeEntry(
  db: Db,
  site: Site,
  visitor: CartVisitor,
  entryId: string,
): Promise<ShoppingCart> {
  const cart = await writeTransaction(db, async (trx) => {
    const cartRow = await findVisitorCart(db, trx, site.id, visitor, { lock: true });
    const entry = cartRow ? await findEntry(trx, cartRow.id, entryId) : null;
    if (!cartRow || !entry) throw entryNotFound('remove');
    await deleteEntry(trx, entry.id);
    await touchCart(trx, cartRow.id, nowIso());
    return cartRow;
  });
  return loadShoppingCart(db.kysely, cart, site);
}

/** A new, empty cart; `siteUserId` makes it a signed-in customer's cart. */
export async function createCart(
  trx: Executor,
  websiteId: string,
  now: string,
  siteUserId: string | null = null,
): Promise<CartRow> {
  const cart: CartRow = {
    id: newId(),
    website_id: websiteId,
    token: newToken(),
    is_purchased: 0,
    order_id: null,
    site_user_id: siteUserId,
    created_at: now,
    updated_at: now,
  };
  await insertCart(trx, cart);
  return cart;
}

async function loadShoppingCart(executor: Executor, cart: CartRow, site: Site): Promise<ShoppingCart> {
  return toShoppingCart(cart, await listEntryDetails(executor, cart.id), site.currency);
}
