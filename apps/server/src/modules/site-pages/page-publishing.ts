import { SITE_PAGE_STATUS, type SitePageDetail } from '@plinth/contracts';
import { writeTransaction, type Executor, type SitePageRow } from '@plinth/db';
import { reindexSitePage } from '../search';
import { effectivePageStatus, liveCopyOf } from './page-status';
import { bumpLivePagesVersion } from './live-pages-version';
import { updateSitePageRow } from './queries';
import { getSitePage, getSitePageRow, type PageActor, type SitePagesApp } from './service';

const iso = (ms: number) => new Date(ms).toISOString();

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
  actor: PageActor,
  pageId: string,
  publishAt: string | null | undefined,
): Promise<SitePageDetail> {
  return writeTransaction(app.db, async (trx) => {
    await publishSitePageIn(app, trx, actor, pageId, publishAt);
    return getSitePage(app, trx, actor.site, pageId);
  });
}

/** publishSitePage inside the caller's transaction (items are published with their fields). */
export async function publishSitePageIn(
  app: SitePagesApp,
  trx: Executor,
  { site, userId }: PageActor,
  pageId: string,
  publishAt: string | null | undefined,
): Promise<void> {
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
  if (row.collection_id !== null && app.onItemPublished) {
    await app.onItemPublished(trx, site.id, pageId, iso(Math.max(at, nowMs)));
  }
  await bumpLivePagesVersion(trx, site.id);
  await reindexSitePage(trx, site.id, pageId);
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
  actor: PageActor,
  pageId: string,
): Promise<SitePageDetail> {
  return writeTransaction(app.db, async (trx) => {
    await unpublishSitePageIn(app, trx, actor, pageId);
    return getSitePage(app, trx, actor.site, pageId);
  });
}

/** unpublishSitePage inside the caller's transaction. */
export async function unpublishSitePageIn(
  app: SitePagesApp,
  trx: Executor,
  { site, userId }: PageActor,
  pageId: string,
): Promise<void> {
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
}
