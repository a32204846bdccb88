import { isAlwaysInStock, MAX_QUANTITY } from '@plinth/commerce';
import type { ProductType } from '@plinth/contracts';
import { newId, newToken, nowIso, writeTransaction, type CartRow, type Db, type Executor } from '@plinth/db';
import type { Site } from '../sites';
import { findCartByToken, findVariantStock, insertEntry, setEntryQuantity, touchCart } from './queries';
import {
  deleteCart,
  findOpenCartOfSiteUser,
  listOpenCartIdsOfSiteUser,
  listStoredEntries,
  setCartOwner,
  setCartToken,
} from './customer-carts/queries';
import { formBytes, MAX_CART_FORM_BYTES, MAX_CART_LINES, MAX_CART_QUANTITY } from './cart-limits';
import { createCart } from './service';

/**
 * Sign-in hands the visitor's cart to the customer (docs/accounts.md, "Cart hand-over"):
 * - an account without an open cart takes the visitor's cart as it is, or an empty new one;
 * - an account with an open cart receives the visitor's entries and the visitor's cart is deleted. A
 *   line both carts hold keeps the larger quantity rather than the sum: the copy a visitor kept at
 *   sign-out (cloneCart=true) coming back must not double the account's lines. New lines are added.
 *   Nothing goes past the stock left, the 9999 cap or the cart's size limits (cart-limits.ts): what
 *   does not fit stays out.
 * A cart that belongs to another customer is left alone. Answers the token the cart cookie must hold, so
 * adds made while signed in land in the account's cart on every device.
 */
export async function claimCartForSiteUser(
  db: Db,
  site: Site,
  token: string | undefined,
  siteUserId: string,
): Promise<string> {
  return writeTransaction(db, async (trx) => {
    const now = nowIso();
    const visitorCart = token ? await findCartByToken(trx, site.id, token, { lock: true }) : null;
    if (visitorCart?.site_user_id === siteUserId) return visitorCart.token;
    const anonymous = visitorCart?.site_user_id === null ? visitorCart : null;
    const accountCart = await findOpenCartOfSiteUser(trx, site.id, siteUserId, { lock: true });
    if (!accountCart) {
      if (!anonymous) return (await createCart(trx, site.id, now, siteUserId)).token;
      await setCartOwner(trx, anonymous.id, siteUserId, now);
      return anonymous.token;
    }
    if (anonymous) {
      await mergeEntries(db, trx, site.id, anonymous, accountCart, now);
      await deleteCart(trx, anonymous.id);
      await touchCart(trx, accountCart.id, now);
    }
    return accountCart.token;
  });
}

/**
 * Sign-out (docs/accounts.md, "Cart hand-over"). `siteUserId` is the customer whose live session is
 * ending (null when the request had none). That customer's open carts get new tokens, so a cart cookie
 * left in this browser or copied from it no longer reaches them. With `keepCopy` (cloneCart=true) the
 * signed-out visitor keeps a copy of the account's cart in a new anonymous cart; a cart that was
 * anonymous already is kept as it is. Answers the token for the visitor's cart cookie, or null when
 * there is nothing to keep (no cart, an empty one, or keepCopy off) and the cookie should go.
 */
export async function releaseCartAtSignOut(
  db: Db,
  site: Site,
  token: string | undefined,
  siteUserId: string | null,
  keepCopy: boolean,
): Promise<string | null> {
  return writeTransaction(db, async (trx) => {
    const byToken = token ? await findCartByToken(trx, site.id, token, { lock: true }) : null;
    let kept: string | null = null;
    if (byToken?.site_user_id === null) {
      kept = keepCopy ? byToken.token : null;
    } else if (keepCopy && siteUserId !== null) {
      // The cart the customer saw: the one the cookie names when it is theirs, else the account's.
      const accountCart =
        byToken?.site_user_id === siteUserId
          ? byToken
          : await findOpenCartOfSiteUser(trx, site.id, siteUserId, { lock: true });
      kept = accountCart ? ((await copyEntriesToNewCart(trx, site.id, accountCart))?.token ?? null) : null;
    }
    if (siteUserId !== null) {
      for (const cartId of await listOpenCartIdsOfSiteUser(trx, site.id, siteUserId)) {
        await setCartToken(trx, cartId, newToken());
      }
    }
    return kept;
  });
}

/** A new anonymous cart holding the entries of `cart`; null when `cart` is empty (nothing to keep). */
async function copyEntriesToNewCart(
  trx: Executor,
  websiteId: string,
  cart: CartRow,
): Promise<CartRow | null> {
  const entries = await listStoredEntries(trx, cart.id);
  if (entries.length === 0) return null;
  const now = nowIso();
  const copy = await createCart(trx, websiteId, now);
  for (const entry of entries) {
    await insertEntry(trx, {
      id: newId(),
      website_id: websiteId,
      cart_id: copy.id,
      product_id: entry.product_id,
      variant_id: entry.variant_id,
      quantity: entry.quantity,
      additional_fields: entry.additional_fields,
      position: entry.position,
      created_at: now,
    });
  }
  return copy;
}

async function mergeEntries(
  db: Db,
  trx: Executor,
  websiteId: string,
  from: CartRow,
  into: CartRow,
  now: string,
): Promise<void> {
  const target = await listStoredEntries(trx, into.id);
  let position = target.reduce((next, e) => Math.max(next, e.position + 1), 0);
  for (const entry of await listStoredEntries(trx, from.id)) {
    const stock = await findVariantStock(trx, entry.variant_id);
    if (!stock) continue;
    const inCart = target
      .filter((e) => e.variant_id === entry.variant_id)
      .reduce((n, e) => n + e.quantity, 0);
    const limited = stock.unlimited !== 1 && !isAlwaysInStock(stock.product_type as ProductType);
    const stockRoom = limited ? Math.max(0, stock.stock_qty - inCart) : Number.POSITIVE_INFINITY;
    const same = target.find(
      (e) => e.variant_id === entry.variant_id && e.additional_fields === entry.additional_fields,
    );
    const wanted = same ? entry.quantity - same.quantity : entry.quantity;
    const totalRoom = MAX_CART_QUANTITY - target.reduce((n, e) => n + e.quantity, 0);
    const add = Math.min(wanted, stockRoom, MAX_QUANTITY - (same?.quantity ?? 0), totalRoom);
    if (add <= 0) continue;
    if (!same) {
      if (target.length >= MAX_CART_LINES) continue;
      const bytes = target.reduce((n, e) => n + formBytes(e.additional_fields), 0);
      if (bytes + formBytes(entry.additional_fields) > MAX_CART_FORM_BYTES) continue;
    }
    if (same) {
      same.quantity += add;
      await setEntryQuantity(trx, same.id, same.quantity);
      continue;
    }
    const added = { ...entry, id: newId(), quantity: add, position: position++ };
    await insertEntry(trx, { ...added, website_id: websiteId, cart_id: into.id, created_at: now });
    target.push(added);
  }
}
