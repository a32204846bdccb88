import {
  engineOf,
  fixedQuery,
  forUpdate,
  type CartEntriesTable,
  type CartRow,
  type Db,
  type Executor,
  type Insertable,
} from '@plinth/db';

// The add-to-cart path's statements as fixed SQL (packages/db fixed-query.ts): built once, prepared once.
const CART_COLUMNS = 'id, website_id, token, is_purchased, order_id, site_user_id, created_at, updated_at';
const CART_BY_TOKEN = fixedQuery<CartRow>(
  `select ${CART_COLUMNS} from carts where website_id = ? and token = ? and is_purchased = 0`,
);
const CART_BY_TOKEN_LOCKED = fixedQuery<CartRow>(`${CART_BY_TOKEN.text} for update`);
const INSERT_CART = fixedQuery(`insert into carts (${CART_COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?)`);
/** SQLite: the cart only while the site's catalogue is still at the given version (else no row). */
const INSERT_CART_AT_VERSION = fixedQuery(
  `insert into carts (${CART_COLUMNS}) select ?, ?, ?, ?, ?, ?, ?, ? ` +
    'where (select catalog_version from websites where id = ?) = ?',
);
const ENTRY_COLUMNS =
  'id, website_id, cart_id, product_id, variant_id, quantity, additional_fields, position, created_at';
const INSERT_ENTRY = fixedQuery(
  `insert into cart_entries (${ENTRY_COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);
/**
 * PostgreSQL: this statement's own transaction commits without waiting for its WAL flush (decision
 * 0021). `set_config(..., true)` lasts until the end of the statement's transaction, so it applies to
 * this cart write only, never to stock, orders, accounts or settings. Evaluated because the insert
 * reads from the CTE that calls it.
 */
const ASYNC_COMMIT = "select set_config('synchronous_commit', 'off', true)";
/** PostgreSQL: a new cart and its first line in one statement, so in one round trip and atomically. */
const INSERT_CART_WITH_ENTRY = fixedQuery(
  `with w as (${ASYNC_COMMIT}), ` +
    `c as (insert into carts (${CART_COLUMNS}) select ?::varchar, ?::varchar, ?::varchar, ?::integer, ` +
    '?::varchar, ?::varchar, ?::varchar, ?::varchar from w returning id) ' +
    `insert into cart_entries (${ENTRY_COLUMNS}) select ?::varchar, ?::varchar, c.id, ?::varchar, ` +
    `?::varchar, ?::integer, ?::text, ?::integer, ?::varchar from c`,
);
/** The same, written only while the site's catalogue is still at the given version (else no rows). */
const INSERT_CART_WITH_ENTRY_AT_VERSION = fixedQuery(
  `with w as (${ASYNC_COMMIT} from websites where id = ? and catalog_version = ?), ` +
    `c as (insert into carts (${CART_COLUMNS}) select ?::varchar, ?::varchar, ?::varchar, ?::integer, ` +
    '?::varchar, ?::varchar, ?::varchar, ?::varchar from w returning id) ' +
    `insert into cart_entries (${ENTRY_COLUMNS}) select ?::varchar, ?::varchar, c.id, ?::varchar, ` +
    `?::varchar, ?::integer, ?::text, ?::integer, ?::varchar from c`,
);
/**
 * PostgreSQL: many first adds at once (group commit, packages/db write-batch.ts `batchedCalls`): one
 * array per column, so one prepared statement serves any batch size. A row whose catalogue version is
 * set is written only while its site is still at that version; the answer names the carts written.
 * Every cart here is a new visitor's: not purchased, no order, no customer, its line first.
 */
const INSERT_NEW_CARTS = fixedQuery<{ cart_id: string }>(
  `with w as (${ASYNC_COMMIT}), ` +
    'v as (select * from unnest(?::varchar[], ?::varchar[], ?::varchar[], ?::varchar[], ?::varchar[], ' +
    '?::varchar[], ?::varchar[], ?::integer[], ?::text[], ?::integer[]) as t(cart_id, website_id, token, ' +
    'created_at, entry_id, product_id, variant_id, quantity, additional_fields, catalog_version)), ' +
    'ok as (select v.* from v cross join w where v.catalog_version is null or exists (select 1 from ' +
    'websites s where s.id = v.website_id and s.catalog_version = v.catalog_version)), ' +
    `c as (insert into carts (${CART_COLUMNS}) select cart_id, website_id, token, 0, null, null, ` +
    'created_at, created_at from ok returning id) ' +
    `insert into cart_entries (${ENTRY_COLUMNS}) select ok.entry_id, ok.website_id, c.id, ok.product_id, ` +
    'ok.variant_id, ok.quantity, ok.additional_fields, 0, ok.created_at from c join ok on ok.cart_id = c.id ' +
    'returning cart_id',
);
const ENTRY_QUANTITIES = fixedQuery<EntryQuantityRow>(
  'select id, variant_id, quantity, additional_fields from cart_entries where cart_id = ?',
);
const SET_ENTRY_QUANTITY = fixedQuery('update cart_entries set quantity = ? where id = ?');
const TOUCH_CART = fixedQuery('update carts set updated_at = ? where id = ?');

export interface EntryQuantityRow {
  id: string;
  variant_id: string;
  quantity: number;
  additional_fields: string | null;
}

export async function findCartByToken(
  executor: Executor,
  websiteId: string,
  token: string,
  options: { lock?: boolean } = {},
): Promise<CartRow | null> {
  const query = options.lock && engineOf(executor) === 'postgres' ? CART_BY_TOKEN_LOCKED : CART_BY_TOKEN;
  return (await query.first(executor, [websiteId, token])) ?? null;
}

function cartValues(cart: CartRow): unknown[] {
  return [
    cart.id,
    cart.website_id,
    cart.token,
    cart.is_purchased,
    cart.order_id,
    cart.site_user_id,
    cart.created_at,
    cart.updated_at,
  ];
}

export type NewEntry = Insertable<CartEntriesTable> & { additional_fields: string | null; position: number };

function entryValues(entry: NewEntry): unknown[] {
  return [
    entry.id,
    entry.website_id,
    entry.cart_id,
    entry.product_id,
    entry.variant_id,
    entry.quantity,
    entry.additional_fields,
    entry.position,
    entry.created_at,
  ];
}

export interface FirstAdd {
  cart: CartRow;
  entry: NewEntry;
  onlyAtCatalogVersion: number | null;
}

/** PostgreSQL: many first adds in one statement; answers, per add, whether it was written. */
export async function insertNewCarts(db: Db, adds: FirstAdd[]): Promise<boolean[]> {
  const column = <T>(pick: (add: FirstAdd) => T) => adds.map(pick);
  const written = await INSERT_NEW_CARTS.rows(db.kysely, [
    column((a) => a.cart.id),
    column((a) => a.cart.website_id),
    column((a) => a.cart.token),
    column((a) => a.cart.created_at),
    column((a) => a.entry.id),
    column((a) => a.entry.product_id),
    column((a) => a.entry.variant_id),
    column((a) => a.entry.quantity),
    column((a) => a.entry.additional_fields),
    column((a) => a.onlyAtCatalogVersion),
  ]);
  const ids = new Set(written.map((row) => row.cart_id));
  return adds.map((add) => ids.has(add.cart.id));
}

/** PostgreSQL: one first add in one statement. */
export async function insertOneCartWithEntry(
  db: Db,
  { cart, entry, onlyAtCatalogVersion }: FirstAdd,
): Promise<boolean> {
  const values = entryValues(entry);
  values.splice(2, 1); // cart_id: the statement takes it from the inserted cart
  if (onlyAtCatalogVersion === null) {
    await INSERT_CART_WITH_ENTRY.run(db.kysely, [...cartValues(cart), ...values]);
    return true;
  }
  const written = await INSERT_CART_WITH_ENTRY_AT_VERSION.run(db.kysely, [
    cart.website_id,
    onlyAtCatalogVersion,
    ...cartValues(cart),
    ...values,
  ]);
  return written === 1;
}

/** SQLite: one first add inside a (shared) transaction. */
export async function insertFirstAddIn(
  trx: Executor,
  { cart, entry, onlyAtCatalogVersion }: FirstAdd,
): Promise<boolean> {
  if (onlyAtCatalogVersion === null) {
    await INSERT_CART.run(trx, cartValues(cart));
  } else {
    const values = [...cartValues(cart), cart.website_id, onlyAtCatalogVersion];
    if ((await INSERT_CART_AT_VERSION.run(trx, values)) === 0) return false;
  }
  await INSERT_ENTRY.run(trx, entryValues(entry));
  return true;
}

/** One line added to an existing cart (the add-to-cart path). */
export async function insertLine(executor: Executor, entry: NewEntry): Promise<void> {
  await INSERT_ENTRY.run(executor, entryValues(entry));
}

export async function listLines(executor: Executor, cartId: string): Promise<EntryQuantityRow[]> {
  return ENTRY_QUANTITIES.rows(executor, [cartId]);
}

export async function setLineQuantity(executor: Executor, entryId: string, quantity: number) {
  await SET_ENTRY_QUANTITY.run(executor, [quantity, entryId]);
}

export async function touchCartFast(executor: Executor, cartId: string, at: string): Promise<void> {
  await TOUCH_CART.run(executor, [at, cartId]);
}

export async function insertCart(executor: Executor, cart: CartRow): Promise<void> {
  await executor.insertInto('carts').values(cart).execute();
}

export async function touchCart(executor: Executor, cartId: string, at: string): Promise<void> {
  await executor.updateTable('carts').set({ updated_at: at }).where('id', '=', cartId).execute();
}

const ENTRY_DETAILS = fixedQuery<EntryDetailRow>(
  'select e.id, e.quantity, e.additional_fields, e.variant_id, p.id as product_id, p.title, ' +
    'p.url_id as product_url_id, p.product_type, p.images, c.url_id as collection_url_id, v.sku, ' +
    'v.attributes, v.price_cents, v.sale_price_cents, v.on_sale, v.image, v.unlimited, v.stock_qty ' +
    'from cart_entries e inner join products p on p.id = e.product_id ' +
    'inner join variants v on v.id = e.variant_id inner join collections c on c.id = p.collection_id ' +
    'where e.cart_id = ? order by e.position, e.id',
);

/** Entries with what the cart page shows about their product and variant, in the order they were added. */
export async function listEntryDetails(executor: Executor, cartId: string): Promise<EntryDetailRow[]> {
  return ENTRY_DETAILS.rows(executor, [cartId]);
}

export interface EntryDetailRow {
  id: string;
  quantity: number;
  additional_fields: string | null;
  variant_id: string;
  product_id: string;
  title: string;
  product_url_id: string;
  product_type: number;
  images: string;
  collection_url_id: string;
  sku: string;
  attributes: string;
  price_cents: number;
  sale_price_cents: number;
  on_sale: number;
  image: string | null;
  unlimited: number;
  stock_qty: number;
}

export async function listEntryQuantities(executor: Executor, cartId: string) {
  return executor
    .selectFrom('cart_entries')
    .select(['id', 'variant_id', 'quantity', 'additional_fields'])
    .where('cart_id', '=', cartId)
    .execute();
}

export async function findEntry(executor: Executor, cartId: string, entryId: string) {
  const row = await executor
    .selectFrom('cart_entries')
    .selectAll()
    .where('cart_id', '=', cartId)
    .where('id', '=', entryId)
    .executeTakeFirst();
  return row ?? null;
}

/** A line's form answers (issue 11 part 6), already checked against the product's form. */
export async function setEntryAdditionalFields(
  executor: Executor,
  entryId: string,
  additionalFields: string,
): Promise<void> {
  await executor
    .updateTable('cart_entries')
    .set({ additional_fields: additionalFields })
    .where('id', '=', entryId)
    .execute();
}

export async function insertEntry(executor: Executor, entry: Insertable<CartEntriesTable>): Promise<void> {
  await executor.insertInto('cart_entries').values(entry).execute();
}

export async function setEntryQuantity(executor: Executor, entryId: string, quantity: number): Promise<void> {
  await executor.updateTable('cart_entries').set({ quantity }).where('id', '=', entryId).execute();
}

export async function deleteEntry(executor: Executor, entryId: string): Promise<void> {
  await executor.deleteFrom('cart_entries').where('id', '=', entryId).execute();
}

/**
 * A variant's stock, locked on PostgreSQL, with whether its product's store page is turned on
 * (`page_enabled`, read by a subquery so the collection row is not locked with it) and the product's
 * status (decision 0049).
 */
export async function findVariantStock(executor: Executor, variantId: string) {
  const row = await forUpdate(
    executor,
    executor
      .selectFrom('variants')
      .innerJoin('products', 'products.id', 'variants.product_id')
      .select((eb) => [
        'variants.id',
        'variants.stock_qty',
        'variants.unlimited',
        'products.product_type',
        'products.status',
        'products.publish_at',
        eb
          .selectFrom('collections')
          .select('collections.enabled')
          .whereRef('collections.id', '=', 'products.collection_id')
          .as('page_enabled'),
      ])
      .where('variants.id', '=', variantId),
  ).executeTakeFirst();
  return row ?? null;
}

/** Total quantity in a cart: what the cart pill shows on every page. */
/** The open cart a token names, with its total quantity, in one query (the cart pill asks on every page). */
export async function findCartQuantityByToken(
  executor: Executor,
  websiteId: string,
  token: string,
): Promise<{ siteUserId: string | null; quantity: number } | null> {
  const row = await executor
    .selectFrom('carts as c')
    .leftJoin('cart_entries as e', 'e.cart_id', 'c.id')
    .select((eb) => [
      'c.site_user_id as siteUserId',
      eb.fn.coalesce(eb.fn.sum<number>('e.quantity'), eb.lit(0)).as('quantity'),
    ])
    .where('c.website_id', '=', websiteId)
    .where('c.token', '=', token)
    .where('c.is_purchased', '=', 0)
    .groupBy(['c.id', 'c.site_user_id'])
    .executeTakeFirst();
  return row ? { siteUserId: row.siteUserId, quantity: Number(row.quantity) } : null;
}

export async function sumCartQuantity(executor: Executor, cartId: string): Promise<number> {
  const row = await executor
    .selectFrom('cart_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'))
    .where('cart_id', '=', cartId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * One bounded batch of anonymous, unpurchased carts untouched since the cut-off; their entries go with
 * them (ON DELETE CASCADE). The outer conditions repeat the inner ones on purpose: on PostgreSQL a cart
 * an add locked and touched meanwhile is re-checked against its new row and kept. Several processes
 * may run this at once: each cart is deleted by one of them, the others skip it.
 */
const DELETE_STALE_CARTS = fixedQuery(
  'delete from carts where id in (select id from carts where site_user_id is null and is_purchased = 0 ' +
    'and updated_at < ? limit ?) ' +
    'and site_user_id is null and is_purchased = 0 and updated_at < ?',
);

/** Deletes up to `limit` stale anonymous carts (cart-purge.ts); answers how many went. */
export async function deleteStaleCarts(executor: Executor, cutoff: string, limit: number): Promise<number> {
  return DELETE_STALE_CARTS.run(executor, [cutoff, limit, cutoff]);
}
