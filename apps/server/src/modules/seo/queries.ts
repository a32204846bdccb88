import { SITE_PAGE_STATUS } from '@plinth/contracts';
import type { Executor } from '@plinth/db';

export interface SitemapStorePageRow {
  url_id: string;
  enabled: number;
  created_at: string;
  /** The newest change to one of its products, or null for an empty store page. */
  products_updated_at: string | null;
}

/** The site's store pages (on or off: the theme's home page needs "shop" whether or not it is on). */
export async function listSitemapStorePages(db: Executor, websiteId: string): Promise<SitemapStorePageRow[]> {
  return db
    .selectFrom('collections')
    .select((eb) => [
      'collections.url_id',
      'collections.enabled',
      'collections.created_at',
      eb
        .selectFrom('products')
        .select((e) => e.fn.max('products.updated_at').as('at'))
        .whereRef('products.collection_id', '=', 'collections.id')
        .as('products_updated_at'),
    ])
    .where('collections.website_id', '=', websiteId)
    .orderBy('collections.position')
    .orderBy('collections.id')
    .execute();
}

/** A block page that is, or may become at its publish time, live; the service checks the rest. */
export interface SitemapSitePageRow {
  slug: string;
  is_home: 0 | 1;
  status: string;
  publish_at: string | null;
  published_revision: number | null;
  scheduled_revision: number | null;
  locked: number;
  member_only: 0 | 1;
  updated_at: string;
}

/** The site's published and scheduled block pages, in the Pages panel's order. */
export async function listSitemapSitePages(db: Executor, websiteId: string): Promise<SitemapSitePageRow[]> {
  const rows = await db
    .selectFrom('site_pages')
    .select((eb) => [
      'slug',
      'is_home',
      'status',
      'publish_at',
      'published_revision',
      'scheduled_revision',
      eb.case().when('password_hash', 'is not', null).then(1).else(0).end().as('locked'),
      'member_only',
      'updated_at',
    ])
    .where('website_id', '=', websiteId)
    // Items are listed at /{collection}/{item}, by the content side (decision 0052), not at /{slug}.
    .where('collection_id', 'is', null)
    .where('status', 'in', [SITE_PAGE_STATUS.published, SITE_PAGE_STATUS.scheduled])
    // Posts and events are listed at their own addresses (listSitemapItems).
    .where('collection_id', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, locked: Number(row.locked) }));
}

/** A post or event that is, or may become, live, with its collection page's slug and status. */
export interface SitemapItemRow extends Omit<SitemapSitePageRow, 'is_home' | 'locked' | 'member_only'> {
  collection_slug: string;
  collection_status: string;
  collection_publish_at: string | null;
  collection_published_revision: number | null;
  collection_scheduled_revision: number | null;
  collection_locked: number;
  collection_member_only: number;
}

/** The site's published and scheduled items without their own lock or member-only flag, newest change first. */
export async function listSitemapItems(db: Executor, websiteId: string): Promise<SitemapItemRow[]> {
  const rows = await db
    .selectFrom('site_pages as item')
    .innerJoin('site_pages as c', 'c.id', 'item.collection_id')
    .select((eb) => [
      'item.slug',
      'item.status',
      'item.publish_at',
      'item.published_revision',
      'item.scheduled_revision',
      'item.updated_at',
      'c.slug as collection_slug',
      'c.status as collection_status',
      'c.publish_at as collection_publish_at',
      'c.published_revision as collection_published_revision',
      'c.scheduled_revision as collection_scheduled_revision',
      eb.case().when('c.password_hash', 'is not', null).then(1).else(0).end().as('collection_locked'),
      'c.member_only as collection_member_only',
    ])
    .where('item.website_id', '=', websiteId)
    .where('c.website_id', '=', websiteId)
    .where('item.status', 'in', [SITE_PAGE_STATUS.published, SITE_PAGE_STATUS.scheduled])
    // An item with its own lock or member-only flag is not public, like such a page.
    .where('item.password_hash', 'is', null)
    .where('item.member_only', '=', 0)
    .orderBy('item.updated_at', 'desc')
    .orderBy('item.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    collection_locked: Number(row.collection_locked),
    collection_member_only: Number(row.collection_member_only),
  }));
}
