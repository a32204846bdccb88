import {
  SITE_PAGE_STATUS,
  type CollectionType,
  type NavigationItem,
  type PageDocument,
  type StoredNavigations,
} from '@plinth/contracts';
import { COLLECTION_TYPE_PRODUCTS, DEFAULT_TEMPLATE_ID } from '@plinth/contracts/schemas';
import { newId, type Executor } from '@plinth/db';

/**
 * The building steps a new site starts from: a store page, published block pages and a main
 * navigation linking them. The demo seed uses them, and so does creating a site
 * (modules/site-creation), so both make sites the editor and the storefront read the same way. Each
 * runs inside the caller's write transaction.
 */

/** A block page a site starts with. */
export interface TemplatePage {
  title: string;
  slug: string;
  /** The page shown at "/". */
  home?: boolean;
  /** The page's blocks; a block that lists products is given the site's store page. */
  document: (shopCollectionId: string) => PageDocument;
  /** A Blog or Events page (a collection page, decision 0052). */
  collectionType?: CollectionType;
}

/** Inserts an enabled store page (a product collection) at `position`; returns its id. */
export async function insertStorePage(
  trx: Executor,
  websiteId: string,
  page: { urlId: string; title: string; position?: number },
  now: string,
): Promise<string> {
  const id = newId();
  await trx
    .insertInto('collections')
    .values({
      id,
      website_id: websiteId,
      url_id: page.urlId,
      title: page.title,
      type: COLLECTION_TYPE_PRODUCTS,
      position: page.position ?? 0,
      created_at: now,
    })
    .execute();
  return id;
}

/**
 * Inserts `pages` as published block pages, in order, with their first revision; answers each page's
 * id by slug.
 */
export async function insertPublishedPages(
  trx: Executor,
  websiteId: string,
  pages: readonly TemplatePage[],
  shopCollectionId: string,
  now: string,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const [position, page] of pages.entries()) {
    const id = await insertPublishedPageRow(trx, websiteId, {
      title: page.title,
      slug: page.slug,
      position,
      document: page.document(shopCollectionId),
      isHome: page.home === true,
      collectionType: page.collectionType ?? null,
      collectionId: null,
      now,
    });
    ids.set(page.slug, id);
  }
  return ids;
}

/** One published page (or item of a collection, with `collectionId`) and its first revision. */
export async function insertPublishedPageRow(
  trx: Executor,
  websiteId: string,
  page: {
    title: string;
    slug: string;
    position: number;
    document: PageDocument;
    isHome: boolean;
    collectionType: CollectionType | null;
    collectionId: string | null;
    now: string;
  },
): Promise<string> {
  const id = newId();
  const document = JSON.stringify(page.document);
  const { now } = page;
  await trx
    .insertInto('site_pages')
    .values({
      id,
      website_id: websiteId,
      title: page.title,
      slug: page.slug,
      parent_id: null,
      position: page.position,
      status: SITE_PAGE_STATUS.published,
      publish_at: now,
      draft_document: document,
      draft_revision: 1,
      published_document: document,
      published_revision: 1,
      published_at: now,
      seo_title: '',
      seo_description: '',
      social_image_file_id: null,
      password_hash: null,
      member_only: 0,
      is_home: page.isHome ? 1 : 0,
      created_at: now,
      updated_at: now,
      updated_by: null,
      collection_type: page.collectionType,
      collection_id: page.collectionId,
    })
    .execute();
  await trx
    .insertInto('site_page_revisions')
    .values({ page_id: id, revision: 1, document, saved_by: null, saved_at: now })
    .execute();
  return id;
}

const link = (title: string, target: { collectionId?: string; externalLink?: string }): NavigationItem => ({
  title,
  collectionId: target.collectionId ?? null,
  externalLink: target.externalLink ?? null,
  memberAreaId: null,
  newWindow: false,
});

/**
 * Saves the main navigation: Home ("/"), the store page, then every other page (by id, as
 * UpdateNavigation stores them), keeping the site's other settings.
 */
export async function saveStartingNavigation(
  trx: Executor,
  websiteId: string,
  input: {
    pages: readonly TemplatePage[];
    pageIds: ReadonlyMap<string, string>;
    shop: { id: string; title: string };
  },
): Promise<void> {
  const navigation: StoredNavigations = {
    mainNavigation: {
      templateId: DEFAULT_TEMPLATE_ID,
      items: [
        link('Home', { externalLink: '/' }),
        link(input.shop.title, { collectionId: input.shop.id }),
        ...input.pages
          .filter((page) => !page.home)
          .map((page) => link(page.title, { collectionId: input.pageIds.get(page.slug) ?? '' })),
      ],
    },
  };
  const row = await trx
    .selectFrom('websites')
    .select('settings')
    .where('id', '=', websiteId)
    .executeTakeFirstOrThrow();
  const settings = { ...(JSON.parse(row.settings) as Record<string, unknown>), navigation };
  await trx
    .updateTable('websites')
    .set({ settings: JSON.stringify(settings) })
    .where('id', '=', websiteId)
    .execute();
}
