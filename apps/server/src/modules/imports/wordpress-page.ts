import { RESERVED_PAGE_SLUGS, SLUG_MAX_LENGTH, SLUG_PATTERN, type PageDocument } from '@plinth/contracts';
import { nowIso, type Executor } from '@plinth/db';
import {
  changeSitePageSettingsIn,
  findSitePageRow,
  insertSitePage,
  listTakenSlugs,
  publishSitePageIn,
  replaceSitePageDraftIn,
} from '../site-pages';
import { findImportSource, saveImportSource } from './queries';
import type { WordpressTarget } from './wordpress-item';
import type { WxrItem } from './wxr-model';

/**
 * A WordPress page as a page of the site (through the pages module): its slug kept when free, its
 * body as the draft, published when it was published there. Not added to the navigation: the owner
 * places it. A page made before by this file is updated (a new draft revision).
 */
export async function importWordpressPage(
  target: WordpressTarget,
  trx: Executor,
  item: WxrItem,
  key: string,
  document: PageDocument,
): Promise<'imported' | 'updated'> {
  const { run, pages, actor } = target;
  const before = await findImportSource(trx, run.site.id, 'wordpress', key);
  const existing = before ? await findSitePageRow(trx, run.site.id, before.subjectId) : null;
  const title = item.title.trim().slice(0, 200) || 'Untitled';
  let pageId: string;
  if (existing && existing.collection_id === null) {
    pageId = existing.id;
    await replaceSitePageDraftIn(pages, trx, actor, pageId, document);
    await changeSitePageSettingsIn(pages, trx, actor, pageId, { title });
  } else {
    const taken = new Set([
      ...RESERVED_PAGE_SLUGS,
      ...(await listTakenSlugs(trx, run.site.id, undefined, null)),
    ]);
    const slug = item.slug.toLowerCase();
    const keep = SLUG_PATTERN.test(slug) && slug.length <= SLUG_MAX_LENGTH && !taken.has(slug);
    pageId = await insertSitePage(pages, trx, actor, { title, document, ...(keep ? { slug } : {}) });
  }
  if (item.status === 'publish') await publishSitePageIn(pages, trx, actor, pageId, null);
  else if (existing)
    await changeSitePageSettingsIn(pages, trx, actor, pageId, {
      status: item.status === 'private' ? 'private' : 'draft',
    });
  await saveImportSource(trx, {
    website_id: run.site.id,
    source_kind: 'wordpress',
    source_key: key,
    subject_type: 'page',
    subject_id: pageId,
    created_at: nowIso(),
  });
  return existing ? 'updated' : 'imported';
}
