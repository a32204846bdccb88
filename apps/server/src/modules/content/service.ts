import {
  CONTENT_ITEM_LIMITS,
  PERMISSION,
  TERM_SUBJECT,
  emptyPageDocument,
  roleCan,
  type ContentItemDetail,
  type ContentItemInput,
  type ContentItemUpdateInput,
  type SitePageSettingsInput,
} from '@plinth/contracts';
import { isUniqueViolation, writeTransaction, type Executor } from '@plinth/db';
import {
  bumpLivePagesVersion,
  changeSitePageSettingsIn,
  deleteSitePageIn,
  getSitePageRow,
  insertSitePage,
  isPageLive,
  itemSlugTaken,
  listTakenSlugs,
  publishSitePageIn,
  type SitePagesApp,
} from '../site-pages';
import { reindexSitePage } from '../search';
import { setSubjectTerms } from '../terms';
import { contentItemNotFound, publishNeedsEditor, tooManyItems } from './errors';
import { contentItemChanges } from './item-fields';
import { getCollectionPage, getContentItem, type ContentActor } from './item-read';
import {
  countCollectionItems,
  fillEmptyItemDate,
  findContentItemRow,
  insertContentItemRow,
  updateContentItemRow,
} from './queries';

const SLUG_UNIQUE = {
  constraint: 'site_pages_scope_slug',
  table: 'site_pages',
  columns: ['website_id', 'slug'],
};
const iso = (ms: number) => new Date(ms).toISOString();

const mayPublish = (actor: ContentActor) => roleCan(actor.role, PERMISSION.contentEdit);

/** The page-side keys of an item's input (the pages module writes them). */
function pageSettingsOf(input: ContentItemUpdateInput): Omit<SitePageSettingsInput, 'password'> {
  const out: Omit<SitePageSettingsInput, 'password'> = {};
  if (input.title !== undefined) out.title = input.title;
  if (input.slug !== undefined) out.slug = input.slug;
  if (input.seoTitle !== undefined) out.seoTitle = input.seoTitle;
  if (input.seoDescription !== undefined) out.seoDescription = input.seoDescription;
  if (input.socialImageFileId !== undefined) out.socialImageFileId = input.socialImageFileId;
  if (input.status !== undefined && input.status !== 'published') out.status = input.status;
  return out;
}

/** Retries nothing: a slug taken by a concurrent write surfaces as the collection's slug message. */
async function withSlugConflict<T>(slug: string | undefined, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (slug !== undefined && isUniqueViolation(error, SLUG_UNIQUE)) throw itemSlugTaken(slug);
    throw error;
  }
}

/**
 * A new post or event in `collectionId`: its page row (through the pages module) and its typed fields,
 * its tags and categories, in one transaction. "published" (content.edit only) publishes it at once,
 * or schedules it with a future `publishAt`; the shown date is then the publish date unless given.
 */
export async function createContentItem(
  app: SitePagesApp,
  actor: ContentActor,
  collectionId: string,
  input: ContentItemInput,
): Promise<ContentItemDetail> {
  if (input.status === 'published' && !mayPublish(actor)) throw publishNeedsEditor();
  return withSlugConflict(input.slug, () =>
    writeTransaction(app.db, (trx) => createContentItemIn(app, trx, actor, collectionId, input)),
  );
}

/** createContentItem inside the caller's transaction (an import writes its own records with it). */
export async function createContentItemIn(
  app: SitePagesApp,
  trx: Executor,
  actor: ContentActor,
  collectionId: string,
  input: ContentItemInput,
): Promise<ContentItemDetail> {
  if (input.status === 'published' && !mayPublish(actor)) throw publishNeedsEditor();
  const { site } = actor;
  await getCollectionPage(trx, site, collectionId);
  if ((await countCollectionItems(trx, site.id, collectionId)) >= CONTENT_ITEM_LIMITS.itemsPerCollectionMax) {
    throw tooManyItems();
  }
  if (input.slug !== undefined) {
    const taken = await listTakenSlugs(trx, site.id, undefined, collectionId);
    if (taken.includes(input.slug)) throw itemSlugTaken(input.slug);
  }
  const fields = await contentItemChanges(trx, site, input, null);
  const id = await insertSitePage(app, trx, actor, {
    title: input.title,
    ...(input.slug !== undefined ? { slug: input.slug } : {}),
    document: input.document ?? emptyPageDocument(),
    collectionId,
    seoTitle: input.seoTitle ?? '',
    seoDescription: input.seoDescription ?? '',
    socialImageFileId: input.socialImageFileId ?? null,
  });
  const now = iso(app.now());
  await insertContentItemRow(trx, {
    ...fields,
    page_id: id,
    website_id: site.id,
    collection_id: collectionId,
    author_id: fields.author_id ?? null,
    featured_image_file_id: fields.featured_image_file_id ?? null,
    item_date: fields.item_date ?? null,
    starts_at: fields.starts_at ?? null,
    ends_at: fields.ends_at ?? null,
    created_at: now,
    updated_at: now,
  });
  await setItemTerms(trx, site.id, id, input);
  if (input.status !== undefined && input.status !== 'draft') {
    await applyStatus(app, trx, actor, id, input);
  }
  // The excerpt, tags and collection address are part of the item's indexed text.
  await reindexSitePage(trx, site.id, id);
  return getContentItem(app, trx, site, id);
}

/**
 * Changes the keys of `input` that are present, page fields and typed fields in one transaction. An
 * item visitors can see is changed only by a role that may publish, as a live page is.
 */
export async function updateContentItem(
  app: SitePagesApp,
  actor: ContentActor,
  itemId: string,
  input: ContentItemUpdateInput,
): Promise<ContentItemDetail> {
  return withSlugConflict(input.slug, () =>
    writeTransaction(app.db, (trx) => updateContentItemIn(app, trx, actor, itemId, input)),
  );
}

/** updateContentItem inside the caller's transaction. */
export async function updateContentItemIn(
  app: SitePagesApp,
  trx: Executor,
  actor: ContentActor,
  itemId: string,
  input: ContentItemUpdateInput,
): Promise<ContentItemDetail> {
  if (input.status === 'published' && !mayPublish(actor)) throw publishNeedsEditor();
  const { site } = actor;
  const current = await findContentItemRow(trx, site.id, itemId);
  if (!current) throw contentItemNotFound();
  const page = await getSitePageRow(trx, site, itemId);
  if (isPageLive(page, app.now()) && !mayPublish(actor)) throw publishNeedsEditor();
  const settings = pageSettingsOf(input);
  if (Object.keys(settings).length > 0) await changeSitePageSettingsIn(app, trx, actor, itemId, settings);
  const fields = await contentItemChanges(trx, site, input, current);
  if (Object.keys(fields).length > 0) {
    await updateContentItemRow(trx, site.id, itemId, { ...fields, updated_at: iso(app.now()) });
    await bumpLivePagesVersion(trx, site.id);
  }
  await setItemTerms(trx, site.id, itemId, input);
  if (input.status === 'published') await applyStatus(app, trx, actor, itemId, input);
  await reindexSitePage(trx, site.id, itemId);
  return getContentItem(app, trx, site, itemId);
}

/** Deletes the item: its page row and revisions (the typed fields by cascade) and its terms. */
export async function deleteContentItem(
  app: SitePagesApp,
  actor: ContentActor,
  itemId: string,
): Promise<void> {
  if (!mayPublish(actor)) throw publishNeedsEditor();
  await writeTransaction(app.db, async (trx) => deleteContentItemIn(trx, actor, itemId));
}

export async function deleteContentItemIn(trx: Executor, actor: ContentActor, itemId: string): Promise<void> {
  if (!(await findContentItemRow(trx, actor.site.id, itemId))) throw contentItemNotFound();
  // The pages module drops its tags and categories with it.
  await deleteSitePageIn(trx, actor.site, itemId);
}

async function setItemTerms(
  trx: Executor,
  websiteId: string,
  itemId: string,
  input: Pick<ContentItemUpdateInput, 'tags' | 'categories'>,
): Promise<void> {
  if (input.tags === undefined && input.categories === undefined) return;
  await setSubjectTerms(trx, websiteId, TERM_SUBJECT.item, itemId, {
    tags: input.tags,
    categories: input.categories,
  });
}

/**
 * Gives the item `input.status`: "published" publishes its draft (scheduled with a future
 * `publishAt`) and, the first time, sets the shown date to the publish date; the others are set as
 * page statuses (off the site).
 */
export async function applyStatus(
  app: SitePagesApp,
  trx: Executor,
  actor: ContentActor,
  itemId: string,
  input: Pick<ContentItemUpdateInput, 'status' | 'publishAt'>,
): Promise<void> {
  if (input.status === undefined) return;
  if (input.status !== 'published') {
    await changeSitePageSettingsIn(app, trx, actor, itemId, { status: input.status });
    return;
  }
  await publishSitePageIn(app, trx, actor, itemId, input.publishAt);
  const at = input.publishAt && Date.parse(input.publishAt) > app.now() ? input.publishAt : iso(app.now());
  await settleItemDateIn(trx, actor.site.id, itemId, new Date(at).toISOString());
}

/**
 * An item's first publish or schedule gives it its shown date: `liveAtIso` (when it goes live) unless
 * the owner set one. Called here and, for the page editor's Publish and Schedule, by the pages module
 * through its `onItemPublished` hook (app.ts wires it: site-pages cannot import content, which
 * imports site-pages). A page that is no item has no content_items row: nothing changes.
 */
export async function settleItemDateIn(
  trx: Executor,
  websiteId: string,
  itemId: string,
  liveAtIso: string,
): Promise<void> {
  await fillEmptyItemDate(trx, websiteId, itemId, liveAtIso);
}
