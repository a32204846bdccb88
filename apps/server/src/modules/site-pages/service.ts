import { pageSlug } from '@plinth/commerce';
import {
  PERMISSION,
  RESERVED_PAGE_SLUGS,
  roleCan,
  type NavigationField,
  SITE_PAGE_LIMITS,
  SITE_PAGE_STATUS,
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
import { effectivePageStatus, liveCopyOf } from './page-status';
import { livePageNeedsEditor, pageChanged, pageFieldInvalid, sitePageNotFound, tooManyPages } from './errors';
import { layoutDocument } from './layouts';
import { depthOf, orderAsTree, toSitePageDetail, toSitePageSummary } from './page-view';
import {
  bumpLivePagesVersion,
  countSitePages,
  deleteSitePageRow,
  findSiteSettingsJson,
  findSitePageRow,
  insertSitePageRevision,
  insertSitePageRow,
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
}

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
 */
export async function createSitePage(
  app: SitePagesApp,
  { site, userId, role }: PageActor & { role: number },
  input: SitePageCreateInput,
): Promise<SitePageDetail> {
  const id = newId();
  if (input.addToNavigation && !roleCan(role, PERMISSION.contentEdit)) {
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
    const taken = [...RESERVED_PAGE_SLUGS, ...(await listTakenSlugs(trx, site.id))];
    const now = iso(app.now());
    const document = JSON.stringify(layoutDocument(input.layout));
    await insertSitePageRow(trx, {
      id,
      website_id: site.id,
      title: input.title,
      slug: pageSlug(input.title, taken, 'page'),
      parent_id: parentId,
      position: await nextSitePagePosition(trx, site.id, parentId),
      status: SITE_PAGE_STATUS.draft,
      publish_at: null,
      draft_document: document,
      draft_revision: 1,
      published_document: null,
      published_revision: null,
      published_at: null,
      seo_title: '',
      seo_description: '',
      social_image_file_id: null,
      password_hash: null,
      member_only: 0,
      is_home: 0,
      created_at: now,
      updated_at: now,
      updated_by: userId,
    });
    await insertSitePageRevision(trx, {
      page_id: id,
      revision: 1,
      document,
      saved_by: userId,
      saved_at: now,
    });
    if (input.addToNavigation) await addPageToMainNavigation(trx, site.id, { id, title: input.title });
    return getSitePage(app, trx, site, id);
  });
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
 * The copy visitors see now, as the published slot: a scheduled version whose time has come is the
 * published one from then on (the row is settled on its next change); a page off the site has none.
 */
function liveSlotOf(
  row: SitePageRow,
  nowMs: number,
): Pick<SitePageRow, 'published_document' | 'published_revision' | 'published_at'> {
  switch (liveCopyOf(row, nowMs)) {
    case 'scheduled':
      return {
        published_document: row.scheduled_document,
        published_revision: row.scheduled_revision,
        published_at: row.publish_at,
      };
    case 'published':
      return {
        published_document: row.published_document,
        published_revision: row.published_revision,
        published_at: row.published_at,
      };
    case null:
      return { published_document: null, published_revision: null, published_at: null };
  }
}

/**
 * Makes the current draft what visitors see. With `publishAt` in the future the draft waits in the
 * scheduled slot and the page is Scheduled: a page that is live stays live with its published copy
 * until then, and serving switches to the new version when the clock passes `publishAt`. Otherwise
 * it is live now.
 */
export async function publishSitePage(
  app: SitePagesApp,
  { site, userId }: PageActor,
  pageId: string,
  publishAt: string | null | undefined,
): Promise<SitePageDetail> {
  return writeTransaction(app.db, async (trx) => {
    const row = await getSitePageRow(trx, site, pageId);
    const nowMs = app.now();
    const at = publishAt ? Date.parse(publishAt) : nowMs;
    const now = iso(nowMs);
    const changes =
      at > nowMs
        ? {
            ...liveSlotOf(row, nowMs),
            status: SITE_PAGE_STATUS.scheduled,
            publish_at: iso(at),
            scheduled_document: row.draft_document,
            scheduled_revision: row.draft_revision,
          }
        : {
            status: SITE_PAGE_STATUS.published,
            publish_at: now,
            published_document: row.draft_document,
            published_revision: row.draft_revision,
            published_at: now,
            scheduled_document: null,
            scheduled_revision: null,
          };
    await updateSitePageRow(trx, site.id, pageId, { ...changes, updated_at: now, updated_by: userId });
    await bumpLivePagesVersion(trx, site.id);
    await reindexSitePage(trx, site.id, pageId);
    return getSitePage(app, trx, site, pageId);
  });
}

/**
 * Drops the scheduled version. A page that was live before it was scheduled stays live with its
 * published copy (Published); one that was not goes back to Draft. A schedule whose time has come is
 * already live: nothing changes then, as for a page with no schedule.
 */
export async function cancelSitePageSchedule(
  app: SitePagesApp,
  { site, userId }: PageActor,
  pageId: string,
): Promise<SitePageDetail> {
  return writeTransaction(app.db, async (trx) => {
    const row = await getSitePageRow(trx, site, pageId);
    const nowMs = app.now();
    if (effectivePageStatus(row, nowMs) !== SITE_PAGE_STATUS.scheduled) {
      return getSitePage(app, trx, site, pageId);
    }
    const live = row.published_revision !== null;
    await updateSitePageRow(trx, site.id, pageId, {
      status: live ? SITE_PAGE_STATUS.published : SITE_PAGE_STATUS.draft,
      publish_at: live ? row.published_at : null,
      scheduled_document: null,
      scheduled_revision: null,
      updated_at: iso(nowMs),
      updated_by: userId,
    });
    await bumpLivePagesVersion(trx, site.id);
    await reindexSitePage(trx, site.id, pageId);
    return getSitePage(app, trx, site, pageId);
  });
}

/** Takes the page off the site: back to Draft, the published copy dropped. */
export async function unpublishSitePage(
  app: SitePagesApp,
  { site, userId }: PageActor,
  pageId: string,
): Promise<SitePageDetail> {
  return writeTransaction(app.db, async (trx) => {
    await getSitePageRow(trx, site, pageId);
    const now = iso(app.now());
    await updateSitePageRow(trx, site.id, pageId, {
      status: SITE_PAGE_STATUS.draft,
      publish_at: null,
      published_document: null,
      published_revision: null,
      published_at: null,
      scheduled_document: null,
      scheduled_revision: null,
      updated_at: now,
      updated_by: userId,
    });
    await bumpLivePagesVersion(trx, site.id);
    await reindexSitePage(trx, site.id, pageId);
    return getSitePage(app, trx, site, pageId);
  });
}

/**
 * Deletes the page and, in the same transaction, every navigation link to it; answers the navigations
 * that had one (the caller then drops cached sites).
 */
export async function deleteSitePage(
  app: SitePagesApp,
  site: Site,
  pageId: string,
): Promise<NavigationField[]> {
  return writeTransaction(app.db, async (trx) => {
    await lockSite(trx, site.id);
    const row = await getSitePageRow(trx, site, pageId);
    const unlinked = await removePageFromNavigations(trx, site.id, row.id);
    await deleteSitePageRow(trx, site.id, row);
    await bumpLivePagesVersion(trx, site.id);
    await reindexSitePage(trx, site.id, row.id);
    return unlinked;
  });
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
