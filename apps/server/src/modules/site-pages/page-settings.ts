import {
  PERMISSION,
  RESERVED_PAGE_SLUGS,
  roleCan,
  type SitePageDetail,
  type SitePageSettingsInput,
} from '@plinth/contracts';
import {
  isUniqueViolation,
  toFlag,
  writeTransaction,
  type Executor,
  type SitePageRow,
  type SitePagesTable,
} from '@plinth/db';
import type { Updateable } from 'kysely';
import { hashPassword } from '../../security/password';
import { reindexSitePage } from '../search';
import type { Site } from '../sites';
import { itemSlugTaken, livePageNeedsEditor, pageFieldInvalid, slugTaken } from './errors';
import { isPageLive } from './page-status';
import { bumpLivePagesVersion } from './live-pages-version';
import {
  findSitePageRow,
  listTakenSlugs,
  setHomeSitePage,
  siteFileExists,
  updateSitePageRow,
} from './queries';
import { getSitePage, getSitePageRow, type PageActor, type SitePagesApp } from './service';

const SLUG_UNIQUE = {
  // Migration 0029: slugs are unique per site among pages, per collection among items.
  constraint: 'site_pages_scope_slug',
  table: 'site_pages',
  columns: ['website_id', 'slug'],
};

/**
 * Changes the keys of `input` that are present. A page visitors can see is changed only by a role that
 * may publish (content.edit): a draft editor's change to its address or lock would be live at once.
 */
export async function updateSitePageSettings(
  app: SitePagesApp,
  actor: PageActor & { role: number },
  pageId: string,
  input: SitePageSettingsInput,
): Promise<SitePageDetail> {
  const { site } = actor;
  // The home page is what "/" shows: choosing it is a change visitors see at once.
  if (input.isHome !== undefined && !roleCan(actor.role, PERMISSION.contentEdit)) {
    throw livePageNeedsEditor('homePageNeedsEditor');
  }
  // Hashing is slow: done before the transaction holds the write lock.
  const passwordHash =
    typeof input.password === 'string'
      ? await hashPassword(input.password, app.passwordHashCost)
      : input.password;
  try {
    return await writeTransaction(app.db, async (trx) => {
      await changeSitePageSettingsIn(app, trx, actor, pageId, input, passwordHash);
      return getSitePage(app, trx, site, pageId);
    });
  } catch (error) {
    // Two renames to one slug at once: the unique key refuses the second.
    if (input.slug !== undefined && isUniqueViolation(error, SLUG_UNIQUE)) throw slugTaken(input.slug);
    throw error;
  }
}

/**
 * updateSitePageSettings inside the caller's transaction (items change their page fields with their
 * own). `passwordHash` is the hashed `input.password` (hashing is slow: done before the transaction).
 */
export async function changeSitePageSettingsIn(
  app: SitePagesApp,
  trx: Executor,
  actor: PageActor & { role: number },
  pageId: string,
  input: Omit<SitePageSettingsInput, 'password'>,
  passwordHash?: string | null,
): Promise<void> {
  const { site, userId } = actor;
  const row = await getSitePageRow(trx, site, pageId);
  if (isPageLive(row, app.now()) && !roleCan(actor.role, PERMISSION.contentEdit)) throw livePageNeedsEditor();
  if (row.collection_id !== null && (input.isHome === true || (input.parentId ?? null) !== null)) {
    throw pageFieldInvalid(input.isHome === true ? 'isHome' : 'parentId', 'itemNotAPage');
  }
  const changes: Updateable<SitePagesTable> = {};
  if (input.title !== undefined) changes.title = input.title;
  if (input.slug !== undefined && input.slug !== row.slug) {
    await checkSlugFree(trx, site, row, input.slug);
    changes.slug = input.slug;
  }
  if (input.seoTitle !== undefined) changes.seo_title = input.seoTitle;
  if (input.seoDescription !== undefined) changes.seo_description = input.seoDescription;
  if (input.socialImageFileId !== undefined) {
    const fileId = input.socialImageFileId;
    if (fileId !== null && !(await siteFileExists(trx, site.id, fileId))) {
      throw pageFieldInvalid('socialImageFileId', 'socialImageNotUploaded');
    }
    changes.social_image_file_id = fileId;
  }
  if (passwordHash !== undefined) changes.password_hash = passwordHash;
  if (input.memberOnly !== undefined) changes.member_only = toFlag(input.memberOnly);
  if (input.status !== undefined) {
    // Off the site: a version waiting for its time is dropped with the schedule.
    changes.status = input.status;
    changes.publish_at = null;
    changes.scheduled_document = null;
    changes.scheduled_revision = null;
  }
  if (input.parentId !== undefined) {
    await checkParent(trx, site, pageId, input.parentId);
    changes.parent_id = input.parentId;
  }
  if (input.position !== undefined) changes.position = input.position;
  if (input.isHome === true) await setHomeSitePage(trx, site.id, pageId);
  if (input.isHome === false && row.is_home === 1) await setHomeSitePage(trx, site.id, null);
  changes.updated_at = new Date(app.now()).toISOString();
  changes.updated_by = userId;
  await updateSitePageRow(trx, site.id, pageId, changes);
  await bumpLivePagesVersion(trx, site.id);
  await reindexSitePage(trx, site.id, pageId);
}

/** A slug free in the page's scope: pages and store pages, or the other items of its collection. */
async function checkSlugFree(trx: Executor, site: Site, row: SitePageRow, slug: string): Promise<void> {
  if (row.collection_id !== null) {
    const taken = await listTakenSlugs(trx, site.id, row.id, row.collection_id);
    if (taken.includes(slug)) throw itemSlugTaken(slug);
    return;
  }
  if (RESERVED_PAGE_SLUGS.includes(slug)) throw pageFieldInvalid('slug', 'slugReserved', { slug });
  const taken = await listTakenSlugs(trx, site.id, row.id);
  if (taken.includes(slug)) throw slugTaken(slug);
}

/** The new parent exists and is not the page itself or one of its subpages. */
async function checkParent(
  trx: Executor,
  site: Site,
  pageId: string,
  parentId: string | null,
): Promise<void> {
  let current = parentId;
  for (let steps = 0; current !== null; steps += 1) {
    if (current === pageId || steps > 1000) throw pageFieldInvalid('parentId', 'parentIsSelf');
    const parent = await findSitePageRow(trx, site.id, current);
    if (!parent) throw pageFieldInvalid('parentId', 'parentNotFound');
    current = parent.parent_id;
  }
}
