import {
  ADD_TO_CART_ERROR,
  hasEnoughStock,
  isAlwaysInStock,
  MAX_QUANTITY,
  parseQuantity,
  validateAddToCart,
} from '@plinth/commerce';
import type { CartEntry, ProductType, ProductView, ShoppingCart } from '@plinth/contracts';
import { isProductLive } from '@plinth/contracts';
import { newId, newToken, nowIso, writeTransaction, type CartRow, type Db, type Executor } from '@plinth/db';
import { AppError } from '../../app-error';
import { openCatalog, openCatalogAtLastSeenVersion, type CatalogApp, type CatalogReader } from '../catalog';
import type { Site } from '../sites';
import {
  formBytes,
  MAX_CART_FORM_BYTES,
  MAX_CART_LINES,
  MAX_CART_QUANTITY,
  readWireQuantity,
} from './cart-limits';
import { emptyShoppingCart, newCartWithEntry, toShoppingCart } from './cart-view';
import { findVisitorCart, type CartVisitor } from './cart-visitor';
import { insertCartWithEntry } from './first-adds';
import { productFormAnswers } from './form-answers';
import {
  cartLimitReached,
  entryNotFound,
  formEntryNotFound,
  insufficientStock,
  itemNotFound,
  quantityTooLarge,
  ruleFailure,
  subscriptionOnly,
} from './errors';
import {
  deleteEntry,
  findEntry,
  findVariantStock,
  insertCart,
  insertLine,
  listEntryDetails,
  listLines,
  setLineQuantity,
  setEntryAdditionalFields,
  findCartQuantityByToken,
  sumCartQuantity,
  touchCartFast,
  type EntryQuantityRow,
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
  const cart = await findVisitorCart(db.kysely, site.id, visitor);
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
  const cart = await findVisitorCart(db.kysely, site.id, {
    token: undefined,
    siteUserId: visitor.siteUserId,
  });
  return cart ? sumCartQuantity(db.kysely, cart.id) : 0;
}

/**
 * Adds a variant to the visitor's cart, creating the cart on the first add (the account's, for a
 * signed-in customer). The product comes from the catalogue reader (cached by catalogue version, so
 * fresh); the same rules as the browser then run against the cart's rows read under the cart's lock, so
 * two concurrent adds to one cart cannot both pass the stock check or the cart's size limits. A visitor
 * with no cart cookie and no session has nothing to lock: the new cart and its line are written in one
 * statement (PostgreSQL) or one transaction (SQLite), and the answer is built from what was written.
 */
export async function addEntry(
  app: CatalogApp,
  site: Site,
  visitor: CartVisitor,
  input: AddEntryInput,
): Promise<AddEntryResult> {
  const { db } = app;
  const wire = readWireQuantity(input.quantity);
  if (!wire.ok) throw ruleFailure(ADD_TO_CART_ERROR.QUANTITY_INVALID, wire.message);
  const request = { ...input, quantity: wire.quantity, additionalFields: input.additionalFields ?? null };
  const firstAdd = visitor.token === undefined && visitor.siteUserId === null;

  if (firstAdd) {
    // Validate against the last catalogue version this process saw and write only if it is still the
    // current one, checked by the write itself (one round trip on PostgreSQL, no version read on
    // SQLite). Any refusal is left to the fresh read below, which may know better.
    const known = openCatalogAtLastSeenVersion(app, site);
    if (known) {
      const done = await addToNewCart(db, site, known, request, known.version).catch((error: unknown) => {
        if (error instanceof AppError) return null;
        throw error;
      });
      if (done) return done;
    }
  }
  const catalog = await openCatalog(app, site);
  if (firstAdd) {
    const done = await addToNewCart(db, site, catalog, request, null);
    if (!done) throw new Error('Invariant failed: an unconditional first add wrote nothing');
    return done;
  }
  const product = await findAddableProduct(catalog, input.itemId);
  const additional = await productFormAnswers(app, site, product, request.additionalFields);
  const rules = {
    product,
    sku: input.sku,
    selection: input.selection,
    quantity: wire.quantity,
    additionalFields: additional,
  };

  const { cart, entryId, shoppingCart } = await writeTransaction(db, async (trx) => {
    const existing = await findVisitorCart(trx, site.id, visitor, { lock: true });
    const entries = existing ? await listLines(trx, existing.id) : [];
    const verdict = validateAddToCart({
      ...rules,
      alreadyInCart: (sku) => {
        const variant = product.variants.find((v) => v.sku === sku);
        return entries.filter((e) => e.variant_id === variant?.id).reduce((n, e) => n + e.quantity, 0);
      },
    });
    if (!verdict.ok) throw ruleFailure(verdict.code, verdict.message);

    const same = entries.find(
      (e) => e.variant_id === verdict.variant.id && e.additional_fields === additional,
    );
    checkCartLimits(entries, verdict.quantity, same ? undefined : additional);
    const now = nowIso();
    const cartRow = existing ?? (await createCart(trx, site.id, now, visitor.siteUserId));
    const entryId = same?.id ?? newId();
    if (same) {
      const merged = same.quantity + verdict.quantity;
      if (merged > MAX_QUANTITY) throw quantityTooLarge();
      await setLineQuantity(trx, same.id, merged);
    } else {
      await insertLine(trx, {
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
    if (existing) await touchCartFast(trx, existing.id, now);
    return { cart: cartRow, entryId, shoppingCart: await loadShoppingCart(trx, cartRow, site) };
  });

  const newlyAdded = shoppingCart.entries.find((e) => e.id === entryId);
  if (!newlyAdded) throw new Error(`Invariant failed: entry ${entryId} missing after add`);
  const cookieToken = cart.site_user_id === null && cart.token !== visitor.token ? cart.token : null;
  return { shoppingCart, newlyAdded, newToken: cookieToken };
}

type AddRequest = Omit<AddEntryInput, 'additionalFields'> & { additionalFields: string | null };

async function findAddableProduct(catalog: CatalogReader, itemId: string): Promise<ProductView> {
  const product = await catalog.findProduct(itemId);
  if (!product) throw itemNotFound();
  if (product.isSubscribable && !product.oneTimePurchase) throw subscriptionOnly();
  return product;
}

/**
 * A first add by a visitor with no cart cookie and no session: there is no cart to lock, so the new
 * cart and its line are written at once and the answer is built from what was written. With
 * `onlyAtCatalogVersion`, nothing is written (null) unless the catalogue is still at that version.
 */
async function addToNewCart(
  db: Db,
  site: Site,
  catalog: CatalogReader,
  input: AddRequest,
  onlyAtCatalogVersion: number | null,
): Promise<AddEntryResult | null> {
  const product = await findAddableProduct(catalog, input.itemId);
  const additionalFields = await productFormAnswers({ db }, site, product, input.additionalFields);
  const verdict = validateAddToCart({
    product,
    sku: input.sku,
    selection: input.selection,
    quantity: input.quantity,
    alreadyInCart: () => 0,
    additionalFields,
  });
  if (!verdict.ok) throw ruleFailure(verdict.code, verdict.message);
  const now = nowIso();
  const cart = newCartRow(site.id, now, null);
  const line = { id: newId(), quantity: verdict.quantity, additionalFields };
  const written = await insertCartWithEntry(
    db,
    cart,
    {
      id: line.id,
      website_id: site.id,
      cart_id: cart.id,
      product_id: product.id,
      variant_id: verdict.variant.id,
      quantity: line.quantity,
      additional_fields: line.additionalFields,
      position: 0,
      created_at: now,
    },
    onlyAtCatalogVersion,
  );
  if (!written) return null;
  const shoppingCart = newCartWithEntry(cart, product, verdict.variant, line, site.currency);
  const [newlyAdded] = shoppingCart.entries;
  if (!newlyAdded) throw new Error('Invariant failed: a new cart without its line');
  return { shoppingCart, newlyAdded, newToken: cart.token };
}

/**
 * Refuses a change that would take the cart past a size limit (cart-limits.ts): `addQuantity` more in
 * all, and, when `newLineFields` is not undefined, one more line carrying those form answers.
 */
function checkCartLimits(
  lines: readonly EntryQuantityRow[],
  addQuantity: number,
  newLineFields: string | null | undefined,
): void {
  if (newLineFields !== undefined) {
    if (lines.length >= MAX_CART_LINES) throw cartLimitReached('lines');
    const stored = lines.reduce((n, e) => n + formBytes(e.additional_fields), 0);
    if (stored + formBytes(newLineFields) > MAX_CART_FORM_BYTES) throw cartLimitReached('forms');
  }
  const total = lines.reduce((n, e) => n + e.quantity, 0);
  if (total + addQuantity > MAX_CART_QUANTITY) throw cartLimitReached('quantity');
}

export async function updateEntryQuantity(
  db: Db,
  site: Site,
  visitor: CartVisitor,
  entryId: string,
  rawQuantity: unknown,
): Promise<ShoppingCart> {
  const wire = readWireQuantity(rawQuantity);
  const parsed = wire.ok ? parseQuantity(wire.quantity) : wire;
  if (!parsed.ok) throw ruleFailure(ADD_TO_CART_ERROR.QUANTITY_INVALID, parsed.message);
  const cart = await writeTransaction(db, async (trx) => {
    const cartRow = await findVisitorCart(trx, site.id, visitor, { lock: true });
    const entry = cartRow ? await findEntry(trx, cartRow.id, entryId) : null;
    if (!cartRow || !entry) throw entryNotFound('update');
    const stock = await findVariantStock(trx, entry.variant_id);
    if (!stock) throw entryNotFound('update');
    // A product of a turned-off store page, or one no longer live (decision 0049), is not found, as
    // the add answers (security review L3); removing its line stays possible.
    if (stock.page_enabled !== 1 || !isProductLive(stock, Date.now())) throw itemNotFound();
    const lines = await listLines(trx, cartRow.id);
    const others = lines
      .filter((e) => e.variant_id === entry.variant_id && e.id !== entry.id)
      .reduce((n, e) => n + e.quantity, 0);
    checkCartLimits(
      lines.filter((e) => e.id !== entry.id),
      parsed.quantity,
      undefined,
    );
    const available = { unlimited: stock.unlimited === 1, qtyInStock: stock.stock_qty };
    const alwaysInStock = isAlwaysInStock(stock.product_type as ProductType);
    if (!alwaysInStock && !hasEnoughStock(available, parsed.quantity, others)) throw insufficientStock();
    await setLineQuantity(trx, entry.id, parsed.quantity);
    await touchCartFast(trx, cartRow.id, nowIso());
    return loadShoppingCart(trx, cartRow, site);
  });
  return cart;
}

export interface UpdateAdditionalFieldsInput {
  itemId: string;
  sku?: string | undefined;
  additionalFields: string;
}

/**
 * PUT .../entries/{entryId}/additionalFields (seed 000 section 7): new answers to the line's product
 * form, checked like an add's. The line keeps its quantity and place; "Unable to update form" when the
 * entry is not in the visitor's cart or is not of that item.
 */
export async function updateEntryAdditionalFields(
  app: CatalogApp,
  site: Site,
  visitor: CartVisitor,
  entryId: string,
  input: UpdateAdditionalFieldsInput,
): Promise<{ shoppingCart: ShoppingCart; updatedEntry: CartEntry }> {
  const catalog = await openCatalog(app, site);
  const product = await catalog.findProduct(input.itemId);
  if (!product || product.additionalFieldsFormId === null) throw formEntryNotFound();
  const answers = await productFormAnswers(app, site, product, input.additionalFields);
  if (answers === null) throw formEntryNotFound();
  const shoppingCart = await writeTransaction(app.db, async (trx) => {
    const cartRow = await findVisitorCart(trx, site.id, visitor, { lock: true });
    const entry = cartRow ? await findEntry(trx, cartRow.id, entryId) : null;
    if (!cartRow || !entry || entry.product_id !== product.id) throw formEntryNotFound();
    const variant = product.variants.find((v) => v.id === entry.variant_id);
    if (input.sku !== undefined && variant?.sku !== input.sku) throw formEntryNotFound();
    const others = (await listLines(trx, cartRow.id)).filter((line) => line.id !== entry.id);
    checkCartLimits(others, 0, answers);
    await setEntryAdditionalFields(trx, entry.id, answers);
    await touchCartFast(trx, cartRow.id, nowIso());
    return loadShoppingCart(trx, cartRow, site);
  });
  const updatedEntry = shoppingCart.entries.find((e) => e.id === entryId);
  if (!updatedEntry) throw new Error(`Invariant failed: entry ${entryId} missing after update`);
  return { shoppingCart, updatedEntry };
}

export async function removeEntry(
  db: Db,
  site: Site,
  visitor: CartVisitor,
  entryId: string,
): Promise<ShoppingCart> {
  const cart = await writeTransaction(db, async (trx) => {
    const cartRow = await findVisitorCart(trx, site.id, visitor, { lock: true });
    const entry = cartRow ? await findEntry(trx, cartRow.id, entryId) : null;
    if (!cartRow || !entry) throw entryNotFound('remove');
    await deleteEntry(trx, entry.id);
    await touchCartFast(trx, cartRow.id, nowIso());
    return loadShoppingCart(trx, cartRow, site);
  });
  return cart;
}

/** A new, empty cart; `siteUserId` makes it a signed-in customer's cart. */
export async function createCart(
  trx: Executor,
  websiteId: string,
  now: string,
  siteUserId: string | null = null,
): Promise<CartRow> {
  const cart = newCartRow(websiteId, now, siteUserId);
  await insertCart(trx, cart);
  return cart;
}

function newCartRow(websiteId: string, now: string, siteUserId: string | null): CartRow {
  return {
    id: newId(),
    website_id: websiteId,
    token: newToken(),
    is_purchased: 0,
    order_id: null,
    site_user_id: siteUserId,
    created_at: now,
    updated_at: now,
  };
}

async function loadShoppingCart(executor: Executor, cart: CartRow, site: Site): Promise<ShoppingCart> {
  return toShoppingCart(cart, await listEntryDetails(executor, cart.id), site.currency);
}
