import { SITE_PAGE_STATUS, TERM_SUBJECT, type TermKind } from '@plinth/contracts';
import { sql, type Database, type Executor, type SitePageRow } from '@plinth/db';
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { ItemFilter, ItemOrder, ItemRow } from './item-row';

export type { ItemFilter, ItemOrder, ItemRow } from './item-row';

/**
 * Reads of collections and their items for the storefront (decision 0057). The `content` module
 * writes these rows; nothing here writes.
 */

type Query = SelectQueryBuilder<
  Database & { sp: Database['site_pages']; ci: Database['content_items'] },
  'sp' | 'ci',
  object
>;
type Eb = ExpressionBuilder<
  Database & { sp: Database['site_pages']; ci: Database['content_items'] },
  'sp' | 'ci'
>;

const SHOWN_AT = sql<string>`coalesce(ci.item_date, sp.publish_at, sp.published_at, sp.created_at)`;
/** An event without an end ends when it starts. */
const EVENT_END = sql<string>`coalesce(ci.ends_at, ci.starts_at, ${SHOWN_AT})`;
const EVENT_START = sql<string>`coalesce(ci.starts_at, ${SHOWN_AT})`;

/**
 * Live at `nowIso` by the rule of liveCopyOf (site-page-status.ts), in SQL: published with a published
 * copy, or scheduled with either its time come and a scheduled copy, or a published copy kept meanwhile.
 */
function isLive(eb: Eb, nowIso: string) {
  return eb.or([
    eb.and([eb('sp.status', '=', SITE_PAGE_STATUS.published), eb('sp.published_revision', 'is not', null)]),
    eb.and([
      eb('sp.status', '=', SITE_PAGE_STATUS.scheduled),
      eb.or([
        eb.and([eb('sp.publish_at', '<=', nowIso), eb('sp.scheduled_revision', 'is not', null)]),
        eb('sp.published_revision', 'is not', null),
      ]),
    ]),
  ]);
}

/** Live items of the collection, guarded ones (an item's own lock or member-only flag) included. */
function liveItemsOf(db: Executor, websiteId: string, collectionId: string, nowIso: string): Query {
  return db
    .selectFrom('site_pages as sp')
    .innerJoin('content_items as ci', 'ci.page_id', 'sp.id')
    .where('sp.website_id', '=', websiteId)
    .where('sp.collection_id', '=', collectionId)
    .where((eb) => isLive(eb, nowIso));
}

/**
 * The live items every visitor may see: an item with its own lock or member-only flag is left out of
 * lists, feeds, neighbours and blocks (those are cached once for everybody), and is reached only at
 * its own address, behind its lock screen or sign-in (decision 0058).
 */
function itemsOf(db: Executor, websiteId: string, collectionId: string, nowIso: string): Query {
  return liveItemsOf(db, websiteId, collectionId, nowIso)
    .where('sp.password_hash', 'is', null)
    .where('sp.member_only', '=', 0);
}

function selectItem(query: Query) {
  return query
    .leftJoin('users as u', 'u.id', 'ci.author_id')
    .select([
      'sp.id',
      'ci.collection_id',
      'sp.title',
      'sp.slug',
      'sp.status',
      'sp.publish_at',
      'sp.published_revision',
      'sp.published_at',
      'sp.scheduled_revision',
      'sp.seo_title',
      'sp.seo_description',
      'sp.social_image_file_id',
      'sp.password_hash',
      'sp.member_only',
      'sp.updated_at',
      'ci.excerpt',
      'ci.author_id',
      'u.name as author_name',
      'ci.featured_image_file_id',
      'ci.starts_at',
      'ci.ends_at',
      'ci.all_day',
      'ci.location',
      SHOWN_AT.as('shown_at'),
    ]);
}

function withTerm(query: Query, websiteId: string, kind: TermKind, slug: string): Query {
  return query.where((eb) =>
    eb.exists(
      eb
        .selectFrom('term_assignments as ta')
        .innerJoin('terms as t', 't.id', 'ta.term_id')
        .select(sql`1`.as('one'))
        .where('ta.website_id', '=', websiteId)
        .where('ta.subject_type', '=', TERM_SUBJECT.item)
        .whereRef('ta.subject_id', '=', 'sp.id')
        .where('t.kind', '=', kind)
        .where('t.slug', '=', slug),
    ),
  );
}

function filtered(query: Query, websiteId: string, filter: ItemFilter): Query {
  let q = query;
  if (filter.tagSlug !== undefined) q = withTerm(q, websiteId, 'tag', filter.tagSlug);
  if (filter.categorySlug !== undefined) q = withTerm(q, websiteId, 'category', filter.categorySlug);
  if (filter.authorId !== undefined) q = q.where('ci.author_id', '=', filter.authorId);
  if (filter.shownFrom !== undefined) q = q.where(SHOWN_AT, '>=', filter.shownFrom);
  if (filter.shownBefore !== undefined) q = q.where(SHOWN_AT, '<', filter.shownBefore);
  if (filter.eventsBefore !== undefined) q = q.where(EVENT_START, '<', filter.eventsBefore);
  if (filter.eventsFrom !== undefined) q = q.where(EVENT_END, '>=', filter.eventsFrom);
  return q;
}

function ordered(query: Query, order: ItemOrder, nowIso: string): Query {
  switch (order) {
    case 'newest':
      return query.orderBy(SHOWN_AT, 'desc').orderBy('sp.id', 'desc');
    case 'upcoming':
      return query.where(EVENT_END, '>=', nowIso).orderBy(EVENT_START, 'asc').orderBy('sp.id', 'asc');
    case 'past':
      return query.where(EVENT_END, '<', nowIso).orderBy(EVENT_START, 'desc').orderBy('sp.id', 'desc');
    case 'startsAt':
      return query.orderBy(EVENT_START, 'asc').orderBy('sp.id', 'asc');
  }
}

/** One page of a collection's live items: `limit` rows from `offset`, one more to tell if a next page exists. */
export async function listLiveItemRows(
  db: Executor,
  args: {
    websiteId: string;
    collectionId: string;
    nowIso: string;
    filter: ItemFilter;
    order: ItemOrder;
    offset: number;
    limit: number;
  },
): Promise<ItemRow[]> {
  const base = filtered(
    itemsOf(db, args.websiteId, args.collectionId, args.nowIso),
    args.websiteId,
    args.filter,
  );
  const rows = await selectItem(ordered(base, args.order, args.nowIso))
    .limit(args.limit)
    .offset(args.offset)
    .execute();
  return rows.map(toItemRow);
}

/** A live item of the collection by its slug, guarded or not (its page checks its flags), or null. */
export async function findLiveItemRow(
  db: Executor,
  websiteId: string,
  collectionId: string,
  slug: string,
  nowIso: string,
): Promise<ItemRow | null> {
  const row = await selectItem(liveItemsOf(db, websiteId, collectionId, nowIso).where('sp.slug', '=', slug))
    .limit(1)
    .executeTakeFirst();
  return row ? toItemRow(row) : null;
}

/**
 * The live items just before and after `item` in the collection's order (blogs: by date; events: by
 * start): `older` sorts before it, `newer` after.
 */
export async function findNeighbourItemRows(
  db: Executor,
  args: { websiteId: string; collectionId: string; nowIso: string; events: boolean; item: ItemRow },
): Promise<{ older: ItemRow | null; newer: ItemRow | null }> {
  const key = args.events ? EVENT_START : SHOWN_AT;
  const value = args.events ? (args.item.starts_at ?? args.item.shown_at) : args.item.shown_at;
  const base = () =>
    itemsOf(db, args.websiteId, args.collectionId, args.nowIso).where('sp.id', '!=', args.item.id);
  const [older, newer] = await Promise.all([
    selectItem(
      base().where((eb) =>
        eb.or([eb(key, '<', value), eb.and([eb(key, '=', value), eb('sp.id', '<', args.item.id)])]),
      ),
    )
      .orderBy(key, 'desc')
      .orderBy('sp.id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    selectItem(
      base().where((eb) =>
        eb.or([eb(key, '>', value), eb.and([eb(key, '=', value), eb('sp.id', '>', args.item.id)])]),
      ),
    )
      .orderBy(key, 'asc')
      .orderBy('sp.id', 'asc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { older: older ? toItemRow(older) : null, newer: newer ? toItemRow(newer) : null };
}

/** The earliest publish time still to come among the collection's scheduled items (a cache's end). */
export async function findNextItemPublishAt(
  db: Executor,
  websiteId: string,
  collectionId: string,
  nowIso: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('site_pages')
    .select((eb) => eb.fn.min('publish_at').as('at'))
    .where('website_id', '=', websiteId)
    .where('collection_id', '=', collectionId)
    .where('status', '=', SITE_PAGE_STATUS.scheduled)
    .where('publish_at', '>', nowIso)
    .executeTakeFirst();
  return row?.at ?? null;
}

/** An item's status fields and both live copies (JSON), or null when it is gone. */
type DocumentFields = 'status' | 'publish_at' | 'published_revision' | 'scheduled_revision';

export async function findItemDocuments(
  db: Executor,
  websiteId: string,
  itemId: string,
): Promise<Pick<SitePageRow, DocumentFields | 'published_document' | 'scheduled_document'> | null> {
  const row = await db
    .selectFrom('site_pages')
    .select([
      'status',
      'publish_at',
      'published_revision',
      'scheduled_revision',
      'published_document',
      'scheduled_document',
    ])
    .where('website_id', '=', websiteId)
    .where('id', '=', itemId)
    .where('collection_id', 'is not', null)
    .executeTakeFirst();
  return row ?? null;
}

export interface ItemTermRow {
  subject_id: string;
  kind: string;
  name: string;
  slug: string;
}

/** The tags and categories of the items named, in each item's order. */
export async function listItemTermRows(
  db: Executor,
  websiteId: string,
  itemIds: readonly string[],
): Promise<ItemTermRow[]> {
  if (itemIds.length === 0) return [];
  return db
    .selectFrom('term_assignments as ta')
    .innerJoin('terms as t', 't.id', 'ta.term_id')
    .select(['ta.subject_id', 't.kind', 't.name', 't.slug'])
    .where('ta.website_id', '=', websiteId)
    .where('ta.subject_type', '=', TERM_SUBJECT.item)
    .where('ta.subject_id', 'in', itemIds)
    .orderBy('ta.position')
    .orderBy('t.name')
    .execute();
}

/** A tag or category by its slug (the list's heading names it), or null. */
export async function findTermName(
  db: Executor,
  websiteId: string,
  kind: TermKind,
  slug: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('terms')
    .select('name')
    .where('website_id', '=', websiteId)
    .where('kind', '=', kind)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row?.name ?? null;
}

/**
 * The name of an author of the site's items, for the author filter's heading, or null: only someone
 * shown as an author here, so the address reveals no other account's name.
 */
export async function findAuthorName(
  db: Executor,
  websiteId: string,
  authorId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('content_items as ci')
    .innerJoin('users as u', 'u.id', 'ci.author_id')
    .select('u.name')
    .where('ci.website_id', '=', websiteId)
    .where('ci.author_id', '=', authorId)
    .limit(1)
    .executeTakeFirst();
  return row?.name ?? null;
}

/** The collection pages of the site named (blog or events), by id: summary blocks name theirs. */
export async function listCollectionPageRows(
  db: Executor,
  websiteId: string,
  ids: readonly string[],
): Promise<
  Pick<
    SitePageRow,
    DocumentFields | 'id' | 'title' | 'slug' | 'collection_type' | 'password_hash' | 'member_only'
  >[]
> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('site_pages')
    .select([
      'id',
      'title',
      'slug',
      'collection_type',
      'status',
      'publish_at',
      'published_revision',
      'scheduled_revision',
      'password_hash',
      'member_only',
    ])
    .where('website_id', '=', websiteId)
    .where('id', 'in', ids)
    .where('collection_type', 'is not', null)
    .execute();
}

/** PostgreSQL answers integers of expressions as strings; the rest is as stored. */
function toItemRow(
  row: Omit<ItemRow, 'member_only' | 'all_day'> & { member_only: unknown; all_day: unknown },
): ItemRow {
  return { ...row, member_only: Number(row.member_only), all_day: Number(row.all_day) };
}

/** The dates of a collection's live items (posts: shown; events: start), newest first, at most `limit`. */
export async function listLiveItemDates(
  db: Executor,
  args: { websiteId: string; collectionId: string; nowIso: string; events: boolean; limit: number },
): Promise<string[]> {
  const key = args.events ? EVENT_START : SHOWN_AT;
  const rows = await itemsOf(db, args.websiteId, args.collectionId, args.nowIso)
    .select(key.as('at'))
    .orderBy(key, 'desc')
    .limit(args.limit)
    .execute();
  return rows.map((row) => row.at);
}

/** The tags and categories of a collection's live items, each with how many items carry it. */
export async function listCollectionTermCounts(
  db: Executor,
  args: { websiteId: string; collectionId: string; nowIso: string },
): Promise<{ kind: string; name: string; slug: string; count: number }[]> {
  const rows = await itemsOf(db, args.websiteId, args.collectionId, args.nowIso)
    .innerJoin('term_assignments as ta', (join) =>
      join.onRef('ta.subject_id', '=', 'sp.id').on('ta.subject_type', '=', TERM_SUBJECT.item),
    )
    .innerJoin('terms as t', 't.id', 'ta.term_id')
    .select((eb) => ['t.kind', 't.name', 't.slug', eb.fn.countAll().as('count')])
    .groupBy(['t.kind', 't.name', 't.slug'])
    .orderBy('t.name')
    .execute();
  return rows.map((row) => ({ kind: row.kind, name: row.name, slug: row.slug, count: Number(row.count) }));
}
