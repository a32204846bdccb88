import type { Executor, MailingListMemberRow, RestockSignUpRow } from '@plinth/db';

/** A variant with what a sign-up, the owner's list and a notice need of its product. */
export interface RestockVariantRow {
  product_id: string;
  product_title: string;
  product_type: number;
  product_url_id: string;
  product_options: string;
  collection_url_id: string;
  variant_id: string;
  sku: string;
  attributes: string;
  unlimited: number;
  stock_qty: number;
  /** The product's status and publish time (decision 0049). */
  status: string;
  publish_at: string | null;
}

function variantQuery(db: Executor, websiteId: string) {
  return db
    .selectFrom('variants')
    .innerJoin('products', 'products.id', 'variants.product_id')
    .innerJoin('collections', 'collections.id', 'products.collection_id')
    .select([
      'products.id as product_id',
      'products.title as product_title',
      'products.product_type as product_type',
      'products.url_id as product_url_id',
      'products.options as product_options',
      'collections.url_id as collection_url_id',
      'variants.id as variant_id',
      'variants.sku as sku',
      'variants.attributes as attributes',
      'variants.unlimited as unlimited',
      'variants.stock_qty as stock_qty',
      'products.status as status',
      'products.publish_at as publish_at',
    ])
    .where('variants.website_id', '=', websiteId);
}

export async function findRestockVariant(
  db: Executor,
  websiteId: string,
  productId: string,
  variantId: string,
): Promise<RestockVariantRow | null> {
  const row = await variantQuery(db, websiteId)
    .where('variants.id', '=', variantId)
    .where('products.id', '=', productId)
    .executeTakeFirst();
  return row ?? null;
}

export type NewSignUp = Omit<RestockSignUpRow, 'send_round'>;

/** 1 when inserted; 0 when the site already has this email for this variant. */
export async function insertSignUpIfNew(db: Executor, row: NewSignUp): Promise<number> {
  const result = await db
    .insertInto('restock_sign_ups')
    .values(row)
    .onConflict((oc) => oc.columns(['website_id', 'variant_id', 'email']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return result ? 1 : 0;
}

/** A notified or unsubscribed sign-up asked again: it waits for the next restock. */
export async function rearmSignUp(
  db: Executor,
  key: { websiteId: string; variantId: string; email: string },
  change: { joinedMailingList: boolean; now: string },
): Promise<void> {
  await db
    .updateTable('restock_sign_ups')
    .set((eb) => ({
      status: 'waiting',
      queued_at: null,
      updated_at: change.now,
      joined_mailing_list: change.joinedMailingList ? 1 : eb.ref('joined_mailing_list'),
    }))
    .where('website_id', '=', key.websiteId)
    .where('variant_id', '=', key.variantId)
    .where('email', '=', key.email)
    .where('status', '!=', 'waiting')
    .execute();
}

export async function markJoinedMailingList(
  db: Executor,
  key: { websiteId: string; variantId: string; email: string },
): Promise<void> {
  await db
    .updateTable('restock_sign_ups')
    .set({ joined_mailing_list: 1 })
    .where('website_id', '=', key.websiteId)
    .where('variant_id', '=', key.variantId)
    .where('email', '=', key.email)
    .execute();
}

export async function insertMailingListMemberIfNew(db: Executor, row: MailingListMemberRow): Promise<void> {
  await db
    .insertInto('mailing_list_members')
    .values(row)
    .onConflict((oc) => oc.columns(['website_id', 'email']).doNothing())
    .execute();
}

export interface RestockGroupRow {
  product_id: string;
  variant_id: string;
  product_title: string;
  product_type: number;
  product_options: string;
  attributes: string;
  sku: string;
  unlimited: number;
  stock_qty: number;
  waiting: number | string | bigint;
}

/** Variants with waiting sign-ups, by (product id, variant id) after `after`; `limit` rows. */
export async function listRestockGroupRows(
  db: Executor,
  websiteId: string,
  after: { productId: string; variantId: string } | null,
  limit: number,
): Promise<RestockGroupRow[]> {
  let query = db
    .selectFrom('restock_sign_ups as s')
    .innerJoin('variants as v', 'v.id', 's.variant_id')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select((eb) => [
      's.product_id',
      's.variant_id',
      'p.title as product_title',
      'p.product_type',
      'p.options as product_options',
      'v.attributes',
      'v.sku',
      'v.unlimited',
      'v.stock_qty',
      eb.fn.countAll<number | string | bigint>().as('waiting'),
    ])
    .where('s.website_id', '=', websiteId)
    .where('s.status', '=', 'waiting');
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('s.product_id', '>', after.productId),
        eb.and([eb('s.product_id', '=', after.productId), eb('s.variant_id', '>', after.variantId)]),
      ]),
    );
  }
  return query
    .groupBy([
      's.product_id',
      's.variant_id',
      'p.title',
      'p.product_type',
      'p.options',
      'v.attributes',
      'v.sku',
      'v.unlimited',
      'v.stock_qty',
    ])
    .orderBy('s.product_id')
    .orderBy('s.variant_id')
    .limit(limit)
    .execute();
}

/** A variant's sign-ups, oldest first, after `after` (created_at, id); `limit` rows. */
export async function listVariantSignUpRows(
  db: Executor,
  websiteId: string,
  key: { productId: string; variantId: string },
  after: { createdAt: string; id: string } | null,
  limit: number,
): Promise<RestockSignUpRow[]> {
  let query = db
    .selectFrom('restock_sign_ups')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('variant_id', '=', key.variantId)
    .where('product_id', '=', key.productId);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '>', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '>', after.id)]),
      ]),
    );
  }
  return query.orderBy('created_at').orderBy('id').limit(limit).execute();
}

/** Waiting sign-ups of a variant with no notice queued, oldest first. */
export async function listUnqueuedSignUpIds(
  db: Executor,
  websiteId: string,
  variantId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('restock_sign_ups')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('variant_id', '=', variantId)
    .where('status', '=', 'waiting')
    .where('queued_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Of these variants, those with a waiting sign-up that has no notice queued. */
export async function listVariantsWithUnqueuedSignUps(
  db: Executor,
  websiteId: string,
  variantIds: string[],
): Promise<{ product_id: string; variant_id: string }[]> {
  if (variantIds.length === 0) return [];
  return db
    .selectFrom('restock_sign_ups')
    .select(['product_id', 'variant_id'])
    .distinct()
    .where('website_id', '=', websiteId)
    .where('variant_id', 'in', variantIds)
    .where('status', '=', 'waiting')
    .where('queued_at', 'is', null)
    .execute();
}

/**
 * Takes a waiting, unqueued sign-up for a new notice round: its next round number, or null when another
 * send took it first (or it is no longer waiting).
 */
export async function claimSignUpRound(db: Executor, id: string, now: string): Promise<number | null> {
  const row = await db
    .updateTable('restock_sign_ups')
    .set((eb) => ({ queued_at: now, updated_at: now, send_round: eb('send_round', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'waiting')
    .where('queued_at', 'is', null)
    .returning('send_round')
    .executeTakeFirst();
  return row ? row.send_round : null;
}

export async function findSignUp(db: Executor, id: string): Promise<RestockSignUpRow | null> {
  return (
    (await db.selectFrom('restock_sign_ups').selectAll().where('id', '=', id).executeTakeFirst()) ?? null
  );
}

/** The round's notice is queued: the sign-up is done. */
export async function markSignUpNotified(
  db: Executor,
  id: string,
  round: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('restock_sign_ups')
    .set({ status: 'notified', notified_at: now, queued_at: null, updated_at: now })
    .where('id', '=', id)
    .where('send_round', '=', round)
    .where('status', '=', 'waiting')
    .execute();
}

/** The round found no stock: the sign-up waits, free for a later send. */
export async function releaseSignUpRound(
  db: Executor,
  id: string,
  round: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('restock_sign_ups')
    .set({ queued_at: null, updated_at: now })
    .where('id', '=', id)
    .where('send_round', '=', round)
    .execute();
}

/** Every sign-up of this email on the site stops (the one-click unsubscribe). */
export async function unsubscribeEmail(
  db: Executor,
  websiteId: string,
  email: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('restock_sign_ups')
    .set({ status: 'unsubscribed', queued_at: null, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('email', '=', email)
    .where('status', '!=', 'unsubscribed')
    .execute();
}

export async function deleteMailingListMember(db: Executor, websiteId: string, email: string): Promise<void> {
  await db
    .deleteFrom('mailing_list_members')
    .where('website_id', '=', websiteId)
    .where('email', '=', email)
    .execute();
}

/** The site's mailing list in join order, after `after` (created_at, id); `limit` rows. */
export async function listMailingListRows(
  db: Executor,
  websiteId: string,
  after: { createdAt: string; id: string } | null,
  limit: number,
): Promise<MailingListMemberRow[]> {
  let query = db.selectFrom('mailing_list_members').selectAll().where('website_id', '=', websiteId);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '>', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '>', after.id)]),
      ]),
    );
  }
  return query.orderBy('created_at').orderBy('id').limit(limit).execute();
}
