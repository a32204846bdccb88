import { DIGITAL_DELIVERY_TYPES } from '@plinth/commerce';
import type { Executor } from '@plinth/db';

/** Orders that count as sales: placed, partly or wholly fulfilled (not cancelled, not refunded). */
const SOLD = ['placed', 'partially_fulfilled', 'fulfilled'];

/** Orders and their grand totals created in [from, to). */
export async function sumSales(db: Executor, websiteId: string, from: string, to: string) {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('orders'),
      eb.fn.coalesce(eb.fn.sum<number | string>('grand_total_cents'), eb.lit(0)).as('revenue'),
    ])
    .where('website_id', '=', websiteId)
    .where('status', 'in', SOLD)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirst();
  return { orders: Number(row?.orders ?? 0), revenueCents: Number(row?.revenue ?? 0) };
}

/**
 * Placed or partially fulfilled orders (decision 0067) not yet fulfilled that have something to ship or do (a physical or service line). An
 * order of only gift cards and digital goods is fulfilled once paid (decision 0063), and while its
 * payment is still being taken it is nothing the owner has to act on.
 */
export async function countUnfulfilled(db: Executor, websiteId: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('website_id', '=', websiteId)
    .where('status', 'in', ['placed', 'partially_fulfilled'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('order_lines')
          .select('order_lines.id')
          .whereRef('order_lines.order_id', '=', 'orders.id')
          .where('order_lines.product_type', 'not in', DIGITAL_DELIVERY_TYPES),
      ),
    )
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Best sellers by units among sold orders created since `from`. */
export async function listTopProducts(db: Executor, websiteId: string, from: string, limit: number) {
  const rows = await db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select((eb) => [
      'l.product_id as productId',
      eb.fn.max('l.product_name').as('name'),
      eb.fn.sum<number | string>('l.quantity').as('units'),
      eb.fn.sum<number | string>('l.line_total_cents').as('revenue'),
    ])
    .where('l.website_id', '=', websiteId)
    .where('o.status', 'in', SOLD)
    .where('o.created_at', '>=', from)
    .groupBy('l.product_id')
    .orderBy('units', 'desc')
    .orderBy('revenue', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    productId: r.productId,
    name: r.name,
    units: Number(r.units),
    revenueCents: Number(r.revenue),
  }));
}

/** Counted variants with at most `threshold` in stock, fewest first, and how many there are. */
export async function listLowStock(db: Executor, websiteId: string, threshold: number, limit: number) {
  const low = db
    .selectFrom('variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .where('v.website_id', '=', websiteId)
    .where('v.unlimited', '=', 0)
    .where('v.stock_qty', '<=', threshold);
  const [rows, count] = await Promise.all([
    low
      .select([
        'p.id as productId',
        'v.id as variantId',
        'p.title as productName',
        'v.attributes',
        'v.stock_qty',
      ])
      .orderBy('v.stock_qty')
      .orderBy('p.title')
      .orderBy('v.position')
      .limit(limit)
      .execute(),
    low.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, count: Number(count?.n ?? 0) };
}

/** The newest submissions with their form's name, and how many arrived since `from`. */
export async function listRecentSubmissions(db: Executor, websiteId: string, from: string, limit: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('form_submissions as s')
      .innerJoin('forms as f', 'f.id', 's.form_id')
      .select(['s.id', 's.form_id as formId', 'f.name as formName', 's.created_at as submittedAt'])
      .where('s.website_id', '=', websiteId)
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('form_submissions')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('website_id', '=', websiteId)
      .where('created_at', '>=', from)
      .executeTakeFirst(),
  ]);
  return { rows, week: Number(count?.n ?? 0) };
}

/** Restock sign-ups still waiting, per product (most first), and their total. */
export async function listWaitingRestock(db: Executor, websiteId: string, limit: number) {
  const waiting = db
    .selectFrom('restock_sign_ups as r')
    .where('r.website_id', '=', websiteId)
    .where('r.status', '=', 'waiting');
  const [rows, total] = await Promise.all([
    waiting
      .innerJoin('products as p', 'p.id', 'r.product_id')
      .select((eb) => [
        'p.id as productId',
        'p.title as name',
        eb.fn.countAll<number | string>().as('waiting'),
      ])
      .groupBy(['p.id', 'p.title'])
      .orderBy('waiting', 'desc')
      .orderBy('p.title')
      .limit(limit)
      .execute(),
    waiting.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return {
    products: rows.map((r) => ({ productId: r.productId, name: r.name, waiting: Number(r.waiting) })),
    waiting: Number(total?.n ?? 0),
  };
}

/** Rows of `table` for the site: 0, 1 or 2 (enough to tell "none", "one" and "more than one"). */
async function countUpToTwo(
  db: Executor,
  table: 'products' | 'shipping_options' | 'website_members',
  websiteId: string,
): Promise<number> {
  const rows = await db
    .selectFrom(table)
    .select('website_id')
    .where('website_id', '=', websiteId)
    .limit(2)
    .execute();
  return rows.length;
}

/** What the setup guide ticks (issue 24 §5), read from the site's own rows. */
export async function loadSetupState(db: Executor, websiteId: string, nowIso: string) {
  const [products, shipping, members, invitation, home] = await Promise.all([
    countUpToTwo(db, 'products', websiteId),
    countUpToTwo(db, 'shipping_options', websiteId),
    countUpToTwo(db, 'website_members', websiteId),
    db
      .selectFrom('member_invitations')
      .select('id')
      .where('website_id', '=', websiteId)
      .where('accepted_at', 'is', null)
      .where('expires_at', '>', nowIso)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('site_pages')
      .select('draft_revision')
      .where('website_id', '=', websiteId)
      .where('is_home', '=', 1)
      .where('collection_id', 'is', null)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    product: products > 0,
    shipping: shipping > 0,
    team: members > 1 || invitation !== undefined,
    // A change to the home page was saved since it was made (its first draft is revision 1).
    homePage: home !== undefined && Number(home.draft_revision) > 1,
  };
}
