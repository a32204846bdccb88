import { pageSlug } from '@plinth/commerce';
import {
  COLLECTION_LAYOUT_TYPE,
  PERMISSION,
  RESERVED_PAGE_SLUGS,
  type CollectionType,
  type PageDocument,
  roleCan,
  type NavigationField,
  SITE_PAGE_LIMITS,
  SITE_PAGE_STATUS,
  TERM_SUBJECT,
  type SitePageCreateInput,
  type SitePageDetail,
  type SitePageList,
  type SitePageRevisionList,
  type SitePageSaveInput,
  type SitePageSaveResult,
} from '@plinth/contracts';
import { newId, writeTransaction, type Db, type Executor, type SitePageRow } from '@plinth/db';
import { addPageToMainNavigation, pageNavigationIndex, removePageFromNavigations } from '../navigation';
import { reindexSitePage } from '../search';
import { lockSite, parseStoredSettings, type Site } from '../sites';
import { deleteSubjectTerms } from '../terms';
import { livePageNeedsEditor, pageChanged, pageFieldInvalid, sitePageNotFound, tooManyPages } from './errors';
import { layoutDocument } from './layouts';
import { depthOf, orderAsTree, toSitePageDetail, toSitePageSummary } from './page-view';
import { bumpLivePagesVersion } from './live-pages-version';
import {
  countSitePages,
  deleteItemRows,
  deleteSitePageRow,
  findSiteSettingsJson,
  findSitePageRow,
  insertSitePageRevision,
  insertSitePageRow,
  listCollectionItemIds,
  listSitePageRevisionRows,
  listSitePageRows,
  listTakenSlugs,
  nextSitePagePosition,
  pruneSitePageRevisions,
  updateSitePageRow,
} from './queries';

/** What the pages service needs from the app: the database, its clock and the password cost. */
export interface SitePagesApp {
  db: Db;
  /** The app's clock (ms), the one jobs and subscriptions use: tests move it. */
  now(): number;
  /** Config.passwordHashCost: the lock-screen passwords are hashed like account passwords. */
  passwordHashCost: number;
  /**
   * After an item (a page with collection_id) is published or scheduled, in the same transaction,
   * with the time it goes live: the content module's settleItemDateIn, given by app.ts (this module
   * cannot import content, which imports it). Absent where the caller handles items itself.
   */
  onItemPublished?: ItemPublishedHook;
}

export type ItemPublishedHook = (
  trx: Executor,
  websiteId: string,
  itemId: string,
  liveAtIso: string,
) => Promise<void>;

/** Who acts: the owner's site and user (request.owner). */
export interface PageActor {
  site: Site;
  userId: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Which navigations link to each page, from the settings as `executor` sees them now. */
async function loadPageNavigations(executor: Executor, site: Site): Promise<Map<string, NavigationField[]>> {
  return pageNavigationIndex(parseStoredSettings(await findSiteSettingsJson(executor, site.id)));
}

export async function listSitePages(app: SitePagesApp, site: Site): Promise<SitePageList> {
  const rows = await listSitePageRows(app.db.kysely, site.id);
  const navigations = await loadPageNavigations(app.db.kysely, site);
  const now = app.now();
  return {
    pages: orderAsTree(rows).map(({ row, depth }) =>
      toSitePageSummary(row, depth, now, navigations.get(row.id)),
    ),
  };
}

/** Reads through `executor` so a writer answers with what it just wrote. */
export async function getSitePage(
  app: SitePagesApp,
  executor: Executor,
  site: Site,
  pageId: string,
): Promise<SitePageDetail> {
  const row = await getSitePageRow(executor, site, pageId);
  if (row.collection_id !== null) {
    // An item: no place in the tree or the navigations; it lives under its collection's address.
    const collection = await findSitePageRow(executor, site.id, row.collection_id);
    const detail = toSitePageDetail(row, 0, app.now());
    return { ...detail, url: `/${collection?.slug ?? ''}/${row.slug}` };
  }
  const all = await listSitePageRows(executor, site.id);
  const navigations = await loadPageNavigations(executor, site);
  return toSitePageDetail(row, depthOf(all, row.id), app.now(), navigations.get(row.id));
}

export async function getSitePageRow(executor: Executor, site: Site, pageId: string): Promise<SitePageRow> {
  const row = await findSitePageRow(executor, site.id, pageId);
  if (!row) throw sitePageNotFound();
  return row;
}

/**
 * A new draft page from a starting layout; its slug comes from the title (pageSlug, fallback "page").
 * With `addToNavigation` a link to it ends the main navigation, in the same transaction (so a role
 * that may not change the navigation, content.edit, is refused it). The caller drops cached sites then.
 * The "blog" and "events" layouts make a collection page.
 */
export async function createSitePage(
  app: SitePagesApp,
  actor: PageActor & { role: number },
  input: SitePageCreateInput,
): Promise<SitePageDetail> {
  const { site } = actor;
  if (input.addToNavigation && !roleCan(actor.role, PERMISSION.contentEdit)) {
    throw livePageNeedsEditor('addToNavigationNeedsEditor');
  }
  return writeTransaction(app.db, async (trx) => {
    // The site row first, as every settings write takes it: no lock-order surprises on PostgreSQL.
    if (input.addToNavigation) await lockSite(trx, site.id);
    if ((await countSitePages(trx, site.id)) >= SITE_PAGE_LIMITS.pagesMax) throw tooManyPages();
    const parentId = input.parentId ?? null;
    if (parentId !== null && !(await findSitePageRow(trx, site.id, parentId))) {
      throw pageFieldInvalid('parentId', 'parentNotFound');
    }
    const id = await insertSitePage(app, trx, actor, {
      title: input.title,
      document: layoutDocument(input.layout),
      parentId,
      collectionType: COLLECTION_LAYOUT_TYPE[input.layout] ?? null,
    });
    if (input.addToNavigation) await addPageToMainNavigation(trx, site.id, { id, title: input.title });
    return getSitePage(app, trx, site, id);
  });
}

export interface NewSitePage {
  title: string;
  /** Taken as is (the caller checked it is free); derived from the title when absent. */
  slug?: string;
  document: PageDocument;
  parentId?: string | null;
  collectionType?: CollectionType | null;
  /** Makes the page an item of this collection page (its slug is unique among the collection's). */
  collectionId?: string | null;
  seoTitle?: string;
  seoDescription?: string;
  socialImageFileId?: string | null;
}

/**
 * Writes a new draft page (or item) at revision 1 inside the caller's transaction and answers its id.
 * A slug derived from the title avoids the taken ones of its scope (pages, or the collection's items).
 */
export async function insertSitePage(
  app: SitePagesApp,
  trx: Executor,
  { site, userId }: PageActor,
  page: NewSitePage,
): Promise<string> {
  const id = newId();
  const collectionId = page.collectionId ?? null;
  const parentId = collectionId === null ? (page.parentId ?? null) : null;
  let slug = page.slug;
  if (slug === undefined) {
    const scoped = await listTakenSlugs(trx, site.id, undefined, collectionId);
    const taken = collectionId === null ? [...RESERVED_PAGE_SLUGS, ...scoped] : scoped;
    slug = pageSlug(page.title, taken, collectionId === null ? 'page' : 'item');
  }
  const now = iso(app.now());
  const document = JSON.stringify(page.document);
  await insertSitePageRow(trx, {
    id,
    website_id: site.id,
    title: page.title,
    slug,
    parent_id: parentId,
    position: collectionId === null ? await nextSitePagePosition(trx, site.id, parentId) : 0,
    status: SITE_PAGE_STATUS.draft,
    publish_at: null,
    draft_document: document,
    draft_revision: 1,
    published_document: null,
    published_revision: null,
    published_at: null,
    seo_title: page.seoTitle ?? '',
    seo_description: page.seoDescription ?? '',
    social_image_file_id: page.socialImageFileId ?? null,
    password_hash: null,
    member_only: 0,
    is_home: 0,
    created_at: now,
    updated_at: now,
    updated_by: userId,
    collection_type: collectionId === null ? (page.collectionType ?? null) : null,
    collection_id: collectionId,
  });
  await insertSitePageRevision(trx, { page_id: id, revision: 1, document, saved_by: userId, saved_at: now });
  return id;
}

/**
 * Saves the draft when `baseRevision` is still the page's revision; otherwise someone saved since the
 * editor loaded it and the save is refused (409 PAGE_CHANGED) rather than overwriting their work. The
 * conditional update makes the check and the write one step on both engines.
 */
export async function saveSitePageDraft(
  app: SitePagesApp,
  { site, userId }: PageActor,
  pageId: string,
  input: SitePageSaveInput,
): Promise<SitePageSaveResult> {
  return writeTransaction(app.db, async (trx) => {
    const revision = input.baseRevision + 1;
    const savedAt = iso(app.now());
    const document = JSON.stringify(input.document);
    const saved = await updateSitePageRow(
      trx,
      site.id,
      pageId,
      { draft_document: document, draft_revision: revision, updated_at: savedAt, updated_by: userId },
      { draftRevision: input.baseRevision },
    );
    if (!saved) {
      await getSitePageRow(trx, site, pageId);
      throw pageChanged();
    }
    await insertSitePageRevision(trx, {
      page_id: pageId,
      revision,
      document,
      saved_by: userId,
      saved_at: savedAt,
    });
    await pruneSitePageRevisions(trx, pageId, revision, SITE_PAGE_LIMITS.revisionsKept);
    return { revision, savedAt };
  });
}

/**
 * Deletes the page and, in the same transaction, every navigation link to it; answers the navigations
 * that had one (the caller then drops cached sites). A collection page takes its items with it.
 */
export async function deleteSitePage(
  app: SitePagesApp,
  site: Site,
  pageId: string,
): Promise<NavigationField[]> {
  return writeTransaction(app.db, async (trx) => {
    await lockSite(trx, site.id);
    return deleteSitePageIn(trx, site, pageId);
  });
}

/** deleteSitePage inside the caller's transaction (which has locked the site row). */
export async function deleteSitePageIn(
  trx: Executor,
  site: Site,
  pageId: string,
): Promise<NavigationField[]> {
  const row = await getSitePageRow(trx, site, pageId);
  const unlinked = row.collection_id === null ? await removePageFromNavigations(trx, site.id, row.id) : [];
  // An item's tags and categories go with it; a collection's items go with the collection.
  const items = row.collection_type !== null ? await listCollectionItemIds(trx, site.id, row.id) : [];
  for (const itemId of row.collection_id !== null ? [row.id] : items) {
    await deleteSubjectTerms(trx, site.id, TERM_SUBJECT.item, itemId);
  }
  await deleteItemRows(trx, site.id, items);
  await deleteSitePageRow(trx, site.id, row);
  await bumpLivePagesVersion(trx, site.id);
  // After a delete the search module drops the rows it had for each page.
  for (const id of [row.id, ...items]) await reindexSitePage(trx, site.id, id);
  return unlinked;
}

export async function listSitePageRevisions(
  app: SitePagesApp,
  site: Site,
  pageId: string,
): Promise<SitePageRevisionList> {
  await getSitePageRow(app.db.kysely, site, pageId);
  const rows = await listSitePageRevisionRows(app.db.kysely, pageId);
  return { revisions: rows.map((r) => ({ revision: r.revision, savedAt: r.saved_at, savedBy: r.saved_by })) };
}
