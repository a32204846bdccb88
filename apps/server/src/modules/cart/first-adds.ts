import {
  batchedCalls,
  batchedWriter,
  type BatchedCall,
  type BatchedWriter,
  type CartRow,
  type Db,
} from '@plinth/db';
import {
  insertFirstAddIn,
  insertNewCarts,
  insertOneCartWithEntry,
  type FirstAdd,
  type NewEntry,
} from './queries';

// One group-commit queue per database (so per app: each app opens its own), gone with it.
const sqliteBatches = new WeakMap<Db, BatchedWriter>();
const postgresBatches = new WeakMap<Db, BatchedCall<FirstAdd, boolean>>();

/** The shape INSERT_NEW_CARTS writes: an anonymous new cart whose one line was made with it. */
function isNewVisitorsFirstAdd({ cart, entry }: FirstAdd): boolean {
  return (
    cart.is_purchased === 0 &&
    cart.order_id === null &&
    cart.site_user_id === null &&
    cart.updated_at === cart.created_at &&
    entry.cart_id === cart.id &&
    entry.website_id === cart.website_id &&
    entry.position === 0 &&
    entry.created_at === cart.created_at
  );
}

/**
 * A new cart and its first line, atomically. Both engines share the work with the other first adds of
 * the same moment (group commit, packages/db write-batch.ts): on PostgreSQL one statement writes them
 * all (INSERT_NEW_CARTS in queries.ts), on SQLite one transaction does (decisions 0013 and 0027).
 * With `onlyAtCatalogVersion`, nothing is written (false) unless the site's catalogue is still at it.
 */
export async function insertCartWithEntry(
  db: Db,
  cart: CartRow,
  entry: NewEntry,
  onlyAtCatalogVersion: number | null = null,
): Promise<boolean> {
  const first = { cart, entry, onlyAtCatalogVersion };
  if (db.engine === 'postgres') {
    if (!isNewVisitorsFirstAdd(first)) return insertOneCartWithEntry(db, first);
    let batch = postgresBatches.get(db);
    if (!batch) {
      batch = batchedCalls(
        (adds) => insertNewCarts(db, adds),
        (add) => insertOneCartWithEntry(db, add),
      );
      postgresBatches.set(db, batch);
    }
    return batch(first);
  }
  let batch = sqliteBatches.get(db);
  if (!batch) {
    batch = batchedWriter(db);
    sqliteBatches.set(db, batch);
  }
  return batch((trx) => insertFirstAddIn(trx, first));
}
