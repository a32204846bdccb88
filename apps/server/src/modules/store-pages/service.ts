import { pageSlug } from '@plinth/commerce';
import { newId, nowIso, toFlag, writeTransaction, type CollectionRow, type Db } from '@plinth/db';
import { reservedUrlId, rootCategoryExists, storePageNotFound } from './errors';
import {
  findNextCollectionPosition,
  findRootCategory,
  insertCollection,
  insertCollectionCategory,
  listCollectionUrlIds,
  lockSiteCollection,
} from './queries';
import { lockSite } from '../sites';
import {
  type CreateCategoryBody,
  type CreateStorePageBody,
  type StoreCategory,
  type StorePage,
} from '@plinth/contracts';
import { COLLECTION_TYPE_PRODUCTS } from '@plinth/contracts/schemas';

/**
 * First path segments the server answers itself: a store page there would never be reached, or would
 * hide a page the site needs.
 */
export const RESERVED_URL_IDS = [
  'cart',
  'config',
  'api',
  'assets',
  'account',
  'search',
  'checkout',
  'settings',
  'healthz',
  'favicon.ico',
] as const;

const SLUG_FALLBACK = 'store';

/**
 * The page's urlId: the owner's (refused when reserved), else one made from the title; a urlId that
 * another page has gets the first free "-N" suffix (the spec's page-slug helper).
 */
function chooseUrlId(body: CreateStorePageBody, taken: readonly string[]): string {
  const reserved: readonly string[] = RESERVED_URL_IDS;
  if (body.urlId && reserved.includes(body.urlId)) throw reservedUrlId(body.urlId);
  return pageSlug(body.urlId || body.title, [...taken, ...reserved], SLUG_FALLBACK);
}

export function toStorePage(row: CollectionRow): StorePage {
  return {
    id: row.id,
    websiteId: row.website_id,
    title: row.title,
    navigationTitle: row.navigation_title || row.title,
    urlId: row.url_id,
    fullUrl: `/${row.url_id}`,
    description: row.description,
    enabled: row.enabled === 1,
    type: COLLECTION_TYPE_PRODUCTS,
  };
}

/** Creates an empty store page, last in the site's order. */
export async function createStorePage(
  db: Db,
  websiteId: string,
  body: CreateStorePageBody,
): Promise<StorePage> {
  return writeTransaction(db, async (trx) => {
    // One creation per site at a time, so two pages never pick the same free urlId.
    await lockSite(trx, websiteId);
    const urlId = chooseUrlId(body, await listCollectionUrlIds(trx, websiteId));
    const row: CollectionRow = {
      id: newId(),
      website_id: websiteId,
      url_id: urlId,
      title: body.title,
      navigation_title: body.navigationTitle,
      description: body.description,
      enabled: toFlag(body.enabled),
      type: COLLECTION_TYPE_PRODUCTS,
      position: await findNextCollectionPosition(trx, websiteId),
      created_at: nowIso(),
    };
    await insertCollection(trx, row);
    return toStorePage(row);
  });
}

/** Creates the store page's ROOT category; a page has one. */
export async function createRootCategory(
  db: Db,
  websiteId: string,
  collectionId: string,
  body: CreateCategoryBody,
): Promise<StoreCategory> {
  return writeTransaction(db, async (trx) => {
    if (!(await lockSiteCollection(trx, websiteId, collectionId))) throw storePageNotFound();
    if (await findRootCategory(trx, collectionId)) throw rootCategoryExists();
    const category: StoreCategory = {
      id: newId(),
      collectionId,
      displayName: body.displayName,
      parentCategoryId: null,
      type: body.type,
      pageRendering: body.pageRendering,
      displayIndex: body.displayIndex,
    };
    await insertCollectionCategory(trx, {
      id: category.id,
      website_id: websiteId,
      collection_id: collectionId,
      display_name: category.displayName,
      parent_category_id: null,
      type: category.type,
      page_rendering: category.pageRendering,
      display_index: category.displayIndex,
      created_at: nowIso(),
    });
    return category;
  });
}
