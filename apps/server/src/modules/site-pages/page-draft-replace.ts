import { SITE_PAGE_LIMITS, type PageDocument } from '@plinth/contracts';
import type { Executor } from '@plinth/db';
import { insertSitePageRevision, pruneSitePageRevisions, updateSitePageRow } from './queries';
import { getSitePageRow, type PageActor, type SitePagesApp } from './service';

/**
 * Replaces a page's draft inside the caller's transaction, as a new revision (the old one stays in
 * the history): how an import brings a page it made before up to date. No revision check: the
 * caller decides to overwrite (an editor's save checks its base revision instead).
 */
export async function replaceSitePageDraftIn(
  app: SitePagesApp,
  trx: Executor,
  { site, userId }: PageActor,
  pageId: string,
  document: PageDocument,
): Promise<void> {
  const row = await getSitePageRow(trx, site, pageId);
  const revision = row.draft_revision + 1;
  const savedAt = new Date(app.now()).toISOString();
  const json = JSON.stringify(document);
  await updateSitePageRow(trx, site.id, pageId, {
    draft_document: json,
    draft_revision: revision,
    updated_at: savedAt,
    updated_by: userId,
  });
  await insertSitePageRevision(trx, {
    page_id: pageId,
    revision,
    document: json,
    saved_by: userId,
    saved_at: savedAt,
  });
  await pruneSitePageRevisions(trx, pageId, revision, SITE_PAGE_LIMITS.revisionsKept);
}
